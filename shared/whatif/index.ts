/**
 * What moves your cost (issue 28; README beside this file): for a finished conversation, the
 * estimate with each other answer to every question asked — each other option, and for a number
 * the answer ±20% and the nearest round values within the question's bounds — as a change in
 * construction cost and in total project cost, each with its likely and 80% range, sorted by
 * size, and the five biggest savings and additions in plain words.
 *
 * Each alternative is the conversation the visitor would have had with that answer: the planner
 * is adaptive, so the answers after it are replayed question by question, keeping every earlier
 * answer to a question that is asked again (the results page's Edit rule) and answering "Not
 * sure" (a number: the typical value the model assumes) to a question newly asked. The replay
 * branches from the conversation's prefix instead of starting over, with the engine's own planner
 * and model, so each result equals `finalEstimate` of those answers to the dollar (tested).
 */
import { projectCost, type BudgetOptions } from "../engine/index";
import type { CompiledQuestion } from "../engine/compile";
import { evaluate, type AnswerValue, type Distribution } from "../engine/cost-model";
import { pricing } from "../engine/location";
import { toCostEstimate } from "../engine/output";
import { pickNext, replay } from "../engine/planner";
import {
  OPTION_LETTERS,
  QUESTION_COUNT,
  ReplayError,
  type AnswerRecord,
  type ProjectInput,
} from "../engine/types";
import { likelyRange } from "../likely-range";
import type { ProjectTypeId } from "../project-types";
import { deltaRange, sigmaOf, withinUncertainty, type DeltaRange } from "./delta";
import { changeSentence, numberWithUnit, optionLabel } from "./words";

export { deltaRange, withinUncertainty, type DeltaRange } from "./delta";
export { changeSentence, signedMoney } from "./words";

/** How many savings and additions the summary lists. */
export const TOP = 5;

/** An estimate's figures: median, likely and 80% range, whole dollars. */
export interface Figures {
  expected: number;
  likelyMin: number;
  likelyMax: number;
  min: number;
  max: number;
}

/** One answer: as sent (letter or number) and as shown. */
export interface AnswerShown {
  answer: string | number;
  label: string;
}

/** A question the change brings in or drops. */
export interface QuestionShift {
  id: string;
  question: string;
}

/** One alternative answer and what it changes. */
export interface WhatIf {
  questionId: string;
  /** The question's position in the visitor's conversation. */
  questionNumber: number;
  question: string;
  from: AnswerShown;
  to: AnswerShown;
  /** Construction cost with the change, and the change (whole dollars). */
  construction: Figures;
  constructionDelta: Figures;
  /** Total project cost with the change, and the change. */
  project: Figures;
  projectDelta: Figures;
  /** The change's 80% range reaches past zero: smaller than its own uncertainty. */
  withinUncertainty: boolean;
  /** Questions newly asked (answered "Not sure") and no longer asked because of the change. */
  nowAsked: QuestionShift[];
  noLongerAsked: QuestionShift[];
  /** The changed conversation's ten answers (what Apply sends). */
  answers: AnswerRecord[];
  /** The change in plain words. */
  summary: string;
}

export interface WhatIfResult {
  construction: Figures;
  project: Figures;
  /** Every alternative, the largest change of construction cost first. */
  alternatives: WhatIf[];
  /** The five biggest savings (largest first) and the five biggest additions. */
  savings: WhatIf[];
  additions: WhatIf[];
}

const round = (x: number) => Math.round(x);

function figures(type: ProjectTypeId, expected: number, min: number, max: number): Figures {
  const likely = likelyRange({ min, expected, max }, type);
  return { expected, likelyMin: round(likely.min), likelyMax: round(likely.max), min, max };
}

function deltaFigures(d: DeltaRange): Figures {
  return {
    expected: round(d.expected),
    likelyMin: round(d.likelyMin),
    likelyMax: round(d.likelyMax),
    min: round(d.min),
    max: round(d.max),
  };
}

