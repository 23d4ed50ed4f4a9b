/**
 * The answers a visitor's drawings gave (issue "Drawing Estimate, working"), kept in local storage
 * beside the project they belong to (matched by its timestamp, as the flow's progress is). The
 * question flow gives them when their question comes up, and marks them "from your drawings"; the
 * results page marks them too. Each keeps the words it came from ("page 3, A-101 FIRST FLOOR PLAN:
 * 'TOTAL CONDITIONED 2,450 SF'"). Reads parse defensively: bad data is no answers.
 */
import * as v from "valibot";
import type { AnswerRecord, QuestionOut } from "../shared/api/outputs";
import { keptAnswerFor, sameAnswer } from "./components/QuestionFlow/flow-logic";
import { KEYS } from "./storage";

const DrawnSchema = v.object({
  /** The question's id ("sf-area"). */
  question: v.pipe(v.string(), v.maxLength(40)),
  answer: v.union([v.pipe(v.string(), v.maxLength(40)), v.number()]),
  /** Where the drawings say it. */
  source: v.pipe(v.string(), v.maxLength(600)),
});
export type DrawnAnswer = v.InferOutput<typeof DrawnSchema>;

const StoredSchema = v.object({
  timestamp: v.string(),
  answers: v.pipe(v.array(DrawnSchema), v.maxLength(20)),
});

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The words of a drawn answer's mark on a shared estimate (the record keeps which, not the words). */
export const SHARED_DRAWN_SOURCE = "Taken from the plan set when this estimate was made.";

/** Stores the drawings' answers for the project started at `timestamp`. */
export function saveDrawnAnswers(timestamp: string, answers: DrawnAnswer[]) {
  try {
    store()?.setItem(KEYS.drawings, JSON.stringify({ timestamp, answers }));
  } catch (err) {
    console.error("Could not save the drawings' answers", err);
  }
}

/** The drawings' answers of this project (by its timestamp); none when there are none. */
export function readDrawnAnswers(timestamp: string): DrawnAnswer[] {
  try {
    const raw = store()?.getItem(KEYS.drawings);
    if (!raw) return [];
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    return parsed.success && parsed.output.timestamp === timestamp ? parsed.output.answers : [];
  } catch {
    return [];
  }
}

/** The drawings' answer to `question`, if they gave one that the question accepts. */
export function drawnFor(
  drawn: readonly DrawnAnswer[],
  question: QuestionOut,
): { answer: string | number; source: string } | null {
  const hit = drawn.find((d) => d.question === question.id);
  if (!hit) return null;
  const answer = keptAnswerFor([{ question: hit.question, answer: hit.answer, questionNumber: 1 }], question);
  return answer === null ? null : { answer, source: hit.source };
}

/** Where an answer came from the drawings: the drawings' words when it is theirs, else null. */
export function drawnSource(
  drawn: readonly DrawnAnswer[],
  question: QuestionOut | undefined,
  answer: AnswerRecord["answer"] | null | undefined,
): string | null {
  if (!question) return null;
  const hit = drawnFor(drawn, question);
  return hit && sameAnswer(hit.answer, answer) ? hit.source : null;
}
