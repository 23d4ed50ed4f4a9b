/**
 * Keeping first scores (decision record 016): a candidate's score by the engine as it stands,
 * before it joins the set, written into first-scores.json by scripts/score-batch.ts. Pure: the
 * records and the new scores in, the records out; a record already there is never replaced, so a
 * case's first score stays its first.
 */
import { likelyRange } from "../likely-range";
import type { CalibrationCase, CaseScore, FirstScore, FirstScoreRecord } from "./types";

/** What the scoring engine was: its data version and price level, the day and the commit. */
export interface ScoringEngine {
  dataVersion: string;
  priceLevel: string;
  /** YYYY-MM-DD */
  date: string;
  engine?: string;
}

/** A candidate's first score, from its score by a batch run. */
export function firstScoreOf(
  c: Pick<CalibrationCase, "type" | "cost" | "year" | "areaSqFt">,
  s: CaseScore,
  by: ScoringEngine,
): FirstScore {
  const likely = likelyRange(s, c.type);
  return {
    cost: c.cost,
    year: c.year,
    areaSqFt: c.areaSqFt,
    min: Math.round(s.min),
    expected: Math.round(s.expected),
    max: Math.round(s.max),
    likely: { min: Math.round(likely.min), max: Math.round(likely.max) },
    published: Math.round(s.published),
    priceLevel: by.priceLevel,
    dataVersion: by.dataVersion,
    date: by.date,
    ...(by.engine ? { engine: by.engine } : {}),
    how: "score-batch",
  };
}

/**
 * The records with new first scores added, keyed by case id in id order. An id that has a record
 * keeps it (a first score is never rewritten, nor a recorded reason replaced); the ids that kept
 * theirs are returned too.
 */
export function withFirstScores(
  records: Readonly<Record<string, FirstScoreRecord>>,
  scores: ReadonlyArray<[string, FirstScore]>,
): { records: Record<string, FirstScoreRecord>; kept: string[] } {
  const out: Record<string, FirstScoreRecord> = { ...records };
  const kept: string[] = [];
  for (const [id, f] of scores) {
    if (out[id]) kept.push(id);
    else out[id] = f;
  }
  const sorted = Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((id) => [id, out[id]!]),
  );
  return { records: sorted, kept };
}
