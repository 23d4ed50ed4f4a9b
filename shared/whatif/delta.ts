/**
 * The range of a change (README, "The range of a change"): two estimates that differ in one answer
 * share most of their uncertainty — the kind's residual model error, the location, every question
 * still open in both — so the change is not the difference of their ranges. In the engine's
 * lognormal model the shared error multiplies both estimates alike, so it multiplies the change
 * too: the change's relative spread is the estimate's own (the smaller σ of the two). What the two
 * do not share (a question open in one only, such as an answer changed to "Not sure") is an
 * independent spread in dollars, added in quadrature.
 */
import { likelyZ, RANGE_Z } from "../likely-range";
import type { ProjectTypeId } from "../project-types";

/** One estimate as the delta needs it: its median and its ln-sd. */
export interface Priced {
  expected: number;
  sigma: number;
}

/** A change in dollars: expected, likely (25th–75th) and 80% (10th–90th) range; unrounded. */
export interface DeltaRange {
  expected: number;
  likelyMin: number;
  likelyMax: number;
  min: number;
  max: number;
}

function band(d: number, shared: number, unshared: number, z: number): [number, number] {
  const a = d * Math.exp(-z * shared);
  const b = d * Math.exp(z * shared);
  const u = z * unshared;
  const below = d - Math.min(a, b);
  const above = Math.max(a, b) - d;
  return [d - Math.sqrt(below * below + u * u), d + Math.sqrt(above * above + u * u)];
}

/** The change from `from` to `to` with its likely and 80% ranges. */
export function deltaRange(from: Priced, to: Priced, type: ProjectTypeId): DeltaRange {
  const d = to.expected - from.expected;
  const shared = Math.min(from.sigma, to.sigma);
  const wider = to.sigma >= from.sigma ? to : from;
  // Dollars of spread the wider estimate has beyond the shared part (first order in σ).
  const unshared = wider.expected * Math.sqrt(Math.max(0, wider.sigma ** 2 - shared ** 2));
  const [likelyMin, likelyMax] = band(d, shared, unshared, likelyZ(type));
  const [min, max] = band(d, shared, unshared, RANGE_Z);
  return { expected: d, likelyMin, likelyMax, min, max };
}

/**
 * True when the change is smaller than its own uncertainty: its 80% range reaches past zero, so
 * even its sign is not known at the estimate's own confidence.
 */
export function withinUncertainty(d: DeltaRange): boolean {
  return d.expected !== 0 ? d.min <= 0 && d.max >= 0 : true;
}

/** The ln-sd of a range with median `expected` and 90th percentile `max` (offset: added to both). */
export function sigmaOf(expected: number, max: number, offset = 0): number {
  const m = expected - offset;
  const hi = max - offset;
  return m > 0 && hi > m ? Math.log(hi / m) / RANGE_Z : 0;
}
