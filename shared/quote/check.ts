/**
 * The check of a quote against the engine's local range for the project: the total's position
 * (below / within / above, and where), each division's quoted amount against a division range
 * derived from the engine's estimate (see params.ts, DIVISION_SPREAD), divisions with no line,
 * and unusually large lines. The engine's figures come in as data, so the check is pure and its
 * tests do not depend on the engine's numbers.
 */
import { DIVISION_NAMES, type DivisionName } from "../api/constants";
import { roundAsShown } from "../format";
import { adviseQuote } from "./advice";
import {
  DIVISION_SPREAD,
  LARGE_MARKUP_SHARE,
  LARGE_UNPLACED_SHARE,
  MISSING_SHARE,
  WHOLE_SCOPE_SHARE,
} from "./params";
import type {
  CheckedLine,
  DivisionCheck,
  DivisionRange,
  Position,
  ProjectRange,
  QuoteCheck,
  QuoteLine,
  TotalCheck,
} from "./types";

const isWork = (l: QuoteLine) => l.kind === "item" || l.kind === "allowance";
const sum = (values: Iterable<number>) => {
  let s = 0;
  for (const v of values) s += v;
  return s;
};

/**
 * Each division's range: its expected amount scaled by the total's low and high ratios, widened,
 * and its ends rounded as the page shows them ("$29K – $130K"): a judged range has no more
 * precision, and the flag is decided on the figures a visitor reads.
 */
export function divisionRanges(range: ProjectRange): DivisionRange[] {
  const low = range.expected > 0 ? range.min / range.expected : 1;
  const high = range.expected > 0 ? range.max / range.expected : 1;
  const k = DIVISION_SPREAD.value;
  return DIVISION_NAMES.map((division) => {
    const expected = range.divisions[division] ?? 0;
    return {
      division,
      min: roundAsShown(expected * Math.pow(low, k)),
      expected: Math.round(expected),
      max: roundAsShown(expected * Math.pow(high, k)),
    };
  });
}

/**
 * Below, within or above a range, decided on the figures as shown (roundAsShown): "$130K" against
 * "$29K – $130K" is within, whatever the dollars behind them.
 */
export function position(value: number, min: number, max: number): Position {
  const [shown, lo, hi] = [roundAsShown(value), roundAsShown(min), roundAsShown(max)];
  return shown < lo ? "below" : shown > hi ? "above" : "within";
}

const FLAG_OF = { below: "low", within: "ok", above: "high" } as const;

/** The quote's own total: its last total line that is not a subtotal, else the last subtotal. */
function statedTotal(lines: readonly QuoteLine[]): number | null {
  const totals = lines.filter((l) => l.kind === "total" && l.amount !== null);
  const grand = totals.filter((l) => !/\bsub\s?-?total/i.test(l.description));
  const pick = grand[grand.length - 1] ?? (totals.length === 1 ? totals[0] : undefined);
  return pick?.amount ?? null;
}

/** Checks a quote's lines (and an optional total given apart) against the project's range. */
export function checkQuote(
  range: ProjectRange,
  lines: readonly QuoteLine[],
  givenTotal?: number,
): QuoteCheck {
  const work = lines.filter(isWork);
  const workSum = sum(work.map((l) => l.amount ?? 0));
  const markupSum = sum(lines.filter((l) => l.kind === "markup").map((l) => l.amount ?? 0));
  const linesSum = workSum + markupSum;
  const rate = workSum > 0 ? markupSum / workSum : 0;
  const stated = statedTotal(lines);
  const quoted = givenTotal ?? stated ?? linesSum;
  const source: TotalCheck["source"] =
    givenTotal !== undefined ? "given" : stated !== null ? "stated" : "sum";

  const ranges = divisionRanges(range);
  const byDivision = new Map<DivisionName, QuoteLine[]>();
  for (const l of work) {
    if (!l.division) continue;
    const list = byDivision.get(l.division);
    if (list) list.push(l);
    else byDivision.set(l.division, [l]);
  }
  const excluded = new Set(lines.filter((l) => l.kind === "exclusion" && l.division).map((l) => l.division));
  const unplacedLines = work.filter((l) => l.division === null);
  const unplaced = { count: unplacedLines.length, amount: sum(unplacedLines.map((l) => l.amount ?? 0)) };

  const coveredExpected = sum(ranges.filter((r) => byDivision.has(r.division)).map((r) => r.expected));
  const partial =
    byDivision.size > 0 &&
    coveredExpected < WHOLE_SCOPE_SHARE.value * range.expected &&
    unplaced.amount < 0.25 * workSum;

  const divisions: DivisionCheck[] = [];
  for (const r of ranges) {
    const own = byDivision.get(r.division) ?? [];
    if (own.length === 0 && (partial || work.length === 0)) continue;
    if (own.length === 0 && r.expected <= 0) continue;
    const quotedHere = sum(own.map((l) => l.amount ?? 0));
    // Rounded as shown, like the range: the flag is decided on the figures the visitor reads.
    const compared = roundAsShown(quotedHere * (1 + rate));
    let flag: DivisionCheck["flag"];
    if (own.length === 0) flag = r.expected >= MISSING_SHARE.value * range.expected ? "missing" : "ok";
    else flag = FLAG_OF[position(compared, r.min, r.max)];
    if (own.length === 0 && flag === "ok") continue;
    divisions.push({
      ...r,
      quoted: quotedHere,
      compared,
      flag,
      lines: own.length,
      allowances: sum(own.filter((l) => l.kind === "allowance").map((l) => l.amount ?? 0)),
      excluded: excluded.has(r.division),
    });
  }

  const totalRange = partial
    ? {
        min: Math.round(sum(divisions.map((d) => d.expected)) * (range.min / range.expected)),
        expected: sum(divisions.map((d) => d.expected)),
        max: Math.round(sum(divisions.map((d) => d.expected)) * (range.max / range.expected)),
      }
    : { min: range.min, expected: range.expected, max: range.max };
  const total: TotalCheck = {
    quoted,
    ...totalRange,
    position: position(quoted, totalRange.min, totalRange.max),
    placement:
      totalRange.max > totalRange.min ? (quoted - totalRange.min) / (totalRange.max - totalRange.min) : 0.5,
    vsExpected: totalRange.expected > 0 ? quoted / totalRange.expected - 1 : 0,
    source,
    linesSum,
    scope: partial ? "partial" : "whole",
  };

  const maxOf = new Map(ranges.map((r) => [r.division, r.max]));
  const checked: CheckedLine[] = lines.map((l) => {
    const amount = l.amount ?? 0;
    let large = false;
    if (isWork(l) && l.division)
      large = roundAsShown(amount * (1 + rate)) > (maxOf.get(l.division) ?? Infinity);
    else if (isWork(l)) large = !partial && amount > LARGE_UNPLACED_SHARE.value * range.expected;
    else if (l.kind === "markup") large = workSum > 0 && amount > LARGE_MARKUP_SHARE.value * workSum;
    return { ...l, large };
  });

  const allowances = sum(work.filter((l) => l.kind === "allowance").map((l) => l.amount ?? 0));
  const base = {
    total,
    divisions,
    lines: checked,
    markups: { amount: markupSum, rate },
    allowances,
    unplaced,
  };
  return { ...base, ...adviseQuote(base) };
}