/** The answers worth pricing instead of `a`: numbers ±20% and the nearest round values. */
export function numberAlternatives(value: number, min: number, max: number, step: number): number[] {
  const snap = (x: number) => Math.min(max, Math.max(min, Math.round(x / step) * step));
  const grid = Math.pow(10, Math.floor(Math.log10(Math.max(value, 1)))) / 2;
  const below = Math.floor(value / grid) * grid;
  const roundBelow = below < value ? below : value - grid;
  const roundAbove = Math.ceil(value / grid) * grid > value ? Math.ceil(value / grid) * grid : value + grid;
  const xs = [value * 0.8, roundBelow, roundAbove, value * 1.2].map(snap);
  return [...new Set(xs)].filter((x) => x !== value).sort((a, b) => a - b);
}

/** The answer the model assumes for a question newly asked: "Not sure", or the typical number. */
function notSure(q: CompiledQuestion, dist: Distribution): AnswerValue {
  if (q.kind === "choice") {
    const i = q.options.findIndex((o) => o.notSure);
    return { kind: "choice", index: i >= 0 ? i : 0 };
  }
  const typical = q.q.role === "area" ? dist.area : dist.area / q.sqFtPerUnit;
  const v = Math.round(typical / q.step) * q.step;
  return { kind: "number", value: Math.min(q.max, Math.max(q.min, v)) };
}

/** How an answer of "Not sure" reads in a sentence. */
const NOT_SURE = 'Leaving it open ("Not sure")';

function shown(q: CompiledQuestion, a: AnswerValue): AnswerShown {
  if (q.kind === "choice" && a.kind === "choice") {
    const o = q.options[a.index]!;
    return { answer: OPTION_LETTERS[a.index]!, label: o.notSure ? NOT_SURE : optionLabel(o.label) };
  }
  const value = a.kind === "number" ? a.value : 0;
  return { answer: value, label: numberWithUnit(value, q.kind === "number" ? q.q.unit : undefined) };
}

interface Alternative {
  answers: Map<string, AnswerValue>;
  asked: CompiledQuestion[];
  dist: Distribution;
}

/**
 * The conversation with answer `k` (0-based) set to `value`: the prefix's answers, then the
 * planner's questions, each answered as before when it was asked before, else "Not sure".
 */
function branch(
  p: ReturnType<typeof pricing>,
  prefix: Map<string, AnswerValue>,
  askedPrefix: CompiledQuestion[],
  q: CompiledQuestion,
  value: AnswerValue,
  original: Map<string, AnswerValue>,
): Alternative {
  const answers = new Map(prefix);
  const asked = [...askedPrefix, q];
  answers.set(q.q.id, value);
  let dist = evaluate(p.model, p.factor, answers);
  while (asked.length < QUESTION_COUNT) {
    const next = pickNext(p.model, answers, dist);
    if (!next) break;
    answers.set(next.q.id, original.get(next.q.id) ?? notSure(next, dist));
    asked.push(next);
    dist = evaluate(p.model, p.factor, answers);
  }
  return { answers, asked, dist };
}

function records(asked: CompiledQuestion[], answers: Map<string, AnswerValue>): AnswerRecord[] {
  return asked.map((q, i) => ({
    question: q.q.text,
    answer: shown(q, answers.get(q.q.id)!).answer,
    questionNumber: i + 1,
  }));
}

/** Options in letter order, numbers in their order. */
function order(answer: string | number): number {
  return typeof answer === "number" ? answer : answer.charCodeAt(0);
}

function byChange(a: WhatIf, b: WhatIf): number {
  return (
    Math.abs(b.constructionDelta.expected) - Math.abs(a.constructionDelta.expected) ||
    a.questionNumber - b.questionNumber ||
    order(a.to.answer) - order(b.to.answer)
  );
}

/**
 * Every what-if of a finished conversation (ten answers, as `finalEstimate` takes them; a
 * conversation that does not replay throws the engine's ReplayError).
 */
