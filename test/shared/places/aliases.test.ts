import { describe, expect, it } from "vitest";
import { findCityOrAlias } from "../../../shared/places";

describe("city aliases", () => {
  it.each(["Brooklyn", "manhattan", "NYC", "The Bronx", "Queens", "Staten Island", " new york city "])(
    "resolves %s to New York City",
    (text) => {
      expect(findCityOrAlias("New York", text)?.name).toBe("New York City");
    },
  );

  it("resolves spelled-out and abbreviated Saint, Fort and Mount", () => {
    expect(findCityOrAlias("Missouri", "Saint Louis")?.name).toBe("St. Louis");
    expect(findCityOrAlias("Missouri", "st louis")?.name).toBe("St. Louis");
    expect(findCityOrAlias("Texas", "Ft. Worth")?.name).toBe("Fort Worth");
    expect(findCityOrAlias("Texas", "ft worth")?.name).toBe("Fort Worth");
  });

  it("answers nothing for a city that is not listed, and keeps borough names in their state", () => {
    expect(findCityOrAlias("Texas", "Dripping Springs")).toBeUndefined();
    expect(findCityOrAlias("Texas", "Brooklyn")).toBeUndefined();
  });
});
