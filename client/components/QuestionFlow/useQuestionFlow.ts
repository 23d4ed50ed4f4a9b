/**
 * The question flow's state machine (specification §2 "Question flow", §4, §8; issue 13): initialize
 * once, Next with every answer so far, Previous, Retake, and the rebuild by replay after a reload.
 * Each question is an entry of the browser's history (`/question-flow?q=3`), so Back and Forward
 * move between questions and a reload resumes where the visitor was. Going back keeps the later
 * answers: Forward returns to them, and when an earlier answer changes, the later answers are kept
 * where their question comes back and still fits. In edit mode (`&edit=1`, from the results page's
 * Edit links) Next runs on through every answer that still fits and shows the new result.
 * A loading flag disables the buttons during calls; each failure has the catalogue's message,
 * and every call has a time limit (client/api.ts), so none spins forever.
 * A project started from a plan set (/drawing-estimate) has answers from its drawings: each is
 * given when its question comes up (the visitor's own earlier answer to it first), so only the
 * rest are asked; Back shows them, marked, and they can be changed like any answer.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import type { AnswerRecord, CostEstimate } from "../../../shared/api/outputs";
import { errorMessage, initializeQuestions, nextQuestion } from "../../api";
import { drawnFor, readDrawnAnswers, type DrawnAnswer } from "../../drawing-answers";
import { askedStep, replay, type FlowStep } from "../../replay";
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
import { keptAnswerFor, mergeKept, positionFrom, sameAnswer } from "./flow-logic";

export type { FlowStep };
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

/** The history entry's state: which question the entry before it showed. */
interface EntryState {
  flowFrom?: number;
}

