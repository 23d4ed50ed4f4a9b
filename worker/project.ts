/**
 * From validated API input to the engine's input, and from the engine's errors to API errors.
 * Project type and state are matched by id, name or slug in any case; a city not in the state's
 * list (or none) is a custom city on the state's figures (shared/places resolveLocation). Answers
 * must be numbered 1, 2, 3 … in order; the engine's replay then checks that each fits the question
 * it would have asked, and a misfit becomes 400 `replay_mismatch` naming the answer.
 */
import type { Context } from "hono";
import {
  finalEstimate,
  ReplayError,
  type AnswerRecord,
  type FinalEstimate,
  type ProjectInput,
} from "../shared/engine/index";
import { resolveLocation } from "../shared/places/index";
import { findProjectTypeId, type AnswerRecordInput } from "../shared/schemas";
import { jsonError, type ErrorIssue } from "./http";

/** What locates a project: type, state and optional city, as the visitor gave them. */
export interface ProjectFields {
  constructionType: string;
  state: string;
  city?: string | null;
}

/** The engine's project input; throws for a type or state the schemas should have rejected. */
export function toProjectInput(fields: ProjectFields): ProjectInput {
  const type = findProjectTypeId(fields.constructionType);
  const location = resolveLocation(fields.state, fields.city);
  if (!type || !location) throw new TypeError("toProjectInput called with unvalidated fields");
  return { type, location };
}

/** Issues for answers not numbered 1, 2, 3 … in order (the current answer last). */
export function answerOrderIssues(answers: readonly AnswerRecordInput[]): ErrorIssue[] {
  return answers.flatMap((a, i) =>
    a.questionNumber === i + 1
      ? []
      : [
          {
            path: `answers.${i}.questionNumber`,
            message: `Answer ${i + 1} has questionNumber ${a.questionNumber}; expected ${i + 1}`,
          },
        ],
  );
}

function sameAnswer(a: string | number, b: string | number): boolean {
  const norm = (x: string | number) => String(x).trim().toLowerCase().replace(/,/g, "");
  if (norm(a) === norm(b)) return true;
  const [na, nb] = [Number(norm(a)), Number(norm(b))];
  return norm(a) !== "" && norm(b) !== "" && Number.isFinite(na) && na === nb;
}

/** Issues when currentAnswer is given but is not the last answer's value. */
export function currentAnswerIssues(
  currentAnswer: string | number | undefined,
  answers: readonly AnswerRecordInput[],
): ErrorIssue[] {
  if (currentAnswer === undefined) return [];
  const last = answers[answers.length - 1];
  if (!last) {
    return [
      { path: "answers", message: "currentAnswer is given but answers is empty; put it last in answers" },
    ];
  }
  return sameAnswer(currentAnswer, last.answer)
    ? []
    : [
        {
          path: "currentAnswer",
          message: `currentAnswer '${String(currentAnswer)}' differs from the last answer '${String(last.answer)}'`,
        },
      ];
}

/** 400 `replay_mismatch` for answers that are out of order or do not fit; null when all is well. */
export function replayIssuesResponse(c: Context, issues: ErrorIssue[]): Response | null {
  if (issues.length === 0) return null;
  return jsonError(c, 400, "replay_mismatch", issues[0]!.message, issues);
}

/** Runs an engine call; its ReplayError and RangeError become 400 responses naming the input. */
export function withEngine<T>(
  c: Context,
  run: () => T,
): { ok: true; value: T } | { ok: false; response: Response } {
  try {
    return { ok: true, value: run() };
  } catch (err) {
    if (err instanceof ReplayError) {
      const index = Math.max(0, err.questionNumber - 1);
      const issue = { path: `answers.${index}`, message: err.message };
      return { ok: false, response: jsonError(c, 400, "replay_mismatch", err.message, [issue]) };
    }
    if (err instanceof RangeError) {
      const path = /areaSqFt/.test(err.message) ? "areaSqFt" : /quality/.test(err.message) ? "quality" : "";
      return {
        ok: false,
        response: jsonError(c, 400, "out_of_range", err.message, [{ path, message: err.message }]),
      };
    }
    throw err;
  }
}

/** The validated answers as the engine's answer records. */
export function toAnswerRecords(answers: readonly AnswerRecordInput[]): AnswerRecord[] {
  return answers.map((a) => ({ question: a.question, answer: a.answer, questionNumber: a.questionNumber }));
}

/** A finished conversation: the project, its answers and the engine's final estimate. */
export interface FinishedConversation {
  project: ProjectInput;
  records: AnswerRecord[];
  final: FinalEstimate;
}

/**
 * The shared first half of the final-estimate, download and share routes: checks the answers'
 * order, replays them and computes the final estimate, or gives the 400 response to send.
 */
export function finishConversation(
  c: Context,
  { projectData, answers }: { projectData: ProjectFields; answers: readonly AnswerRecordInput[] },
): ({ ok: true } & FinishedConversation) | { ok: false; response: Response } {
  const mismatch = replayIssuesResponse(c, answerOrderIssues(answers));
  if (mismatch) return { ok: false, response: mismatch };
  const project = toProjectInput(projectData);
  const records = toAnswerRecords(answers);
  const result = withEngine(c, () => finalEstimate(project, records));
  if (!result.ok) return result;
  return { ok: true, project, records, final: result.value };
}
