/**
 * The plain words of a change: "Full basement instead of slab on grade: +$41K, likely +$33K to
 * +$50K", with what the reader must know after it (smaller than its own uncertainty; other
 * questions now asked or no longer asked).
 */
import { formatMoneyShort, formatNumber } from "../format";
import type { DeltaRange } from "./delta";

/**
 * formatMoneyShort of a non-negative amount, without Intl for the common case (below $1,000K,
 * where no separator is needed): the same text, a few hundred nanoseconds less per call, and
 * every what-if writes three of them.
 */
function moneyShort(abs: number): string {
  if (abs >= 1_000_000) return formatMoneyShort(abs);
  const n = abs >= 1_000 ? Math.round(abs / 1_000) : Math.round(abs);
  if (n >= 1_000) return formatMoneyShort(abs);
  return abs >= 1_000 ? `$${n}K` : `$${n}`;
}

/** +$41K, -$12K, +$950; "$0" for no change. */
export function signedMoney(value: number): string {
  const r = Math.round(value);
  if (r === 0) return "$0";
  return `${r > 0 ? "+" : "-"}${moneyShort(Math.abs(r))}`;
}

/** The option's label without its parenthesised detail. */
export function optionLabel(label: string): string {
  const i = label.indexOf(" (");
  return i < 0 ? label : label.slice(0, i);
}

/** A label inside a sentence: its first letter in lower case, unless the word is an acronym. */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** A numeric answer with its unit: "2,880 sq ft". */
export function numberWithUnit(value: number, unit: string | undefined): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** What the sentence needs to know of one change. */
export interface ChangeWords {
  /** The new answer as shown ("Full basement", "2,880 sq ft"). */
  to: string;
  /** The answer it replaces. */
  from: string;
  delta: DeltaRange;
  withinUncertainty: boolean;
  /** Questions the change brings in (answered "Not sure") and questions it drops, by their text. */
  nowAsked: string[];
  noLongerAsked: string[];
}

/** "Full basement instead of slab on grade: +$41K, likely +$33K to +$50K." and what follows. */
export function changeSentence(c: ChangeWords): string {
  const d = c.delta;
  const change = `${c.to} instead of ${inSentence(c.from)}:`;
  let s =
    Math.round(d.expected) === 0 && Math.round(d.likelyMin) === 0 && Math.round(d.likelyMax) === 0
      ? `${change} no change in the estimate.`
      : `${change} ${signedMoney(d.expected)}, likely ${signedMoney(d.likelyMin)} to ${signedMoney(d.likelyMax)}.`;
  if (c.withinUncertainty && Math.round(d.expected) !== 0) {
    s += " That is smaller than its own uncertainty: it could go either way.";
  }
  if (c.nowAsked.length > 0) {
    s += ` It brings in ${listOf(c.nowAsked)}, counted as "Not sure".`;
  }
  if (c.noLongerAsked.length > 0)
    s += ` ${capital(listOf(c.noLongerAsked))} no longer ${c.noLongerAsked.length > 1 ? "apply" : "applies"}.`;
  return s;
}

function capital(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

function listOf(questions: string[]): string {
  const q = questions.map((t) => `"${t}"`);
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)!}`;
}
