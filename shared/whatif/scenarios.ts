/**
 * Side-by-side scenarios (issue 28; README beside this file, "Scenarios"): up to three variants of
 * one estimate — the same project, place and budget, each with its own ten answers — priced by the
 * engine's `finalEstimate` and set side by side. A scenario's answers are the bare values in
 * conversation order (as a share link carries them); each is matched to the question the planner
 * asks at its turn, so a value that does not fit its question is refused by name, as a replay is.
 * Each scenario after the first names what it changes against the first, in plain words.
 */
import { finalEstimate, type BudgetOptions, type ProjectCost } from "../engine/index";
import type { CompiledQuestion } from "../engine/compile";
import { evaluate, type AnswerValue } from "../engine/cost-model";
import { pricing } from "../engine/location";
import { parseAnswer, pickNext } from "../engine/planner";
import {
  OPTION_LETTERS,
  QUESTION_COUNT,
  ReplayError,
  type AnswerRecord,
  type CostEstimate,
  type DivisionName,
  type ProjectInput,
} from "../engine/types";
import { MAX_SCENARIOS, SCENARIO_NAMES } from "../api/constants";
import { inSentence, numberWithUnit, optionLabel } from "./words";

export { MAX_SCENARIOS, SCENARIO_NAMES };

/** One answer that differs from the first scenario's (null: the question is not asked there). */
export interface ScenarioChange {
  questionId: string;
  question: string;
  from: string | null;
  to: string | null;
}

/** One priced scenario. */
export interface Scenario {
  /** "A", "B", "C". */
  name: string;
  /** "Your estimate" for the first; the changes against it in plain words for the others. */
  label: string;
  changes: ScenarioChange[];
  /** The ten answers with the questions they answer (what /api/final-estimate takes). */
  answers: AnswerRecord[];
  /** Each answer as shown ("Full basement", "2,400 sq ft"), in the same order. */
  labels: string[];
  costEstimate: CostEstimate;
  costBreakdown: { divisions: Record<DivisionName, number> };
  projectCost: ProjectCost;
}

/** A scenario's answer that does not fit its question: which scenario (0-based) and which answer. */
export class ScenarioError extends ReplayError {
  constructor(
    message: string,
    questionNumber: number,
    readonly scenario: number,
  ) {
    super(message, questionNumber);
    this.name = "ScenarioError";
  }
}

interface Walked {
  records: AnswerRecord[];
  asked: CompiledQuestion[];
  answers: Map<string, AnswerValue>;
}

/** How an answer reads: the option's label without its detail, or the number with its unit. */
function answerLabel(q: CompiledQuestion, a: AnswerValue): string {
  if (q.kind === "choice" && a.kind === "choice") {
    const o = q.options[a.index]!;
    return o.notSure ? '"Not sure"' : optionLabel(o.label);
  }
  return numberWithUnit(a.kind === "number" ? a.value : 0, q.kind === "number" ? q.q.unit : undefined);
}

/**
 * The answer records of bare values in conversation order: each value answers the question the
 * planner asks at its turn. Throws ReplayError (message prefixed with `what`) at the first misfit.
 */
export function scenarioRecords(
  project: ProjectInput,
  values: readonly (string | number)[],
  what = "",
): AnswerRecord[] {
  return walk(project, values, what).records;
}

function walk(
  project: ProjectInput,
  values: readonly (string | number)[],
  what: string,
  scenario = 0,
): Walked {
  const n = Array.isArray(values) ? values.length : 0;
  if (n !== QUESTION_COUNT) {
    throw new ScenarioError(
      `${what}A scenario needs the ${QUESTION_COUNT} answers of a finished estimate; got ${n}`,
      Math.min(n + 1, QUESTION_COUNT),
      scenario,
    );
  }
  const { model, factor } = pricing(project.type, project.location);
  const answers = new Map<string, AnswerValue>();
  const asked: CompiledQuestion[] = [];
  const records: AnswerRecord[] = [];
  let dist = evaluate(model, factor, answers);
  values.forEach((answer, i) => {
    const q = pickNext(model, answers, dist)!;
    const record = { question: q.q.text, answer, questionNumber: i + 1 };
    try {
      const value = parseAnswer(q, record, i + 1);
      answers.set(q.q.id, value);
      records.push({
        ...record,
        answer: value.kind === "choice" ? OPTION_LETTERS[value.index]! : value.value,
      });
    } catch (err) {
      if (err instanceof ReplayError)
        throw new ScenarioError(`${what}${err.message}`, err.questionNumber, scenario);
      throw err;
    }
    asked.push(q);
    dist = evaluate(model, factor, answers);
  });
  return { records, asked, answers };
}

/** The answers of `w` that differ from the first scenario's, in `w`'s conversation order. */
function changesAgainst(first: Walked, w: Walked): ScenarioChange[] {
  const changes: ScenarioChange[] = [];
  for (const q of w.asked) {
    const a = w.answers.get(q.q.id)!;
    const b = first.answers.get(q.q.id);
    const same =
      b &&
      (a.kind === "choice"
        ? b.kind === "choice" && b.index === a.index
        : b.kind === "number" && b.value === a.value);
    if (same) continue;
    changes.push({
      questionId: q.q.id,
      question: q.q.text,
      from: b ? answerLabel(q, b) : null,
      to: answerLabel(q, a),
    });
  }
  for (const q of first.asked) {
    if (w.answers.has(q.q.id)) continue;
    changes.push({
      questionId: q.q.id,
      question: q.q.text,
      from: answerLabel(q, first.answers.get(q.q.id)!),
      to: null,
    });
  }
  return changes;
}

/** "Full basement instead of slab on grade; 2,880 sq ft instead of 2,400 sq ft". */
export function changesLabel(changes: readonly ScenarioChange[]): string {
  const direct = changes.filter((c) => c.from !== null && c.to !== null);
  if (changes.length === 0) return "The same answers as A";
  if (direct.length === 0) return "Other questions asked";
  return direct.map((c) => `${c.to!} instead of ${inSentence(c.from!)}`).join("; ");
}

/**
 * Prices up to three scenarios of one project and budget: each one's ten answers as bare values
 * in conversation order. Throws ReplayError naming the scenario and the answer that does not fit.
 */
export function compareScenarios(
  project: ProjectInput,
  scenarios: readonly (readonly (string | number)[])[],
  budget: BudgetOptions = {},
): Scenario[] {
  if (scenarios.length < 1 || scenarios.length > MAX_SCENARIOS) {
    throw new ScenarioError(`Compare 1 to ${MAX_SCENARIOS} scenarios; got ${scenarios.length}`, 1, 0);
  }
  const walked = scenarios.map((values, i) => walk(project, values, `Scenario ${SCENARIO_NAMES[i]!}: `, i));
  const first = walked[0]!;
  return walked.map((w, i) => {
    const final = finalEstimate(project, w.records, budget);
    const changes = i === 0 ? [] : changesAgainst(first, w);
    return {
      name: SCENARIO_NAMES[i]!,
      label: i === 0 ? "Your estimate" : changesLabel(changes),
      changes,
      answers: w.records,
      labels: w.asked.map((q) => answerLabel(q, w.answers.get(q.q.id)!)),
      costEstimate: final.costEstimate,
      costBreakdown: final.costBreakdown,
      projectCost: final.projectCost,
    };
  });
}
