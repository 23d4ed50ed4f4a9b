/**
 * The likely range (decision record 010; the methodology's "The range"): the middle of the same
 * lognormal error model whose 10th to 90th percentile is the 80% range the engine returns. With
 * median m and 90th percentile M = m·exp(z90·σ), the likely range's top is m·exp(zL·σ) =
 * m·(M/m)^(zL/z90), and the same below the median. zL is fitted per project type by the
 * calibration (`likelyQuantile` in shared/engine/data/global.json: the z-score that puts half of
 * the fitted projects' out-of-fold predictions inside, as the 80% range's residual is set on
 * them), not the normal's 0.6745: the error model is not exactly normal, and the 80% range holds
 * more than 8 in 10, so its middle half by the normal's quantile held about two thirds. One
 * helper and one value, so every screen derives it the same way from the engine's own min,
 * expected and max.
 */
import globalData from "./engine/data/global.json";
import type { ProjectTypeId } from "./project-types";

/** The engine's range quantile (the 90th percentile's z-score), from its data. */
export const RANGE_Z: number = globalData.rangeQuantile.value;

const FITTED = globalData.likelyQuantile as Record<ProjectTypeId, { value: number }>;

/** The widest of the types' values: for a range whose type is not known (a record saved long ago). */
const WIDEST = Math.max(...Object.values(FITTED).map((p) => p.value));

/**
 * The fitted z-score of the likely range's ends for a project type, from the engine's data; for
 * an unknown type the widest of them, so no range claims more precision than its type's fit.
 */
export function likelyZ(type: ProjectTypeId | undefined): number {
  return (type && FITTED[type]?.value) || WIDEST;
}

/** A range around a median: 10th percentile, median, 90th percentile. */
export interface MedianRange {
  min: number;
  expected: number;
  max: number;
}

/**
 * The likely range of the lognormal whose 10th percentile, median and 90th percentile are given,
 * for a project of the type; unrounded. A range with no spread (or a non-positive figure) gives
 * back the median.
 */
export function likelyRange(r: MedianRange, type: ProjectTypeId | undefined): { min: number; max: number } {
  const k = likelyZ(type) / RANGE_Z;
  const m = r.expected;
  if (!(m > 0) || !(r.min > 0) || !(r.max > 0)) return { min: m, max: m };
  return { min: m * Math.pow(Math.min(r.min, m) / m, k), max: m * Math.pow(Math.max(r.max, m) / m, k) };
}
