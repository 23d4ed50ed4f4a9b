import { describe, expect, it } from "vitest";
import { additionName, deriveAdditionNames } from "../../shared/addition-names";
import { ADDITION_NAMES } from "../../shared/addition-names.data";
import { TYPE_DATA } from "../../shared/engine/params";

describe("addition names", () => {
  it("equal what the engine's question data derives (regenerate the data file when this fails)", () => {
    expect(ADDITION_NAMES).toEqual(deriveAdditionNames(TYPE_DATA));
  });

  it("reads an addition as its question's summary and the option's label", () => {
    expect(additionName("healthcare", "imaging_xray")).toBe("Imaging: X-ray and ultrasound");
    expect(additionName("single-family", "swimming_pool")).toBe("Special feature: Swimming pool");
  });

  it("names a feature added by several options after the visitor's answer", () => {
    const q = ADDITION_NAMES["healthcare"]!["operating_rooms"]![0]!.questionText;
    expect(additionName("healthcare", "operating_rooms", [{ question: q, answer: "d" }])).toBe(
      "Operating rooms: Five to twelve operating rooms",
    );
    expect(additionName("healthcare", "operating_rooms")).toBe("Operating rooms");
  });

  it("spells out a feature the data does not name", () => {
    expect(additionName("office-building", "rooftop_garden")).toBe("Rooftop garden");
  });
});
