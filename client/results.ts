/**
 * The results page's arithmetic (specification §4 "Results page", §5, §9), pure so the page and its
 * tests share it: the total and range, division rows with their shares and bar colours, the
 * requirements filter, the square-footage parser, cost per sq ft and the additions list. Every figure
 * is derived from one total, so the total, range and breakdown never contradict each other
 * (decision record 010: total and breakdown agree).
 */

import { capitalizedWords, formatMoneyShort, roundToTotal } from "../shared/format";

/** Specification §9: the total used when neither an estimate nor a breakdown exists. */
export const FALLBACK_TOTAL = 2_030_000;
/** Specification §9: the range around the total when no estimate gives one. */
export const DEFAULT_RANGE = { low: 0.9, high: 1.1 } as const;
/** Specification §9: the top three divisions are emphasised. */
export const TOP_DIVISIONS = 3;

/** The estimate fields the results read; every field may be missing in stored or shared data. */
export interface EstimateFigures {
  min?: number;
  max?: number;
  expected?: number;
  sq_ft?: number;
  sqFtAnswered?: boolean;
  features?: Array<Record<string, number>>;
  estimateClass?: 3 | 4 | 5;
}

const positive = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x) && x > 0;

/**
 * Specification §4: the estimate's max if present, else the sum of the divisions, else 2,030,000.
 * The engine also sends `expected`, the median its division amounts add up to; when present it is
 * the total, so the breakdown adds up to the headline figure (decision record 010).
 */
export function resultTotal(
  estimate: EstimateFigures | null | undefined,
  divisions?: Record<string, number>,
) {
  if (positive(estimate?.expected)) return estimate.expected;
  if (positive(estimate?.max)) return estimate.max;
  const sum = Object.values(divisions ?? {}).reduce((s, x) => s + (positive(x) ? x : 0), 0);
  return sum > 0 ? sum : FALLBACK_TOTAL;
}

/**
 * The range shown is the engine's range (decision record 010, replacing the specification's
 * 50% rule): the estimate's min and max whenever both exist, so the results page, the live panel
 * and the download show the same figures. Only without them (an old stored estimate) is it 90% to
 * 110% of the total.
 */
export function resultRange(estimate: EstimateFigures | null | undefined, total: number) {
  const min = estimate?.min;
  const max = estimate?.max;
  if (positive(min) && positive(max) && min <= max) return { min, max };
  return { min: Math.round(total * DEFAULT_RANGE.low), max: Math.round(total * DEFAULT_RANGE.high) };
}

/**
 * What an AACE estimate class means for the visitor, in one sentence (decision record 010): what
 * the range's width says about projects like theirs, in plain words, not "as first estimates do"
 * (after ten answers a range can still be Class 5: that is how far real projects spread).
 */
export const ESTIMATE_CLASS_TEXT: Readonly<Record<3 | 4 | 5, string>> = {
  5: "AACE Class 5, a concept estimate: the high end is more than 50% above the middle. Finished projects like yours really do spread that far until drawings and bids settle the design, the site and the builder's price.",
  4: "AACE Class 4, a feasibility estimate: the high end is 30% to 50% above the middle, about as close as a budget gets before drawings.",
  3: "AACE Class 3, a budget estimate: the high end stays within about 30% of the middle, as close as an estimate gets without drawings.",
};

/** A range as the API gives it (10th and 90th percentile). */
export interface RangeFigures {
  min: number;
  max: number;
}

/**
 * How much an answer narrowed the range: the share of the range's relative width, ln(max / min),
 * that it removed (0.2 = a fifth narrower). Relative, so an answer that moves the whole range up
 * (a bigger home) is not counted as widening it. Negative when the answer widened it ("Not sure"
 * where a default was assumed); null when either range is unusable.
 */
export function narrowing(before: RangeFigures, after: RangeFigures): number | null {
  if (![before.min, before.max, after.min, after.max].every(positive)) return null;
  const wBefore = Math.log(before.max / before.min);
  const wAfter = Math.log(after.max / after.min);
  if (!(wBefore > 0)) return null;
  return 1 - wAfter / wBefore;
}

/** An answer's effect on the range, in words ("Narrowed the range by 18%"). */
export function narrowingText(share: number): string {
  const pct = Math.round(Math.abs(share) * 100);
  if (pct === 0) return "Left the range about as wide as it was";
  return share > 0 ? `Narrowed the range by ${pct}%` : `Widened the range by ${pct}%`;
}

/**
 * The answers' effect as a whole: "Before your answers the range was $170K - $731K; your 10
 * answers took it to $233K - $544K, 41% narrower."
 */
export function narrowingSummary(before: RangeFigures, after: RangeFigures, answered: number): string | null {
  const share = narrowing(before, after);
  if (share === null || answered < 1) return null;
  const pct = Math.round(Math.abs(share) * 100);
  const how = pct === 0 ? "about as wide" : share > 0 ? `${pct}% narrower` : `${pct}% wider`;
  const yours = answered === 1 ? "your answer" : `your ${answered} answers`;
  return (
    `Before your answers the range was ${formatMoneyShort(before.min)} - ${formatMoneyShort(before.max)}; ` +
    `${yours} took it to ${formatMoneyShort(after.min)} - ${formatMoneyShort(after.max)}, ${how}.`
  );
}

/**
 * The range's real percentages around the total, whole percent: { below: 18, above: 22 } when the
 * range is 18% under and 22% over it (decision record 010: the caption states them).
 */
