/**
 * The Quote Checker's few thresholds. None has a published source: each is our judgement, with
 * its reason, in the way the engine marks its judged parameters (decision record 002).
 */

interface Judged {
  value: number;
  reason: string;
}

/**
 * A division's range is the engine's total range applied to the division's expected amount and
 * widened: low = expected × (min/expected)^k, high = expected × (max/expected)^k.
 */
export const DIVISION_SPREAD: Judged = {
  value: 1.5,
  reason:
    "Contractors split the same work between divisions differently (who sets windows, where demolition sits), so one division varies more than the total; k = 1.5 widens a ±15% total range to about ±22%",
};

/** A division with no line is flagged missing only when it is at least this share of the project. */
export const MISSING_SHARE: Judged = {
  value: 0.02,
  reason: "Divisions under 2% of the cost (furnishings, specialties in a house) are often folded into others",
};

/** A quote whose divisions cover less than this share of the expected cost is a trade's quote. */
export const WHOLE_SCOPE_SHARE: Judged = {
  value: 0.6,
  reason:
    "A general contractor's quote names most divisions; a roofer's or an electrician's names one or two",
};

/** A single markup line above this share of the work is marked as unusually large. */
export const LARGE_MARKUP_SHARE: Judged = {
  value: 0.2,
  reason: "One markup line adding a fifth or more to the work deserves a question on what it covers",
};

/** A line without a division above this share of the expected total is marked as unusually large. */
export const LARGE_UNPLACED_SHARE: Judged = {
  value: 0.35,
  reason: "No one trade's line in a whole-project quote is usually over a third of the cost",
};

/** Stated total and the lines' sum differing by more than this share get a question. */
export const TOTAL_MISMATCH_SHARE: Judged = {
  value: 0.01,
  reason: "Rounding explains a few dollars; a gap over 1% means a missing or double-counted line",
};
