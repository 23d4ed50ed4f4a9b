/**
 * The calibration set's shape: real US projects with a published cost (cases.json), as gathered
 * from public sources, and the engine's score of each (scores.generated.json).
 */
import type * as v from "valibot";
import type { ProjectTypeId } from "../project-types";
import type { FactsSchema } from "./case-schema";

/**
 * What an owner would answer, as far as the source says it (see owner-answers.ts for how), and
 * facts kept for the record: exactly the keys and values of case-schema.ts.
 */
export type Facts = v.InferOutput<typeof FactsSchema>;

/** One published project or average. */
export interface CalibrationCase {
  id: string;
  name: string;
  type: ProjectTypeId;
  /** "" for a national or regional average (then facts.division / facts.region says which). */
  state: string;
  city: string;
  /** Year the cost was set (bid, contract, budget, survey). */
  year: number;
  areaSqFt: number;
  /** USD of its year. */
  cost: number;
  /** "construction" (contract / hard cost) or "total-project" (with soft costs, land excluded). */
  costBasis: "construction" | "total-project";
  includes: string;
  facts: Facts;
  source: { publisher: string; title: string; year: number; url: string };
  quote?: string;
  confidence: "high" | "medium" | "low";
  /**
   * Kept out of every fit: the validation third, with the sealed test slice drawn from it by a
   * rule on the id (slices.ts). The field keeps its first name; the code calls it the slice.
   */
  holdout: boolean;
  /**
   * Why the case is not scored, when a check of its sources found that its cost is not one new
   * building's cost of the stated area (a renovation or conversion, a campus of several buildings,
   * a cost that covers more than the area, a design never built). Listed on /accuracy, not scored.
   */
  excluded?: string;
  /**
   * The only source found online is a copy (a reprint, a syndicated or document-sharing copy), not
   * the publisher's own document: the case is set aside (excluded) and shown without the copy's
   * link until the original is found.
   */
  sourceIsCopy?: true;
  /** The page a scope check read, when it corrected or excluded the case. */
  scopeCheck?: { url: string; quote: string };
}

/** The engine's score of one case, answered like its owner through the conversation. */
export interface CaseScore {
  id: string;
  /** Where it was priced (a representative state for national and regional averages). */
  state: string;
  city: string;
  /** Published cost brought to the engine's price level (USD). */
  published: number;
  /** The engine's figure of the same basis: construction, or total project cost. */
  min: number;
  expected: number;
  max: number;
  inside: boolean;
  /** expected / published - 1. */
  error: number;
  /** (max - min) / expected. */
  width: number;
  /** Kind of building the owner chose ("" when the type has one). */
  kind: string;
  /** The likely range, when the score kept the one the engine gave then (a first score). */
  likely?: { min: number; max: number };
}

/**
 * A case's first score (first-scores.json, decision record 016): the engine's figures for it
 * before it joined the set, kept for good. The prequential record: every case tried as a new
 * project would be, by the engine of its day.
 */
export interface FirstScore {
  /**
   * The case's published cost (dollars of its year), year and area as it was scored: a later check
   * of its source may have corrected them, and the first score stays the score of those figures.
   */
  cost: number;
  year: number;
  areaSqFt: number;
  /** The engine's range and expected value then, in dollars of its price level, of the case's basis. */
  min: number;
  expected: number;
  max: number;
  /** The likely range then, where the engine gave one (scored by score-batch since it has). */
  likely?: { min: number; max: number };
  /** The published cost as then brought to that price level. */
  published: number;
  priceLevel: string;
  /** The engine's data version that scored it. */
  dataVersion: string;
  /** When it was scored (YYYY-MM-DD): the day the case joined, or a batch's scoring day. */
  date: string;
  /** The commit whose engine scored it, when known. */
  engine?: string;
  /**
   * How the record was had: "score-batch" (scripts/score-batch.ts, as the batch was scored before
   * joining); "history" (recovered: the case as it joined, scored by the engine of the commit
   * before); "history-same-parameters" (recovered: scored by the commit it joined in, which changed
   * no engine parameter, only added the cost index the case needed).
   */
  how: "score-batch" | "history" | "history-same-parameters";
}

/** A case's record in first-scores.json: its first score, or why it has none. */
export type FirstScoreRecord = FirstScore | { missing: string };
