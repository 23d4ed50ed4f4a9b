/**
 * The estimation engine's public API (decision record 002, METHODOLOGY.md): pure, deterministic functions the
 * worker calls statelessly. Each call replays the answers so far, so the same inputs always give
 * the same question and estimate.
 */
import { PROJECT_TYPES, type ProjectTypeId } from "../project-types";
import type { ResolvedLocation } from "../places/types";
import { evaluate, typeModel, type AnswerValue } from "./cost-model";
import { toCostEstimate, toDivisions, toQuestionOut, requirements } from "./output";
import { pickNext, replay } from "./planner";
import { QUALITY_TIERS, type QualityTier } from "./data-schema";
import { pricing } from "./location";
import { projectCost, type BudgetInput, type ProjectCost } from "./soft-costs";
import { DATA_AS_OF } from "./version";
import {
  OutOfRangeError,
  QUESTION_COUNT,
  ReplayError,
  type CostEstimate,
  type DivisionName,
  type FinalEstimate,
  type ProjectInput,
  type Step,
  type StructuredInput,
  type AnswerRecord,
} from "./types";

export * from "./types";
export { ENGINE_SOURCES, type EngineSource } from "./sources";
export { DATA_AS_OF, DATA_VERSION } from "./version";
export { QUALITY_TIERS, type QualityTier } from "./data-schema";
export { locationMultiplier, pricing, type Pricing } from "./location";
export {
  projectCost,
  softCostShare,
  type BudgetInput,
  type BudgetItem,
  type ProjectCost,
} from "./soft-costs";
export { constructionMonths, escalation } from "./escalation";

/** The first question and the estimate before any answer. */
export function initializeQuestions(project: ProjectInput, budget: BudgetOptions = {}): Step {
  return nextQuestion(project, [], budget);
}

/**
 * Replays the answers and returns the next question (null after ten), the updated estimate and
 * the total project cost around it (with the budget's start date and land cost, if any).
 */
export function nextQuestion(
  project: ProjectInput,
  answers: AnswerRecord[],
  budget: BudgetOptions = {},
): Step {
  const priced = pricing(project.type, project.location);
  const c = replay(priced, answers);
  const q = pickNext(priced.model, c.answers, c.dist);
  const costEstimate = toCostEstimate(c.dist, c.answers.size, project.type);
  return {
    question: q ? toQuestionOut(q, c.answers.size + 1) : null,
    costEstimate,
    projectCost: projectCost(project.type, costEstimate.expected, c.dist.sigma, {
      ...budget,
      sqFt: costEstimate.sq_ft,
    }),
  };
}

/** The ids of the questions the answers answered, in order (the replay's questions). */
export function answeredQuestionIds(project: ProjectInput, answers: AnswerRecord[]): string[] {
  return replay(pricing(project.type, project.location), answers).asked.map((q) => q.q.id);
}

/** What the visitor adds to the budget: a planned start ("YYYY-MM") and a land cost. */
export type BudgetOptions = Omit<BudgetInput, "sqFt">;

/**
 * The final estimate: requires exactly ten answers that fit their questions; lists the questions
 * asked. The budget options change only the total project cost, never the construction cost.
 */
export function finalEstimate(
  project: ProjectInput,
  answers: AnswerRecord[],
  budget: BudgetOptions = {},
): FinalEstimate {
  const n = Array.isArray(answers) ? answers.length : 0;
  if (n !== QUESTION_COUNT) {
    throw new ReplayError(
      `The final estimate needs ${QUESTION_COUNT} answers; got ${n}`,
      Math.min(n + 1, QUESTION_COUNT),
    );
  }
  const c = replay(pricing(project.type, project.location), answers);
  const costEstimate = toCostEstimate(c.dist, c.answers.size, project.type);
  return {
    costBreakdown: { divisions: toDivisions(c.dist) },
    projectCost: projectCost(project.type, costEstimate.expected, c.dist.sigma, {
      ...budget,
      sqFt: costEstimate.sq_ft,
    }),
    requirements: requirements(project.type, project.location, c.asked, c.answers, c.dist, costEstimate),
    costEstimate,
    questions: c.asked.map((q, i) => toQuestionOut(q, i + 1)),
  };
}

