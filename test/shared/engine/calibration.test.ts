/**
 * Calibration against published figures (design/estimator.md "Calibration"): at the matching
 * configuration and the national price level, each figure lies inside the range and within 15%
 * of the expected value. METHODOLOGY.md tabulates the same comparisons.
 */
import { describe, expect, it } from "vitest";
import { CALIBRATION_CASES, engineFor } from "./calibration-cases";

describe("calibration against published figures", () => {
  it("covers at least six figures across the project types", () => {
    expect(CALIBRATION_CASES.filter((c) => !c.inSample).length).toBeGreaterThanOrEqual(6);
    expect(new Set(CALIBRATION_CASES.map((c) => c.type)).size).toBe(6);
  });

  it.each(CALIBRATION_CASES.map((c) => [c.name, c] as const))(
    "%s lies in the range, within 15%",
    (_name, c) => {
      const r = engineFor(c);
      expect(r.figure).toBeGreaterThanOrEqual(r.min);
      expect(r.figure).toBeLessThanOrEqual(r.max);
      expect(Math.abs(r.expected - r.figure) / r.figure).toBeLessThanOrEqual(0.15);
    },
  );
});
