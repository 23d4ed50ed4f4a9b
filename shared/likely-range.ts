/**
 * The likely range (decision record 010; the methodology's "The range"): the 25th to 75th
 * percentile of the same lognormal error model whose 10th to 90th percentile is the 80% range
 * the engine returns. With median m and 90th percentile M = m·exp(z90·σ), the 75th percentile is
 * m·exp(z75·σ) = m·(M/m)^(z75/z90), and the same below the median. One helper, so every screen
 * derives it the same way from the engine's own min, expected and max.
 */
import globalData from "./engine/data/global.json";

/** The standard normal quantile of 0.75: the likely range is the middle half. */
export const LIKELY_Z = 0.6745;

/** The engine's range quantile (the 90th percentile's z-score), from its data. */
export const RANGE_Z: number = globalData.rangeQuantile.value;

/** A range around a median: 10th percentile, median, 90th percentile. */
export interface MedianRange {
  min: number;
  expected: number;
  max: number;
}

/**
 * The 25th–75th percentile of the lognormal whose 10th percentile, median and 90th percentile are
 * given; unrounded. A range with no spread (or a non-positive figure) gives back the median.
 */
export function likelyRange(r: MedianRange): { min: number; max: number } {
  const k = LIKELY_Z / RANGE_Z;
  const m = r.expected;
  if (!(m > 0) || !(r.min > 0) || !(r.max > 0)) return { min: m, max: m };
  return { min: m * Math.pow(Math.min(r.min, m) / m, k), max: m * Math.pow(Math.max(r.max, m) / m, k) };
}