export function whatIf(
  project: ProjectInput,
  answerRecords: AnswerRecord[],
  budget: BudgetOptions = {},
): WhatIfResult {
  const n = Array.isArray(answerRecords) ? answerRecords.length : 0;
  if (n !== QUESTION_COUNT) {
    throw new ReplayError(
      `What moves your cost needs the ${QUESTION_COUNT} answers of a finished estimate; got ${n}`,
      Math.min(n + 1, QUESTION_COUNT),
    );
  }
  const p = pricing(project.type, project.location);
  const conversation = replay(p, answerRecords);
  // As finalEstimate prices it (the same two calls), without the breakdown and the sentences.
  const baseEstimate = toCostEstimate(conversation.dist, QUESTION_COUNT, project.type);
  const base = {
    costEstimate: baseEstimate,
    projectCost: projectCost(project.type, baseEstimate.expected, conversation.dist.sigma, {
      ...budget,
      sqFt: baseEstimate.sq_ft,
    }),
  };
  const land = budget.landCost != null ? Math.round(budget.landCost) : 0;
  const baseC = { expected: base.costEstimate.expected, sigma: conversation.dist.sigma };
  const baseP = {
    expected: base.projectCost.expected,
    sigma: sigmaOf(base.projectCost.expected, base.projectCost.max, land),
  };
  const alternatives: WhatIf[] = [];
  const prefix = new Map<string, AnswerValue>();
  conversation.asked.forEach((q, k) => {
    const current = conversation.answers.get(q.q.id)!;
    const values: AnswerValue[] =
      q.kind === "choice"
        ? q.options.flatMap((_, index) =>
            current.kind === "choice" && current.index === index ? [] : [{ kind: "choice" as const, index }],
          )
        : numberAlternatives(current.kind === "number" ? current.value : q.min, q.min, q.max, q.step).map(
            (value) => ({ kind: "number" as const, value }),
          );
    for (const value of values) {
      const alt = branch(p, prefix, conversation.asked.slice(0, k), q, value, conversation.answers);
      const ce = toCostEstimate(alt.dist, alt.answers.size, project.type);
      const pc = projectCost(project.type, ce.expected, alt.dist.sigma, { ...budget, sqFt: ce.sq_ft });
      const c = { expected: ce.expected, sigma: alt.dist.sigma };
      const pr = { expected: pc.expected, sigma: sigmaOf(pc.expected, pc.max, land) };
      const dc = deltaRange(baseC, c, project.type);
      const dp = deltaRange(baseP, pr, project.type);
      const askedIds = new Set(alt.asked.map((x) => x.q.id));
      const nowAsked = alt.asked
        .filter((x) => !conversation.answers.has(x.q.id))
        .map((x) => ({ id: x.q.id, question: x.q.text }));
      const noLongerAsked = conversation.asked
        .filter((x) => !askedIds.has(x.q.id))
        .map((x) => ({ id: x.q.id, question: x.q.text }));
      const from = shown(q, current);
      const to = shown(q, value);
      const within = withinUncertainty(dc);
      alternatives.push({
        questionId: q.q.id,
        questionNumber: k + 1,
        question: q.q.text,
        from,
        to,
        construction: figures(project.type, ce.expected, ce.min, ce.max),
        constructionDelta: deltaFigures(dc),
        project: figures(project.type, pc.expected, pc.min, pc.max),
        projectDelta: deltaFigures(dp),
        withinUncertainty: within,
        nowAsked,
        noLongerAsked,
        answers: records(alt.asked, alt.answers),
        summary: changeSentence({
          to: to.label,
          from: from.label,
          delta: dc,
          withinUncertainty: within,
          nowAsked: nowAsked.map((x) => x.question),
          noLongerAsked: noLongerAsked.map((x) => x.question),
        }),
      });
    }
    prefix.set(q.q.id, current);
  });
  alternatives.sort(byChange);
  return {
    construction: figures(
      project.type,
      base.costEstimate.expected,
      base.costEstimate.min,
      base.costEstimate.max,
    ),
    project: figures(project.type, base.projectCost.expected, base.projectCost.min, base.projectCost.max),
    alternatives,
    savings: alternatives.filter((a) => a.constructionDelta.expected < 0).slice(0, TOP),
    additions: alternatives.filter((a) => a.constructionDelta.expected > 0).slice(0, TOP),
  };
}