export function useQuestionFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const editing = params.get("edit") === "1";
  const [project, setProject] = useState<CompleteProjectData | null>(null);
  const [history, setHistory] = useState<FlowStep[]>([]);
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);
  const [kept, setKept] = useState<AnswerRecord[]>([]);
  const [typed, setTyped] = useState<{ at: number; value: Draft } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<FlowError | null>(null);
  const [drawn, setDrawn] = useState<DrawnAnswer[]>([]);
  const started = useRef(false);

  const questionNumber = history.length > 0 ? positionFrom(params.get("q"), history.length) : 0;
  const current = history[questionNumber - 1] ?? null;

  /** Shows question `n` as a new history entry (or in place of this one). */
  const go = useCallback(
    (n: number, replace = false, edit = editing) => {
      const search = `?q=${n}${edit ? "&edit=1" : ""}`;
      const state: EntryState = { flowFrom: replace ? undefined : questionNumber || undefined };
      void navigate({ pathname: "/question-flow", search }, { replace, state });
    },
    [navigate, editing, questionNumber],
  );

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
    const fromDrawings = readDrawnAnswers(p.timestamp);
    setDrawn(fromDrawings);
    try {
      if (progress.answers.length > 0) {
        const rebuilt = await replay(p, progress.answers);
        setHistory(rebuilt.history);
        setAnswers(rebuilt.answers);
      } else {
        let step = await initializeQuestions(p);
        if (!step.question) throw new Error(MESSAGES.init);
        const steps: FlowStep[] = [{ ...askedStep(step.question, step), kinds: step.kinds }];
        // The drawings' answers, while the questions asked are theirs (the last is left to confirm).
        const sent: AnswerRecord[] = [];
        for (let hit = drawnFor(fromDrawings, step.question); hit && sent.length < QUESTION_COUNT - 1;) {
          sent.push({
            question: step.question.question,
            answer: hit.answer,
            questionNumber: sent.length + 1,
          });
          step = await nextQuestion(p, hit.answer, sent);
          if (!step.question) throw new Error(MESSAGES.init);
          steps.push(askedStep(step.question, step));
          hit = drawnFor(fromDrawings, step.question);
        }
        setHistory(steps);
        setAnswers(sent);
        if (sent.length > 0) saveProgress(p.timestamp, sent, progress.kept);
      }
      setKept(progress.kept);
      track("page_view", {
        page: "question-flow",
        project_type: p.constructionType,
        location: locationLabel(p.city, p.state),
      });
    } catch (err) {
      console.error("Starting the question flow failed", err);
      const message = progress.answers.length > 0 ? MESSAGES.replay : errorMessage(err, MESSAGES.init);
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

  // The address always names the question shown, so a reload or Back lands on it.
  useEffect(() => {
    if (history.length === 0) return;
    const asked = params.get("q");
    if (asked !== String(questionNumber)) go(questionNumber, true);
  }, [history.length, params, questionNumber, go]);

  // The answer shown: what the visitor typed here, else their earlier answer, else a kept one, else
  // the drawings'.
  const stored = answers[questionNumber - 1];
  const draft: Draft =
    typed && typed.at === questionNumber
      ? typed.value
      : (stored?.answer ??
        (current
          ? (keptAnswerFor(kept, current.question) ?? drawnFor(drawn, current.question)?.answer ?? null)
          : null));
  const setDraft = useCallback((value: Draft) => setTyped({ at: questionNumber, value }), [questionNumber]);

  /** Saves the ten answers and the last estimate (§4) and shows the results. */
  const finish = useCallback(
    (p: CompleteProjectData, sent: AnswerRecord[], estimate: CostEstimate, rest: AnswerRecord[]) => {
      saveFinal(sent, estimate);
      saveProgress(p.timestamp, sent, rest);
      track("estimate_completed", {
        project_type: p.constructionType,
        location: locationLabel(p.city, p.state),
      });
      void navigate("/cost-estimate");
    },
    [navigate],
  );

  const next = useCallback(async () => {
    if (!project || !current || draft === null || draft === "" || busy) return;
    const n = questionNumber;
    // Unchanged answer with the next question already known: just move on (what Forward does).
    if (!editing && n < QUESTION_COUNT && sameAnswer(stored?.answer, draft) && history[n]) {
      go(n + 1);
      return;
    }
    const record: AnswerRecord = { question: current.question.question, answer: draft, questionNumber: n };
    let sent = [...answers.slice(0, n - 1), record];
    let rest = mergeKept(answers.slice(n), kept);
    let steps = history.slice(0, n);
    setBusy(n >= QUESTION_COUNT || editing ? "final" : "next");
    setError(null);
    try {
      let step = await nextQuestion(project, draft, sent);
      track("question_answered", { question_number: n, project_type: project.constructionType });
      // In edit mode the later answers are replayed wherever their question comes back and fits;
      // a question the drawings answered is answered too (with the visitor's own answer, if any).
      while (step.question && sent.length < QUESTION_COUNT) {
        const fromDrawings = drawnFor(drawn, step.question);
        if (!editing && !fromDrawings) break;
        const again = keptAnswerFor(rest, step.question) ?? fromDrawings?.answer ?? null;
        if (again === null) break;
        steps = [...steps, askedStep(step.question, step)];
        sent = [
          ...sent,
          { question: step.question.question, answer: again, questionNumber: sent.length + 1 },
        ];
        rest = rest.filter((k) => k.question.trim() !== step.question!.question.trim());
        step = await nextQuestion(project, again, sent);
      }
      if (sent.length >= QUESTION_COUNT) {
        finish(project, sent, step.costEstimate, rest);
        return;
      }
      if (!step.question) {
        setError({ message: MESSAGES.noMore, retry: null });
        return;
      }
      steps = [...steps, askedStep(step.question, step)];
      setHistory(steps);
      setAnswers(sent);
      setKept(rest);
      setTyped(null);
      saveProgress(project.timestamp, sent, rest);
      go(steps.length);
    } catch (err) {
      setError({ message: errorMessage(err, MESSAGES.next), retry: null });
    } finally {
      setBusy(null);
    }
  }, [
    project,
    current,
    draft,
    busy,
    questionNumber,
    editing,
    stored,
    history,
    answers,
    kept,
    drawn,
    go,
    finish,
  ]);

  const previous = useCallback(() => {
    if (busy) return;
    setError(null);
    if (questionNumber <= 1) {
      void navigate("/conceptual-estimate");
      return;
    }
    // Back through the browser's history when the entry before is the previous question.
    if ((location.state as EntryState | null)?.flowFrom === questionNumber - 1) void navigate(-1);
    else go(questionNumber - 1);
  }, [busy, questionNumber, location.state, navigate, go]);

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
    /** The estimate before the last answer (what that answer changed), null on question 1. */
    estimateBefore: history[questionNumber - 2]?.estimate ?? null,
    answers: answers.slice(0, Math.max(0, questionNumber - 1)),
    /** All ten answers, once the visitor has given them (the live panel then shows what moves the cost). */
    finished: answers.length >= QUESTION_COUNT ? answers.slice(0, QUESTION_COUNT) : null,
    /** The questions asked so far, in order (the drawings' marks need their ids). */
    asked: history.map((s) => s.question),
    /** The answers the project's drawings gave (none for a project started otherwise). */
    drawn,
    go,
    /** True once the visitor has answered a question (Retake then asks first). */
    answeredAny: answers.length > 0,
    /** Stored answers exist even when they could not be replayed (the error banner's Retake asks too). */
    hasProgress: answers.length > 0 || (project ? readProgress(project.timestamp).answers.length > 0 : false),
    editing,
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
