/**
 * The question planner (decision record 002): at each step it asks the
 * eligible, not-yet-asked question whose answer removes the most variance of log cost (the
 * question's prior variance at the current configuration), ties broken by bank order (the kind of
 * building first). The kind is ranked like every other question, so the first question is the one
 * that narrows the range most (a school's floor area narrows it more than its level); questions of
 * some kinds only wait for it. Exactly QUESTION_COUNT questions are asked. Replay rebuilds a conversation from its answers and checks
 * that each answer fits the question that would have been asked.
 */
import type { CompiledQuestion, CompiledType } from "./compile";
import {
  answeredKind,
  conditionMet,
  evaluate,
  type AnswerMap,
  type AnswerValue,
  type Distribution,
} from "./cost-model";
import { normalizeAnswer } from "../api/answers";
import type { Pricing } from "./location";
import { FastConversation } from "./replay";
import { OPTION_LETTERS, QUESTION_COUNT, ReplayError, type AnswerRecord } from "./types";

/** A replayed conversation: the answers, the questions asked, and the distribution now. */
export interface Conversation {
  answers: Map<string, AnswerValue>;
  asked: CompiledQuestion[];
  dist: Distribution;
}

const TIE = 1e-12;

/** The next question to ask, or null once QUESTION_COUNT have been asked. */
export function pickNext(ct: CompiledType, answers: AnswerMap, dist: Distribution): CompiledQuestion | null {
  if (answers.size >= QUESTION_COUNT) return null;
  const kindIdx = answeredKind(ct, answers);
  let best: CompiledQuestion | null = null;
  let bestScore = -1;
  for (const q of ct.questions) {
    if (answers.has(q.q.id) || !conditionMet(q, answers, kindIdx)) continue;
    const score = dist.openVariance.get(q.q.id) ?? 0;
    if (score > bestScore + TIE) {
      best = q;
      bestScore = score;
    }
  }
  return best;
}

function fmt(n: number): string {
  return n.toLocaleString("en-US");
}

/** Parses one answer against the question it must answer; throws ReplayError when it does not fit. */
export function parseAnswer(q: CompiledQuestion, record: AnswerRecord, n: number): AnswerValue {
  const asked = q.q.text;
  const given = typeof record.question === "string" ? record.question.trim() : "";
  if (given !== asked && given !== q.q.id) {
    throw new ReplayError(`Answer ${n} is for '${given}', but question ${n} is '${asked}' (${q.q.id})`, n);
  }
  const raw = record.answer;
  const answer = typeof raw === "string" || typeof raw === "number" ? normalizeAnswer(raw) : null;
  if (q.kind === "number") {
    const value = typeof answer === "number" ? answer : NaN;
    if (!Number.isFinite(value)) throw new ReplayError(`Answer ${n} must be a number for '${asked}'`, n);
    if (value < q.min || value > q.max) {
      throw new ReplayError(`Answer ${n} (${value}) is outside ${fmt(q.min)}–${fmt(q.max)} ${q.q.unit}`, n);
    }
    return { kind: "number", value };
  }
  const last = OPTION_LETTERS[q.options.length - 1];
  const letter = typeof answer === "string" ? answer : "";
  const index = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
  if (index < 0 || index >= q.options.length) {
    throw new ReplayError(`Answer ${n} must be one of a–${last} for '${asked}'`, n);
  }
  return { kind: "choice", index };
}

/** Replays answers in order; throws ReplayError at the first one that does not fit. */
export function replay({ model, factor }: Pricing, records: readonly AnswerRecord[]): Conversation {
  if (!Array.isArray(records)) throw new ReplayError("answers must be a list", 1);
  if (records.length > QUESTION_COUNT) {
    throw new ReplayError(
      `Only ${QUESTION_COUNT} questions are asked; got ${records.length} answers`,
      QUESTION_COUNT + 1,
    );
  }
  const answers = new Map<string, AnswerValue>();
  const asked: CompiledQuestion[] = [];
  // The steps only pick the next question: the fast path (replay.ts, the same numbers bit for bit)
  // picks it; the full distribution is evaluated once, for the answers as they stand.
  const steps = new FastConversation(model, factor);
  records.forEach((record, i) => {
    steps.evaluate();
    const next = steps.pickNext();
    if (next < 0) throw new ReplayError(`No question ${i + 1} is left to answer`, i + 1);
    if (!record || typeof record !== "object")
      throw new ReplayError(`Answer ${i + 1} is not an answer record`, i + 1);
    const q = model.questions[next]!;
    const value = parseAnswer(q, record, i + 1);
    answers.set(q.q.id, value);
    steps.set(next, value);
    asked.push(q);
  });
  return { answers, asked, dist: evaluate(model, factor, answers) };
}