export function rangePercents(range: { min: number; max: number }, total: number) {
  if (!positive(total)) return { below: 0, above: 0 };
  return {
    below: Math.max(0, Math.round((1 - range.min / total) * 100)),
    above: Math.max(0, Math.round((range.max / total - 1) * 100)),
  };
}

/** The caption of a range: its percentages and what they are ("18% below to 22% above …"). */
export function rangeCaption(range: { min: number; max: number }, total: number): string {
  const { below, above } = rangePercents(range, total);
  return (
    `The range runs from ${below}% below to ${above}% above the expected cost: ` +
    "the real cost should fall inside it 8 times out of 10 (10th to 90th percentile)."
  );
}

/** Specification §9 bar colours by share of the largest division (Mantine colour names). */
export function barColor(ratio: number, top: boolean): string {
  if (top) return ratio > 0.8 ? "red" : ratio > 0.6 ? "orange" : "yellow";
  return ratio > 0.4 ? "blue" : ratio > 0.2 ? "cyan" : "gray";
}

export interface DivisionRow {
  name: string;
  amount: number;
  /** Share of the total, 0–1. */
  share: number;
  /** Size relative to the largest division, 0–1. */
  ratio: number;
  top: boolean;
  color: string;
}

/**
 * The breakdown sorted by amount, largest first, scaled so the amounts add up exactly to `total`
 * (whole dollars, largest remainder) — a breakdown from another source can never disagree with it.
 */
export function divisionRows(divisions: Record<string, number>, total: number): DivisionRow[] {
  const entries = Object.entries(divisions).map(([name, x]) => [name, positive(x) ? x : 0] as const);
  if (!entries.some(([, x]) => x > 0)) return [];
  const amounts = roundToTotal(
    entries.map(([, x]) => x),
    total,
  );
  const sorted = entries
    .map(([name], i) => ({ name, amount: amounts[i]! }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  const largest = sorted[0]?.amount || 1;
  return sorted.map((row, i) => {
    const ratio = row.amount / largest;
    const top = i < TOP_DIVISIONS;
    return { ...row, share: row.amount / total, ratio, top, color: barColor(ratio, top) };
  });
}

// Specification §5: lines mentioning a cost range or an estimated cost are hidden.
const HIDDEN_REQUIREMENT = [
  /total project cost range/i,
  /cost range/i,
  /estimated cost:/i,
  /\$\s?\d[\d,.]*\s?M\s*-\s*\$\s?\d[\d,.]*\s?M/i,
];

/** Specification §5: the requirements shown, without the cost-range and estimated-cost lines. */
export function visibleRequirements(requirements: readonly string[]): string[] {
  return requirements.filter((line) => !HIDDEN_REQUIREMENT.some((re) => re.test(line)));
}

/**
 * Specification §5: square footage read from the requirements — 3 to 5 digits (commas and spaces
 * stripped) followed by "sq ft", "sq. ft" or "square feet", any case. Otherwise null.
 */
export function parseSqFt(requirements: readonly string[]): number | null {
  const re = /(\d[\d, ]*)\s*(?:sq\.?\s?ft|square\s+feet)/gi;
  for (const line of requirements) {
    for (const match of line.matchAll(re)) {
      const digits = match[1]!.replace(/[, ]/g, "");
      if (/^\d{3,5}$/.test(digits)) return Number(digits);
    }
  }
  return null;
}

/** Specification §5: min and max divided by the area, rounded; null unless the area is above 0. */
export function costPerSqFt(range: { min: number; max: number }, sqFt: number | null) {
  if (!positive(sqFt)) return null;
  return { min: Math.round(range.min / sqFt), max: Math.round(range.max / sqFt) };
}

/** "finished_basement" → "Finished Basement" (specification §3: names made readable from underscores). */
export function readableFeature(name: string): string {
  return capitalizedWords(name, "_");
}

/**
 * Specification §3: the additions from the base model, only those above 0, with the feature's id
 * and a fallback name (the pages name them through shared/addition-names.ts).
 */
export function additions(
  features: EstimateFigures["features"],
): Array<{ feature: string; name: string; amount: number }> {
  const out: Array<{ feature: string; name: string; amount: number }> = [];
  for (const entry of Array.isArray(features) ? features : []) {
    if (!entry || typeof entry !== "object") continue;
    for (const [feature, amount] of Object.entries(entry)) {
      if (positive(amount)) out.push({ feature, name: readableFeature(feature), amount });
    }
  }
  return out;
}

/** Specification §2: an addition's delta in the one money format ("+$61K", "+$1.20 Mn"), "+$0" when not positive. */
export function formatAddition(amount: number): string {
  return positive(amount) ? `+${formatMoneyShort(amount)}` : "+$0";
}

/**
 * The likely range beside the 80% range, in a homeowner's words: "Half of projects like yours land
 * in $X - $Y; 8 in 10 in $A - $B." Null when the estimate carries no likely range (an old link).
 */
export function likelySentence(
  likely: { min: number; max: number } | null | undefined,
  range: { min: number; max: number },
): string | null {
  if (!likely || !positive(likely.min) || !positive(likely.max) || likely.min > likely.max) return null;
  return (
    `Half of projects like yours land in ${formatMoneyShort(likely.min)} - ${formatMoneyShort(likely.max)}; ` +
    `8 in 10 in ${formatMoneyShort(range.min)} - ${formatMoneyShort(range.max)}.`
  );
}
