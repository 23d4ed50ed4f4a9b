/**
 * The question flow's state machine (specification §2 "Question flow", §4, §8): initialize once,
 * Next with every answer so far, Previous restoring the prior question, estimate and answer, Retake,
 * and the rebuild by replay after a reload. The answers of the flow in progress are stored, so a
 * reload replays them (re-initialize, then one next-question call per answer, stopping at question
 * 10). A loading flag disables the buttons during calls; each failure has the catalogue's message.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import type { AnswerRecord, CostEstimate, ProjectCost, QuestionOut } from "../../../shared/api/outputs";
import { errorMessage, initializeQuestions, nextQuestion } from "../../api";
import {
  clearJourney,
  isComplete,
  readProgress,
  readProjectData,
  saveFinal,
  saveProgress,
  type CompleteProjectData,
} from "../../storage";
import { locationLabel, track } from "../../tracking";

/** One asked question and the estimate shown beside it. */
export interface FlowStep {
  question: QuestionOut;
  estimate: CostEstimate;
  /** The total project cost around the estimate (the live panel's budget). */
  projectCost?: ProjectCost;
}

export type Busy = "init" | "next" | "final" | null;
export type Draft = string | number | null;

/** Specification §8: the catalogue's messages of the flow. */
export const MESSAGES = {
  init: "Failed to load questions. Please try again.",
  next: "Unable to proceed. Please refresh and try again.",
  noMore: "No more questions available. Please contact support.",
  replay: "Failed to restore conversation state. Please try again.",
} as const;

export interface FlowError {
  message: string;
  /** What "Try again" re-runs: the start (initialization or replay) or nothing. */
  retry: "start" | null;
}

/** Rebuilds the conversation (§4): re-initialize, then replay each answer, up to question 10. */
async function replay(project: CompleteProjectData, stored: AnswerRecord[]) {
  const answers = stored.slice(0, QUESTION_COUNT - 1);
  const steps = await Promise.all([
    initializeQuestions(project),
    // The API keeps no session, so the replay calls are independent and can run together.
    ...answers.map((a, i) => nextQuestion(project, a.answer, answers.slice(0, i + 1))),
  ]);
  const history: FlowStep[] = steps.map((s) => {
    if (!s.question) throw new Error("The replay ended early");
    return { question: s.question, estimate: s.costEstimate, projectCost: s.projectCost };
  });
  return { history, answers, draft: stored[QUESTION_COUNT - 1]?.answer ?? null };
}

export function useQuestionFlow() {
  const navigate = useNavigate();
  const [project, setProject] = useState<CompleteProjectData | null>(null);
  const [history, setHistory] = useState<FlowStep[]>([]);
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);
  const [draft, setDraft] = useState<Draft>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<FlowError | null>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    const stored = readProjectData();
    // §8: missing or unparseable project data goes back to the start form.
    if (stored.status !== "ok" || !isComplete(stored.data)) {
      void navigate("/conceptual-estimate", { replace: true });
      return;
    }
    const p = stored.data;
    setProject(p);
    setError(null);
    setBusy("init");
    const progress = readProgress(p.timestamp);
    try {
      if (progress.length > 0) {
        const rebuilt = await replay(p, progress);
        setHistory(rebuilt.history);
        setAnswers(rebuilt.answers);
        setDraft(rebuilt.draft);
      } else {
        const step = await initializeQuestions(p);
        if (!step.question) throw new Error(MESSAGES.init);
        setHistory([{ question: step.question, estimate: step.costEstimate, projectCost: step.projectCost }]);
      }
      track("page_view", {
        page: "question-flow",
        project_type: p.constructionType,
        location: locationLabel(p.city, p.state),
      });
    } catch (err) {
      console.error("Starting the question flow failed", err);
      const message = progress.length > 0 ? MESSAGES.replay : errorMessage(err, MESSAGES.init);
      setError({ message, retry: "start" });
    } finally {
      setBusy(null);
    }
  }, [navigate]);

  // §4: initialization happens once, guarded against duplicates (StrictMode runs effects twice).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const current = history.at(-1) ?? null;
  const questionNumber = history.length;

  const next = useCallback(async () => {
    if (!project || !current || draft === null || draft === "" || busy) return;
    const record: AnswerRecord = { question: current.question.question, answer: draft, questionNumber };
    const sent = [...answers, record];
    setBusy(questionNumber >= QUESTION_COUNT ? "final" : "next");
    setError(null);
    try {
      const step = await nextQuestion(project, draft, sent);
      track("question_answered", { question_number: questionNumber, project_type: project.constructionType });
      if (questionNumber >= QUESTION_COUNT) {
        // §4: on question 10, save the answers and the last estimate, then show the results.
        saveFinal(sent, step.costEstimate);
        saveProgress(project.timestamp, sent);
        track("estimate_completed", {
          project_type: project.constructionType,
          location: locationLabel(project.city, project.state),
        });
        void navigate("/cost-estimate");
        return;
      }
      if (!step.question) {
        setError({ message: MESSAGES.noMore, retry: null });
        return;
      }
      setHistory((h) => [
        ...h,
        { question: step.question!, estimate: step.costEstimate, projectCost: step.projectCost },
      ]);
      setAnswers(sent);
      setDraft(null);
      saveProgress(project.timestamp, sent);
    } catch (err) {
      setError({ message: errorMessage(err, MESSAGES.next), retry: null });
    } finally {
      setBusy(null);
    }
  }, [project, current, draft, busy, answers, questionNumber, navigate]);

  const previous = useCallback(() => {
    if (busy) return;
    if (questionNumber <= 1) {
      void navigate("/conceptual-estimate");
      return;
    }
    // §4: restore the prior question, estimate and answer, and drop the last answer.
    const last = answers.at(-1);
    setHistory((h) => h.slice(0, -1));
    setAnswers(answers.slice(0, -1));
    setDraft(last?.answer ?? null);
    setError(null);
    if (project) saveProgress(project.timestamp, answers.slice(0, -1));
  }, [busy, questionNumber, answers, project, navigate]);

  const retake = useCallback(() => {
    clearJourney();
    void navigate("/conceptual-estimate");
  }, [navigate]);

  const retry = useCallback(() => void start(), [start]);

  return {
    project,
    current,
    questionNumber,
    initial: history[0]?.estimate ?? null,
    answers,
    draft,
    setDraft,
    busy,
    error,
    next,
    previous,
    retake,
    retry,
  };
}
