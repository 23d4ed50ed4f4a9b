/**
 * Checks of the answers that come before the engine's replay: numbered 1, 2, 3 … in order, and the
 * current answer (when given) equal to the last one (the contract's one rule: "2 400" is 2400). A misfit is 400 `replay_mismatch` naming the
 * answer; the engine's replay then checks that each answer fits the question it would have asked.
 */
import { sameAnswer } from "../shared/api/answers";
import type { AnswerRecordInput } from "../shared/api/inputs";
import type { ErrorIssue } from "../shared/api/errors";
import { quote } from "../shared/api/text";
import { ApiError } from "./errors";

function orderIssues(answers: readonly AnswerRecordInput[]): ErrorIssue[] {
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

function currentAnswerIssues(
  currentAnswer: string | number | undefined,
  answers: readonly AnswerRecordInput[],
): ErrorIssue[] {
  if (currentAnswer === undefined) return [];
  const last = answers.at(-1);
  if (!last) {
    return [
      { path: "answers", message: "currentAnswer is given but answers is empty; put it last in answers" },
    ];
  }
  if (sameAnswer(currentAnswer, last.answer)) return [];
  return [
    {
      path: "currentAnswer",
      message: `currentAnswer '${quote(currentAnswer)}' differs from the last answer '${quote(last.answer)}'`,
    },
  ];
}

/** Throws 400 `replay_mismatch` unless the answers are in order and end with currentAnswer. */
export function checkAnswers(answers: readonly AnswerRecordInput[], currentAnswer?: string | number): void {
  const issues = [...orderIssues(answers), ...currentAnswerIssues(currentAnswer, answers)];
  if (issues.length > 0) throw new ApiError("replay_mismatch", issues[0]!.message, issues);
}
