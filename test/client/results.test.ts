import { describe, expect, it } from "vitest";
import {
  additions,
  barColor,
  costPerSqFt,
  divisionRows,
  formatAddition,
  narrowing,
  narrowingSummary,
  narrowingText,
  parseSqFt,
  rangeCaption,
  rangePercents,
  resultRange,
  resultTotal,
  visibleRequirements,
} from "../../client/results";

describe("resultTotal", () => {
  it("takes the engine's expected value, which the breakdown adds up to", () => {
    expect(resultTotal({ min: 900_000, max: 1_300_000, expected: 1_100_000 })).toBe(1_100_000);
  });
  it("takes the max when there is no expected value (specification §4)", () => {
    expect(resultTotal({ min: 900_000, max: 1_300_000 })).toBe(1_300_000);
  });
  it("sums the divisions without an estimate, and falls back to 2,030,000", () => {
    expect(resultTotal(null, { Concrete: 320_000, Finishes: 280_000 })).toBe(600_000);
    expect(resultTotal(undefined, {})).toBe(2_030_000);
  });
});

describe("narrowing", () => {
  it("is the share of the range's relative width an answer removed", () => {
    // ln(4) → ln(2): half as wide in relative terms.
    expect(narrowing({ min: 100, max: 400 }, { min: 200, max: 400 })).toBeCloseTo(0.5, 10);
  });
  it("does not count a range that only moved up (a bigger home) as widening", () => {
    expect(narrowing({ min: 100, max: 300 }, { min: 200, max: 600 })).toBeCloseTo(0, 10);
  });
  it("is negative when the answer widened the range, and null for unusable ranges", () => {
    expect(narrowing({ min: 200, max: 400 }, { min: 100, max: 400 })).toBeCloseTo(-1, 10);
    expect(narrowing({ min: 0, max: 400 }, { min: 100, max: 400 })).toBeNull();
    expect(narrowing({ min: 400, max: 400 }, { min: 100, max: 400 })).toBeNull();
  });
  it("says it in words", () => {
    expect(narrowingText(0.184)).toBe("Narrowed the range by 18%");
    expect(narrowingText(-0.04)).toBe("Widened the range by 4%");
    expect(narrowingText(0.004)).toBe("Left the range about as wide as it was");
  });
  it("sums up what the answers did to the range", () => {
    expect(narrowingSummary({ min: 170_000, max: 731_000 }, { min: 233_000, max: 544_000 }, 10)).toBe(
      "Before your answers the range was $170K - $731K; your 10 answers took it to $233K - $544K, 42% narrower.",
    );
    expect(narrowingSummary({ min: 100, max: 400 }, { min: 100, max: 400 }, 1)).toMatch(
      /your answer took it .* about as wide\.$/,
    );
  });
});

describe("resultRange", () => {
  it("is the engine's range, however wide (decision record 010)", () => {
    expect(resultRange({ min: 900_000, max: 1_400_000 }, 1_000_000)).toEqual({
      min: 900_000,
      max: 1_400_000,
    });
    expect(resultRange({ min: 3_600_000, max: 11_950_000 }, 6_500_000)).toEqual({
      min: 3_600_000,
      max: 11_950_000,
    });
  });
  it("falls back to 90%-110% of the total without an estimate's min and max", () => {
    expect(resultRange({ max: 1_200_000 }, 2_030_000)).toEqual({ min: 1_827_000, max: 2_233_000 });
  });
});

describe("rangeCaption", () => {
  it("states the range's real percentages around the total", () => {
    expect(rangePercents({ min: 820_000, max: 1_220_000 }, 1_000_000)).toEqual({ below: 18, above: 22 });
    expect(rangeCaption({ min: 820_000, max: 1_220_000 }, 1_000_000)).toContain(
      "from 18% below to 22% above the expected cost",
    );
  });
});

describe("divisionRows", () => {
  const rows = divisionRows(
    { Masonry: 50, Concrete: 320, Finishes: 280, Mechanical: 220, Metals: 130 },
    1_000,
  );
  it("sorts by amount, largest first, and adds up exactly to the total", () => {
    expect(rows.map((r) => r.name)).toEqual(["Concrete", "Finishes", "Mechanical", "Metals", "Masonry"]);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(1_000);
  });
  it("emphasises the top three and colours bars by share of the largest (§9)", () => {
    expect(rows.map((r) => r.top)).toEqual([true, true, true, false, false]);
    expect(rows.map((r) => r.color)).toEqual(["red", "red", "orange", "blue", "gray"]);
  });
  it("scales a breakdown to a different total", () => {
    const scaled = divisionRows({ A: 1, B: 1, C: 1 }, 100);
    expect(scaled.map((r) => r.amount).sort()).toEqual([33, 33, 34]);
  });
});

describe("barColor", () => {
  it("uses blue, light blue and gray below the top three", () => {
    expect([barColor(0.5, false), barColor(0.3, false), barColor(0.1, false)]).toEqual([
      "blue",
      "cyan",
      "gray",
    ]);
    expect(barColor(0.7, true)).toBe("orange");
    expect(barColor(0.4, true)).toBe("yellow");
  });
});

describe("visibleRequirements", () => {
  it("hides cost ranges, estimated costs and $NM - $NM lines (§5)", () => {
    const lines = [
      "Single Family Home in Austin, Texas",
      "2,400 sq ft of finished floor area",
      "Total Project Cost Range: $1.1M - $1.4M",
      "Estimated cost: $1,200,000",
      "Budget between $1.2M - $1.5M",
      "Cost range is wide",
    ];
    expect(visibleRequirements(lines)).toEqual(lines.slice(0, 2));
  });
});

describe("parseSqFt", () => {
  it("reads 3 to 5 digits followed by sq ft, sq. ft or square feet", () => {
    expect(parseSqFt(["Area: 2,400 sq ft"])).toBe(2400);
    expect(parseSqFt(["12 000 Sq. Ft of offices"])).toBe(12000);
    expect(parseSqFt(["about 850 square feet"])).toBe(850);
  });
  it("answers null for other sizes or no area", () => {
    expect(parseSqFt(["150,000 sq ft"])).toBeNull();
    expect(parseSqFt(["60 sq ft"])).toBeNull();
    expect(parseSqFt(["Two stories"])).toBeNull();
  });
});

describe("costPerSqFt, additions, formatAddition", () => {
  it("divides min and max by the area, rounded, only above 0", () => {
    expect(costPerSqFt({ min: 1_000_000, max: 1_250_000 }, 2_400)).toEqual({ min: 417, max: 521 });
    expect(costPerSqFt({ min: 1, max: 2 }, null)).toBeNull();
  });
  it("lists positive features with readable names", () => {
    expect(additions([{ finished_basement: 45_600 }, { solar_panels: 0 }])).toEqual([
      { feature: "finished_basement", name: "Finished Basement", amount: 45_600 },
    ]);
  });
  it("formats deltas as +$NK, or +$0 when not positive", () => {
    expect(formatAddition(45_600)).toBe("+$46K");
    expect(formatAddition(0)).toBe("+$0");
  });
});
