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
import {
  FastConversation,
  projectCost,
  questionAt,
  type BudgetOptions,
  type FastDistribution,
} from "../engine/index";
import type { CompiledQuestion, CompiledType } from "../engine/compile";
import type { AnswerValue } from "../engine/cost-model";
import { pricing } from "../engine/location";
import { parseAnswer } from "../engine/planner";
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

/** An estimate's figures: its median, likely range (the type's quantile) and 80% range. */
export function figures(type: ProjectTypeId, expected: number, min: number, max: number): Figures {
  const likely = likelyRange({ min, expected, max }, type);
  return { expected, likelyMin: round(likely.min), likelyMax: round(likely.max), min, max };
}

/** A change's figures, rounded to the dollar. */
export function deltaFigures(d: DeltaRange): Figures {
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

/**
 * The answer the model assumes for a question newly asked: "Not sure", or the typical number (the
 * what-if rule, which Quote Changes applies too).
 */
export function notSure(q: CompiledQuestion, dist: { area: number }): AnswerValue {
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

/** toCostEstimate's rounding of the figures used here (the same expressions). */
function rounded(d: FastDistribution) {
  const expected = Math.round(d.expected);
  return {
    expected,
    min: Math.min(Math.round(d.min), expected),
    max: Math.max(Math.round(d.max), expected),
    sq_ft: Math.round(d.area),
  };
}

/**
 * The engine's `replay` on the fast path: each answer parsed against the question the planner
 * asks at its turn (`parseAnswer`, the same ReplayError messages), the ten answered.
 */
function replayFast(model: CompiledType, factor: number, records: readonly AnswerRecord[]) {
  const original = new FastConversation(model, factor);
  const askedIdx: number[] = [];
  records.forEach((record, i) => {
    original.evaluate();
    const qi = original.pickNext();
    if (qi < 0) throw new ReplayError(`No question ${i + 1} is left to answer`, i + 1);
    if (!record || typeof record !== "object")
      throw new ReplayError(`Answer ${i + 1} is not an answer record`, i + 1);
    original.set(qi, parseAnswer(questionAt(original, qi), record, i + 1));
    askedIdx.push(qi);
  });
  return { original, askedIdx, dist: original.evaluate() };
}

/** An answer as sent: the option's letter or the number. */
function sent(a: AnswerValue): string | number {
  return a.kind === "choice" ? OPTION_LETTERS[a.index]! : a.value;
}

interface Alternative {
  conversation: FastConversation;
  /** Question indices in the order asked. */
  asked: number[];
  dist: FastDistribution;
}

/**
 * The conversation with answer `k` (0-based) set to `value`: the prefix's answers, then the
 * planner's questions, each answered as before when it was asked before, else "Not sure". The
 * engine's fast replay path (shared/engine/replay.ts): the same numbers as `evaluate` and
 * `pickNext`, bit for bit.
 */
function branch(
  prefix: FastConversation,
  askedPrefix: readonly number[],
  qi: number,
  value: AnswerValue,
  original: FastConversation,
): Alternative {
  const c = prefix.clone();
  const asked = [...askedPrefix, qi];
  c.set(qi, value);
  let dist = c.evaluate();
  while (asked.length < QUESTION_COUNT) {
    const next = c.pickNext();
    if (next < 0) break;
    c.set(next, original.values[next] ?? notSure(questionAt(c, next), dist));
    asked.push(next);
    dist = c.evaluate();
  }
  return { conversation: c, asked, dist };
}

function records(c: FastConversation, asked: readonly number[]): AnswerRecord[] {
  return asked.map((i, n) => ({
    question: questionAt(c, i).q.text,
    answer: sent(c.values[i]!),
    questionNumber: n + 1,
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
  const { original, askedIdx, dist } = replayFast(p.model, p.factor, answerRecords);
  const askedQuestions = askedIdx.map((i) => questionAt(original, i));
  // As finalEstimate prices it (the same two calls), without the breakdown and the sentences.
  const baseEstimate = rounded(dist);
  const base = {
    costEstimate: baseEstimate,
    projectCost: projectCost(project.type, baseEstimate.expected, dist.sigma, {
      ...budget,
      sqFt: baseEstimate.sq_ft,
    }),
  };
  const land = budget.landCost != null ? Math.round(budget.landCost) : 0;
  const baseC = { expected: base.costEstimate.expected, sigma: dist.sigma };
  const baseP = {
    expected: base.projectCost.expected,
    sigma: sigmaOf(base.projectCost.expected, base.projectCost.max, land),
  };
  const alternatives: WhatIf[] = [];
  const askedIds = new Set(askedIdx);
  const prefix = new FastConversation(p.model, p.factor);
  askedQuestions.forEach((q, k) => {
    const qi = askedIdx[k]!;
    const current = original.values[qi]!;
    const values: AnswerValue[] =
      q.kind === "choice"
        ? q.options.flatMap((_, index) =>
            current.kind === "choice" && current.index === index ? [] : [{ kind: "choice" as const, index }],
          )
        : numberAlternatives(current.kind === "number" ? current.value : q.min, q.min, q.max, q.step).map(
            (value) => ({ kind: "number" as const, value }),
          );
    const from = shown(q, current);
    for (const value of values) {
      const alt = branch(prefix, askedIdx.slice(0, k), qi, value, original);
      const d = alt.dist;
      const ce = rounded(d);
      const pc = projectCost(project.type, ce.expected, d.sigma, { ...budget, sqFt: ce.sq_ft });
      const c = { expected: ce.expected, sigma: d.sigma };
      const pr = { expected: pc.expected, sigma: sigmaOf(pc.expected, pc.max, land) };
      const dc = deltaRange(baseC, c, project.type);
      const dp = deltaRange(baseP, pr, project.type);
      const altAsked = new Set(alt.asked);
      const nowAsked = alt.asked
        .filter((i) => !askedIds.has(i))
        .map((i) => ({ id: questionAt(original, i).q.id, question: questionAt(original, i).q.text }));
      const noLongerAsked = askedIdx
        .filter((i) => !altAsked.has(i))
        .map((i) => ({ id: questionAt(original, i).q.id, question: questionAt(original, i).q.text }));
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
        answers: records(alt.conversation, alt.asked),
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
    prefix.set(qi, current);
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
