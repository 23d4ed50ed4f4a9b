/**
 * The range an answer would give, before Next (the home page promises that every answer updates
 * the range at once): the same next-question call Next makes, with the tentative answer, a short
 * while after the choice settles. Results are kept per answer, so going back to an option shows
 * its range at once; a preview never blocks Next and a failed one is simply not shown.
 */
import { useEffect, useRef, useState } from "react";
import type { AnswerRecord, CostEstimate, QuestionOut } from "../../../shared/api/outputs";
import { nextQuestion } from "../../api";
import type { CompleteProjectData } from "../../storage";
import type { Draft } from "./useQuestionFlow";

/** How long a choice must settle before its preview is asked for. */
export const PREVIEW_DELAY_MS = 250;

export interface OptionPreview {
  /** The answer previewed. */
  answer: string | number;
  estimate: CostEstimate;
}

export function useOptionPreview(args: {
  project: CompleteProjectData | null;
  /** The answers before this question. */
  answers: AnswerRecord[];
  question: QuestionOut | null;
  questionNumber: number;
  draft: Draft;
  /** False while the draft cannot be sent (out of bounds, a call under way). */
  enabled: boolean;
}): OptionPreview | null {
  const { project, answers, question, questionNumber, draft, enabled } = args;
  const cache = useRef(new Map<string, CostEstimate>());
  const [preview, setPreview] = useState<(OptionPreview & { key: string }) | null>(null);
  const prefix = `${project?.timestamp}|${answers.map((a) => String(a.answer)).join(",")}|${questionNumber}|`;
  const key = draft === null || draft === "" ? null : `${prefix}${String(draft)}`;

  useEffect(() => {
    if (!project || !question || key === null || draft === null || draft === "" || !enabled) return;
    const known = cache.current.get(key);
    if (known) {
      setPreview({ key, answer: draft, estimate: known });
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      const record: AnswerRecord = { question: question.question, answer: draft, questionNumber };
      nextQuestion(project, draft, [...answers, record]).then(
        (step) => {
          cache.current.set(key, step.costEstimate);
          if (live) setPreview({ key, answer: draft, estimate: step.costEstimate });
        },
        (err: unknown) => console.warn("The preview of an answer failed", err),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `answers` is read through `key`, which names them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, project, question, questionNumber]);

  return preview && preview.key === key ? { answer: preview.answer, estimate: preview.estimate } : null;
}
