/**
 * The engine's public contract: what the worker's API sends in and gets back. The shapes follow
 * the specification (§3 "Question", "Answer record", "Cost estimate", "Final estimate response")
 * with the extra fields decision record 005 allows (id, kind, unit, bounds, expected, as-of date, class).
 */
import type { ResolvedLocation } from "../places/types";
import type { ProjectTypeId } from "../project-types";
import type { DivisionName } from "../api/constants";
import type { ProjectCost } from "./soft-costs";

export {
  DIVISION_NAMES,
  OPTION_LETTERS,
  QUESTION_COUNT,
  type DivisionName,
  type OptionLetter,
} from "../api/constants";

/** What an estimate is about. The caller resolves the location with shared/places. */
export interface ProjectInput {
  type: ProjectTypeId;
  location: ResolvedLocation;
}

/** Specification §3 "Answer record": an option letter, or a number for numeric questions. */
export interface AnswerRecord {
  /** The question's text as it was shown (or its id). */
  question: string;
  answer: string | number;
  /** 1-based position in the conversation. */
  questionNumber: number;
}

/** A question as the API sends it: the specification's fields plus id, kind, unit and bounds. */
export interface QuestionOut {
  id: string;
  questionNumber: number;
  question: string;
  kind: "choice" | "number";
  /** "Label (detail)"; the text before the parenthesis is what is displayed. */
  option_a?: string;
  option_b?: string;
  option_c?: string;
  option_d?: string;
  option_e?: string;
  option_f?: string;
  /** Numeric questions only. */
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
}

/** Specification §3 "Cost estimate" plus the engine's extras. Dollars, rounded to whole dollars. */
export interface CostEstimate {
  /** 10th percentile of total hard cost. */
  min: number;
  /** 90th percentile. */
  max: number;
  /** Median; the division amounts add up to exactly this. */
  expected: number;
  /** The likely range: 25th and 75th percentile of the same error model (shared/likely-range.ts). */
  likely: { min: number; max: number };
  /** The area the estimate assumes (answered, or the type's typical area). */
  sq_ft: number;
  /** Whether sq_ft was answered (false: still the typical-area prior). */
  sqFtAnswered: boolean;
  /** Per-sq-ft figures at min / expected / max, whole dollars. */
  costPerSqFt: { min: number; expected: number; max: number };
  /** Additions from the base model: single-entry objects { feature_name: dollars }. */
  features: Array<Record<string, number>>;
  /** AACE estimate class reached (5 at the start, toward 4). */
  estimateClass: 5 | 4 | 3;
  /** Count of questions answered. */
  answered: number;
  /** The cost data's price level and version. */
  asOf: string;
  dataVersion: string;
  currency: "USD";
}

export interface FinalEstimate {
  costBreakdown: { divisions: Record<DivisionName, number> };
  /** Construction cost plus the owner's soft costs (decision record 011). */
  projectCost: ProjectCost;
  /** Plain sentences summarising the answers; includes the area ("2,400 sq ft") and, last,
   *  "Total Project Cost Range: $X - $Y". */
  requirements: string[];
  costEstimate: CostEstimate;
  /** The questions the answers answered, in order (question n for answer n). */
  questions: QuestionOut[];
}

export interface Step {
  /** null once ten questions have been answered. */
  question: QuestionOut | null;
  costEstimate: CostEstimate;
  /** The total project cost around this step's estimate (the live panel's budget). */
  projectCost?: ProjectCost;
}

/** Inputs of the structured estimate (landing pages, POST /api/estimate). */
export interface StructuredInput {
  type: ProjectTypeId;
  location: ResolvedLocation;
  areaSqFt?: number;
  quality?: "economy" | "standard" | "premium" | "luxury";
}

/** Thrown when answers do not fit the questions the engine would have asked. */
export class ReplayError extends Error {
  constructor(
    message: string,
    /** 1-based number of the first answer that does not fit. */
    readonly questionNumber: number,
  ) {
    super(message);
    this.name = "ReplayError";
  }
}

/** Thrown when a structured input lies outside what the engine prices; names the field. */
export class OutOfRangeError extends RangeError {
  constructor(
    message: string,
    /** The input field concerned ("areaSqFt", "quality"). */
    readonly field: string,
  ) {
    super(message);
    this.name = "OutOfRangeError";
  }
}
