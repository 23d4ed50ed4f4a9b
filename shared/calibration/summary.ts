/**
 * Summary figures of the calibration scores, by project type: how many cases, the share inside
 * the engine's range, the median absolute error of the expected value, the median width of the
 * range (max - min over expected) and the narrowest width that could hold 8 in 10 of them. The
 * /accuracy page, the methodology's generated tables and the closing notes use these.
 */
import type { ProjectTypeId } from "../project-types";
import type { CalibrationCase, CaseScore, FirstScoreRecord } from "./types";
import { likelyRange } from "../likely-range";

/** One row of the summary table. */
export interface SummaryRow {
  type: ProjectTypeId | "all";
  cases: number;
  inside: number;
  /**
   * The share inside the likely range: the 25th to 75th percentile the same error model gives
   * around the expected value (shared/likely-range.ts). Calibrated, about half.
   */
  likelyInside: number;
  medianAbsError: number;
  medianWidth: number;
  /**
   * The width ((max - min) / expected) one range around the engine's expected value would need, the
   * same for every case, to hold NARROWEST_SHARE of them knowing their errors in hindsight:
   * 2 sinh of that share's quantile of |ln(expected / published)|. A range that claims 8 in 10
   * cannot honestly be much narrower than this with the engine's centre.
   */
  narrowestWidth: number;
}

/** The share of cases the narrowest width holds: what the range claims. */
export const NARROWEST_SHARE = 0.8;

export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The Hodges–Lehmann estimate of a sample's centre: the median of the means of every two values
 * (each value with itself included). It is as robust to a few odd values as the median (up to
 * 29% of them) but uses every value's distance, so on the few cases of a kind it does not jump
 * between two clusters as the median does (eight garden-apartment projects at 0.82–1.02 and
 * 1.47–1.98 times the estimate have a median of 1.0 and a Hodges–Lehmann centre of 1.17).
 */
export function hodgesLehmann(xs: readonly number[]): number {
  const means: number[] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i; j < xs.length; j++) means.push((xs[i]! + xs[j]!) / 2);
  return median(means);
}

/** The smallest |ln error| within which NARROWEST_SHARE of the scores lie, as a range width. */
function narrowestWidth(scores: readonly CaseScore[]): number {
  if (!scores.length) return 0;
  const logs = scores.map((s) => Math.abs(Math.log1p(s.error))).sort((a, b) => a - b);
  return 2 * Math.sinh(logs[Math.ceil(NARROWEST_SHARE * logs.length) - 1]!);
}

/** Whether the published cost falls inside the likely range around the score's range. */
export function insideLikely(
  s: Pick<CaseScore, "published" | "min" | "expected" | "max" | "likely">,
  type: ProjectTypeId,
): boolean {
  const l = s.likely ?? likelyRange(s, type);
  return s.published >= l.min && s.published <= l.max;
}

function row(
  type: SummaryRow["type"],
  scores: readonly CaseScore[],
  typeOf: (s: CaseScore) => ProjectTypeId,
): SummaryRow {
  return {
    type,
    cases: scores.length,
    inside: scores.length ? scores.filter((s) => s.inside).length / scores.length : 0,
    likelyInside: scores.length ? scores.filter((s) => insideLikely(s, typeOf(s))).length / scores.length : 0,
    medianAbsError: median(scores.map((s) => Math.abs(s.error))),
    medianWidth: median(scores.map((s) => s.width)),
    narrowestWidth: narrowestWidth(scores),
  };
}

/** The summary by type (in the given order) and over all cases; `filter` picks a subset. */
export function summarize(
  cases: readonly CalibrationCase[],
  scores: readonly CaseScore[],
  types: readonly ProjectTypeId[],
  filter: (c: CalibrationCase) => boolean = () => true,
): SummaryRow[] {
  const byId = new Map(cases.map((c) => [c.id, c]));
  const picked = scores.filter((s) => {
    const c = byId.get(s.id);
    return c !== undefined && filter(c);
  });
  const typeOf = (s: CaseScore) => byId.get(s.id)!.type;
  const rows = types.map((t) =>
    row(
      t,
      picked.filter((s) => typeOf(s) === t),
      typeOf,
    ),
  );
  return [...rows, row("all", picked, typeOf)];
}

/**
 * The prequential record as scores (decision record 016): each case's first score, the engine's
 * figures for it before it joined, for the cases given (a case without a first score is left out).
 * Its likely range is the one the engine gave then where it was kept, else the one the type's
 * fitted quantile gives around that range today.
 */
export function firstScores(
  cases: readonly CalibrationCase[],
  records: Readonly<Record<string, FirstScoreRecord>>,
): CaseScore[] {
  return cases.flatMap((c) => {
    const f = records[c.id];
    if (!f || "missing" in f) return [];
    return [
      {
        id: c.id,
        state: c.state,
        city: c.city,
        published: f.published,
        min: f.min,
        expected: f.expected,
        max: f.max,
        inside: f.published >= f.min && f.published <= f.max,
        error: f.expected / f.published - 1,
        width: (f.max - f.min) / f.expected,
        kind: "",
        ...(f.likely ? { likely: f.likely } : {}),
      },
    ];
  });
}
