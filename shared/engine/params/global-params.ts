/**
 * Parameters shared by all project types: the data's price level, escalation of older figures to
 * it, the size-economies curve and the range's confidence level. Every value carries provenance.
 */
import { judged, sourced } from "../provenance";

/** Price level of the engine's dollars (ISO month). */
export const PRICE_LEVEL = "2025-12";

/** Escalation of a 2024 figure to the 2025 price level. */
export const ESCALATION_2024_TO_2025 = sourced(1.0382, "ratio", "turner-bci-2025", "2025-06");

/** ICC Building Valuation Data excludes site work; our estimates include it. */
export const SITE_WORK_ON_ICC = judged(
  1.06,
  "ICC BVD excludes site work; a Houston GC poll puts it at 6-11% of low/mid-rise shell cost, we take the low end for a complete building",
  "ratio",
);

/**
 * Size economies: multiplier by size ratio (area / typical area), linear between the points and
 * flat outside them (larger buildings cost less per sq ft, bounded).
 */
export const SIZE_CURVE_RATIOS = judged(
  [0.25, 0.51, 1, 2, 3.5],
  "Break points: the DoD pricing guide's worked example (0.51) and the cost-facts suggested curve (1, 2, 3.5); flat outside",
  "ratio",
);

/** Multipliers at SIZE_CURVE_RATIOS. */
export const SIZE_CURVE_MULTIPLIERS = judged(
  [1.15, 1.08, 1, 0.94, 0.9],
  "DoD UFC 3-701-06 example (0.51 gives 1.08); 0.94 and 0.90 per the cost-facts curve; 1.15 for very small buildings, bounded",
  "multiplier",
);

/** Confidence of the range: min and max are the 10th and 90th percentiles. */
export const RANGE_QUANTILE = judged(
  1.2816,
  "Standard normal quantile of 0.90: the range spans the 10th to 90th percentile (design note)",
  "z-score",
);