/** Estimate for structured inputs (landing pages, POST /api/estimate): area and quality optional. */
export function structuredEstimate(
  input: StructuredInput,
  budget: BudgetOptions = {},
): {
  costEstimate: CostEstimate;
  costBreakdown: { divisions: Record<DivisionName, number> };
  projectCost: ProjectCost;
} {
  const { model: ct, factor } = pricing(input.type, input.location);
  const answers = new Map<string, AnswerValue>();
  if (input.areaSqFt !== undefined) {
    const a = input.areaSqFt;
    if (!Number.isFinite(a) || a < ct.area.min || a > ct.area.max) {
      throw new OutOfRangeError(`areaSqFt (${a}) is outside ${ct.area.min}–${ct.area.max} sq ft`, "areaSqFt");
    }
    answers.set(ct.area.q.id, { kind: "number", value: a });
  }
  if (input.quality !== undefined) {
    const index = ct.quality.options.findIndex((o) => o.tier === input.quality);
    if (index < 0) throw new OutOfRangeError(`unknown quality '${String(input.quality)}'`, "quality");
    answers.set(ct.quality.q.id, { kind: "choice", index });
  }
  const d = evaluate(ct, factor, answers);
  const costEstimate = toCostEstimate(d, answers.size, input.type);
  return {
    costEstimate,
    costBreakdown: { divisions: toDivisions(d) },
    projectCost: projectCost(input.type, costEstimate.expected, d.sigma, {
      ...budget,
      sqFt: costEstimate.sq_ft,
    }),
  };
}

/** Cost per sq ft of one quality tier at the national level and typical size. */
export interface TierBand {
  tier: QualityTier;
  costPerSqFt: { min: number; expected: number; max: number };
}

/** What the home page and landing pages show about a type, computed by the engine. */
export interface ProjectTypeSummary {
  type: ProjectTypeId;
  typicalSqFt: number;
  /** From the economy tier's expected to the luxury tier's expected cost per sq ft. */
  costPerSqFt: { min: number; max: number };
  tiers: TierBand[];
  asOf: string;
}

const NATIONAL: ResolvedLocation = {
  state: { name: "United States", code: "US", iso: "US", slug: "united-states" },
  city: null,
  location: { factor: 1, scope: "state", source: "national average", asOf: DATA_AS_OF },
};

/**
 * Per sq ft of what? For home improvements the band is that of a whole-house renovation of a
 * 2,000 sq ft house (the specification's band means cost per sq ft of house); kitchens and baths
 * cost far more per sq ft of room and would make the band unreadable.
 */
const BAND_REFERENCE: Partial<Record<ProjectTypeId, { id: string; index: number; areaSqFt: number }>> = {
  "home-improvements": { id: "hi-scope", index: 4, areaSqFt: 2000 },
};

function tierBand(type: ProjectTypeId, location: ResolvedLocation, tier: QualityTier): TierBand {
  const { model: ct, factor } = pricing(type, location);
  const ref = BAND_REFERENCE[type];
  const answers = new Map<string, AnswerValue>([
    [ct.area.q.id, { kind: "number", value: ref?.areaSqFt ?? ct.mix.typicalArea }],
    [ct.quality.q.id, { kind: "choice", index: ct.quality.options.findIndex((o) => o.tier === tier) }],
  ]);
  if (ref) answers.set(ref.id, { kind: "choice", index: ref.index });
  const d = evaluate(ct, factor, answers);
  return { tier, costPerSqFt: toCostEstimate(d, answers.size, type).costPerSqFt };
}

/** The cost-per-sq-ft band of a type across quality tiers (national by default), typical size. */
export function describeProjectType(
  type: ProjectTypeId,
  location: ResolvedLocation = NATIONAL,
): ProjectTypeSummary {
  const ct = typeModel(type);
  const tiers = QUALITY_TIERS.map((tier) => tierBand(type, location, tier));
  return {
    type,
    typicalSqFt: ct.mix.typicalArea,
    costPerSqFt: { min: tiers[0]!.costPerSqFt.expected, max: tiers[tiers.length - 1]!.costPerSqFt.expected },
    tiers,
    asOf: DATA_AS_OF,
  };
}

/** The six types' summaries, in the product's order. */
export function describeProjectTypes(): ProjectTypeSummary[] {
  return PROJECT_TYPES.map((t) => describeProjectType(t.id));
}
export { FastConversation, questionAt, type FastDistribution } from "./replay";
