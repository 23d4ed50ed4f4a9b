/**
 * Loads what moves the cost of a finished estimate (POST /api/what-if) and keeps each answer:
 * Undo and a second look at an estimate show their changes at once, without a new call.
 */
import { useEffect, useState } from "react";
import type { AnswerRecord, BudgetInput, WhatIf, WhatIfResult } from "../../../shared/api/outputs";
import { errorMessage, whatIf } from "../../api";
import type { CompleteProjectData } from "../../storage";

export type WhatIfState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; result: WhatIfResult };

const seen = new Map<string, WhatIfResult>();

function keyOf(project: CompleteProjectData, answers: AnswerRecord[], budget: BudgetInput): string {
  const { constructionType, state, city, zip } = project;
  return JSON.stringify([constructionType, state, city, zip ?? null, answers.map((a) => a.answer), budget]);
}

/** An alternative's key: its question and the answer priced instead. */
export function changeKey(w: Pick<WhatIf, "questionId" | "to">): string {
  return `${w.questionId}:${String(w.to.answer)}`;
}

export function useWhatIf(project: CompleteProjectData, answers: AnswerRecord[], budget: BudgetInput) {
  const key = keyOf(project, answers, budget);
  const [attempt, setAttempt] = useState(0);
  const call = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ call: string; state: WhatIfState } | null>(null);

  useEffect(() => {
    if (seen.has(key)) return;
    let live = true;
    whatIf(project, answers, budget).then(
      (result) => {
        seen.set(key, result);
        if (live) setAnswer({ call, state: { status: "ready", result } });
      },
      (err: unknown) => {
        console.error("Loading what moves your cost failed", err);
        if (live)
          setAnswer({ call, state: { status: "error", message: errorMessage(err, "Please try again.") } });
      },
    );
    return () => {
      live = false;
    };
    // The call stands for project, answers, budget and the attempt.
  }, [call]); // eslint-disable-line react-hooks/exhaustive-deps

  const hit = seen.get(key);
  const state: WhatIfState = hit
    ? { status: "ready", result: hit }
    : answer?.call === call
      ? answer.state
      : { status: "loading" };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
