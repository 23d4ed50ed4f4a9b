/**
 * Scores a calibration case the way a visitor would get it: the ten-question conversation of the
 * engine's API functions (the ones the worker's routes call), answered like the owner, then the
 * final estimate's construction cost — or, for a published total project cost, the total project
 * cost with soft costs — against the published cost brought to the engine's price level.
 */
import { finalEstimate, initializeQuestions, nextQuestion } from "../engine";
import { num, type Param } from "../engine/provenance";
import { GLOBAL, TYPE_DATA } from "../engine/params";
import { projectCost } from "../engine/soft-costs";
import { resolveProjectLocation } from "../places/project-location";
import type { AnswerRecord } from "../engine/types";
import type { ProjectTypeId } from "../project-types";
import costIndex from "./cost-index.json";
import { ownerAnswer } from "./owner-answers";
import type { CalibrationCase, CaseScore } from "./types";

interface CostSeries {
  priceLevel: Param;
  byYear: Record<string, Param>;
}
/** How much faster than the index each type's buildings grew in cost per sq ft (see cost-index.json). */
export interface ContentGrowth {
  referenceYear: Param;
  /** A yearly rate for each type that takes one; the others take none. */
  rates: Partial<Record<ProjectTypeId, Param>>;
}
const INDEX = costIndex as CostSeries & {
  residential: CostSeries & { types: string[] };
  contentGrowth: ContentGrowth;
};
export const CONTENT_GROWTH: ContentGrowth = INDEX.contentGrowth;
const Z = num(GLOBAL.rangeQuantile);

/**
 * Where a national or regional average is priced: the state nearest the region's
 * population-weighted cost index (our judgement; the API needs a state).
 */
const REGION_STATE: Record<string, string> = {
  national: "Ohio",
  "New England": "Connecticut",
  "Middle Atlantic": "New York",
  "East North Central": "Wisconsin",
  "West North Central": "Kansas",
  "South Atlantic": "Georgia",
  "East South Central": "Tennessee",
  "West South Central": "Texas",
  Mountain: "Arizona",
  Pacific: "California",
};

/** The state and city a case is priced in. */
export function placeOf(c: CalibrationCase): { state: string; city: string } {
  if (c.state) return { state: c.state, city: c.city };
  const region = c.facts.division ?? c.facts.region;
  const state = (typeof region === "string" && REGION_STATE[region]) || REGION_STATE.national!;
  return { state, city: "" };
}

/**
 * Multiplier from a year's dollars to the engine's price level: single-family homes follow
 * NAHB's median cost per sq ft of new homes, every other type the Turner Building Cost Index;
 * new apartment, office, school and healthcare buildings also the growth of their content.
 */
export function escalation(year: number, type?: ProjectTypeId): number {
  const series = type && INDEX.residential.types.includes(type) ? INDEX.residential : INDEX;
  const p = series.byYear[String(year)];
  if (!p) throw new RangeError(`no cost index for ${year}`);
  return (num(series.priceLevel) / num(p)) * contentGrowth(year, type);
}

/** The content growth from a year to the price level, for the types that take it (else 1). */
export function contentGrowth(year: number, type?: ProjectTypeId): number {
  const rate = type ? CONTENT_GROWTH.rates[type] : undefined;
  if (!rate) return 1;
  return Math.pow(1 + num(rate), num(CONTENT_GROWTH.referenceYear) - year);
}

/** Plays the conversation like the owner and returns the answers and the final estimate. */
export function converse(c: CalibrationCase) {
  const place = placeOf(c);
  const location = resolveProjectLocation(place.state, place.city || null);
  if (!location) throw new RangeError(`${c.id}: unknown place ${place.state}`);
  const project = { type: c.type, location };
  const answers: AnswerRecord[] = [];
  let step = initializeQuestions(project);
  while (step.question) {
    const q = step.question;
    answers.push({ question: q.id, answer: ownerAnswer(c, q), questionNumber: q.questionNumber });
    step = nextQuestion(project, answers);
  }
  return { place, answers, final: finalEstimate(project, answers) };
}

/** The engine's score of one case. */
export function scoreCase(c: CalibrationCase): CaseScore {
  return scoreConversation(c).score;
}

/** The engine's score of one case and the owner's answers that led to it. */
export function scoreConversation(c: CalibrationCase): { score: CaseScore; answers: AnswerRecord[] } {
  const { place, answers, final } = converse(c);
  const hard = final.costEstimate;
  let { min, expected, max } = hard;
  if (c.costBasis === "total-project") {
    const sigma = Math.log(hard.max / hard.expected) / Z;
    ({ min, expected, max } = projectCost(c.type, hard.expected, sigma));
  }
  const published = Math.round(c.cost * escalation(c.year, c.type));
  const kindId = TYPE_DATA[c.type].kindQuestion?.id;
  const kindAnswer = String(answers.find((a) => a.question === kindId)?.answer ?? "");
  const score: CaseScore = {
    id: c.id,
    state: place.state,
    city: place.city,
    published,
    min,
    expected,
    max,
    inside: published >= min && published <= max,
    error: expected / published - 1,
    width: (max - min) / expected,
    kind: kindAnswer,
  };
  return { score, answers };
}
