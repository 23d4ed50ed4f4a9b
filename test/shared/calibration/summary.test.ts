import { describe, expect, it } from "vitest";
import { hodgesLehmann, insideLikely, median, summarize } from "../../../shared/calibration/summary";
import { likelyRange } from "../../../shared/likely-range";
import cases from "../../../shared/calibration/cases.json";
import scores from "../../../shared/calibration/scores.generated.json";
import type { CalibrationCase, CaseScore } from "../../../shared/calibration/types";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";
import { sliceOf } from "../../../shared/calibration/slices";

/** Ten office cases whose expected values miss by ln errors of ±0.1, ±0.2 … ±1.0. */
const CASES = Array.from(
  { length: 10 },
  (_, i) => ({ id: `c${i}`, type: "office-building" }) as CalibrationCase,
);
const SCORES = CASES.map(
  (c, i) =>
    ({
      id: c.id,
      error: Math.exp((i % 2 ? -1 : 1) * 0.1 * (i + 1)) - 1,
      inside: i < 7,
      width: 1 + i / 10,
    }) as CaseScore,
);

describe("summarize", () => {
  it("counts, shares and medians by type and over all", () => {
    const [office, , all] = summarize(CASES, SCORES, ["office-building", "educational"]);
    expect(office).toMatchObject({ type: "office-building", cases: 10, inside: 0.7, medianWidth: 1.45 });
    // |errors| sorted: 0.11, 0.18, 0.33, 0.35, 0.45, 0.55 … (a miss of −0.6 in ln is 45% low, of −0.8 55%)
    expect(office!.medianAbsError).toBeCloseTo((1 - Math.exp(-0.6) + 1 - Math.exp(-0.8)) / 2, 12);
    expect(all).toMatchObject({ type: "all", cases: 10 });
  });

  it("gives the narrowest width that holds 8 in 10 in hindsight: the 8th of 10 |ln errors|", () => {
    const [office, educational] = summarize(CASES, SCORES, ["office-building", "educational"]);
    expect(office!.narrowestWidth).toBeCloseTo(2 * Math.sinh(0.8), 12);
    expect(educational).toMatchObject({ cases: 0, narrowestWidth: 0 });
  });

  it("counts the share inside the likely range (25th–75th percentile of the same error model)", () => {
    const score = { min: 50, expected: 100, max: 200 };
    const likely = likelyRange(score, "office-building");
    const office = (published: number) => insideLikely({ ...score, published }, "office-building");
    expect(office(likely.min)).toBe(true);
    expect(office(likely.max)).toBe(true);
    expect(office(likely.min * 0.99)).toBe(false);
    expect(office(likely.max * 1.01)).toBe(false);
    const ranged = SCORES.map((s, i) => ({
      ...s,
      min: 50,
      expected: 100,
      max: 200,
      published: i < 4 ? 100 : 190,
    }));
    // 190 is outside any likely range of 50–100–200 (its z-score is below the 90th percentile's)
    const [offices] = summarize(CASES, ranged, ["office-building"]);
    expect(offices!.likelyInside).toBe(0.4);
  });

  it("holds about half of the set in the fitted likely range, whole and validation, and of every type's single projects", () => {
    const set = cases as CalibrationCase[];
    const all = summarize(set, scores as CaseScore[], []).at(-1)!;
    const kept = summarize(set, scores as CaseScore[], [], (c) => sliceOf(c) === "validation").at(-1)!;
    for (const r of [all, kept]) {
      expect(r.likelyInside).toBeGreaterThanOrEqual(0.45);
      expect(r.likelyInside).toBeLessThanOrEqual(0.58);
    }
    // fitted on single projects (national and regional averages stray less): half of each type's,
    // within two binomial standard errors for its number of cases (±23 points for 19 remodels,
    // ±8 for 160 offices), at most 20 points either way
    const single = summarize(set, scores as CaseScore[], PROJECT_TYPE_IDS, (c) => c.state !== "");
    for (const r of single) {
      const margin = Math.min(0.2, 2 * Math.sqrt(0.25 / r.cases));
      expect(Math.abs(r.likelyInside - 0.5), `${r.type} (${r.cases} cases)`).toBeLessThanOrEqual(margin);
    }
  });
});

describe("hodgesLehmann", () => {
  it("is the median of the means of every two values, each with itself included", () => {
    // means: 1, 1.5, 2, 5.5, 2, 2.5, 6, 3, 6.5, 10 -> middle two 2.5 and 3
    expect(hodgesLehmann([1, 2, 3, 10])).toBe(2.75);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it("does not jump between two clusters of a few cases as the median does", () => {
    const low = [0.82, 0.87, 0.92, 0.97, 1.02].map(Math.log);
    const high = [1.47, 1.66, 1.98].map(Math.log);
    expect(Math.exp(median([...low, ...high]))).toBeCloseTo(0.995, 3);
    expect(Math.exp(hodgesLehmann([...low, ...high]))).toBeGreaterThan(1.1);
    // one odd value moves it no further than it moves the median's neighbours
    expect(hodgesLehmann([0, 0.1, -0.1, 0.05, 50])).toBeLessThan(0.2);
  });
});
