import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { constructionMonths, escalation } from "../../../shared/engine/escalation";
import { ESCALATION, SOFT_COSTS } from "../../../shared/engine/params";
import { ParamSchema } from "../../../shared/engine/provenance";
import { projectCost } from "../../../shared/engine/soft-costs";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";

const included = (p: ReturnType<typeof projectCost>) =>
  p.items.filter((i) => i.included).reduce((s, i) => s + (i.amount ?? 0), 0);

describe("the total project cost", () => {
  it("adds the soft costs to a $10,000,000 school and nothing else without a start date", () => {
    const p = projectCost("educational", 10_000_000, 0.3);
    // Design 6.5% + permits 1% + FF&E 6% + testing 2% + contingency 7% = 22.5%.
    expect(p.expected).toBe(12_250_000);
    expect(p.construction).toBe(10_000_000);
    expect(p.escalation).toBeNull();
    const esc = p.items.find((i) => i.id === "escalation")!;
    expect(esc.included).toBe(false);
    expect(esc.source).toContain("today's price level");
    expect(p.items.filter((i) => !i.included).map((i) => i.id)).toEqual(["escalation", "land", "financing"]);
  });

  it.each(PROJECT_TYPE_IDS)("adds up to the dollar for a %s with a start and land", (type) => {
    for (const construction of [48_213, 397_771, 16_022_594, 81_977_483]) {
      const p = projectCost(type, construction, 0.4, {
        startDate: "2028-03",
        landCost: 123_456.4,
        sqFt: 5000,
      });
      expect(construction + included(p)).toBe(p.expected);
      expect(p.items.find((i) => i.id === "land")).toMatchObject({ amount: 123_456, included: true });
      expect(p.min).toBeLessThan(p.expected);
      expect(p.max).toBeGreaterThan(p.expected);
    }
  });

  it("keeps the calibration's three-argument call the same as an empty budget", () => {
    const a = projectCost("healthcare", 81_977_483, 0.35);
    const b = projectCost("healthcare", 81_977_483, 0.35, {});
    expect(a).toEqual(b);
  });

  it("escalates more and widens the range for a later start", () => {
    const early = projectCost("healthcare", 80_000_000, 0.3, { startDate: "2027-01", sqFt: 200_000 });
    const late = projectCost("healthcare", 80_000_000, 0.3, { startDate: "2031-06", sqFt: 200_000 });
    const width = (p: typeof early) => (p.max - p.min) / p.expected;
    expect(late.expected).toBeGreaterThan(early.expected);
    expect(width(late)).toBeGreaterThan(width(early));
    expect(late.escalation!.factor).toBeGreaterThan(early.escalation!.factor);
  });
});

describe("escalation to the midpoint of construction", () => {
  it("compounds 2026's forecast over half the build of a 2,647 sq ft home starting January 2026", () => {
    // 9.1 months at the NAHB average size; the price level is December 2025, so the midpoint
    // is 4.55 months into 2026, at 3.75% a year.
    const e = escalation("single-family", 2647, "2026-01");
    expect(e.months).toBe(9.1);
    expect(e.midpoint).toBe("2026-05");
    expect(e.factor).toBeCloseTo(Math.pow(1.0375, 4.55 / 12), 10);
  });

  it("uses the long-term rate after the forecast's last year", () => {
    const a = escalation("home-improvements", 1000, "2030-01");
    const b = escalation("home-improvements", 1000, "2031-01");
    // Both builds take 4 months; one year later adds one year at 3%.
    expect(b.factor / a.factor).toBeCloseTo(1.03, 10);
  });

  it("takes longer to build a bigger building, by the 0.3 power of its area", () => {
    expect(constructionMonths("educational", 80_000)).toBe(27);
    expect(constructionMonths("educational", 160_000)).toBeCloseTo(27 * Math.pow(2, 0.3), 1);
    expect(constructionMonths("home-improvements", 200)).toBeLessThan(
      constructionMonths("home-improvements", 2000),
    );
  });

  it("carries a provenance on every number of its data file", () => {
    const { description: _d, durationByType, ratesByYear, ...rest } = ESCALATION;
    const params = [
      ...Object.values(rest),
      ...Object.values(ratesByYear),
      ...Object.values(durationByType).flatMap((d) => [d.months, d.atSqFt]),
    ];
    for (const p of params) expect(v.safeParse(ParamSchema, p).success).toBe(true);
    expect(Object.keys(durationByType).sort()).toEqual([...PROJECT_TYPE_IDS].sort());
    expect(Object.keys(SOFT_COSTS.byType).sort()).toEqual([...PROJECT_TYPE_IDS].sort());
  });
});
