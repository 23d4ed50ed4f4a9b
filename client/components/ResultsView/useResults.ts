/**
 * Loads what the results page shows (specification §2 "Cost estimate page", §4): a shared estimate
 * by its id (`/cost-estimate?id=…`, decision record 003), an estimate rebuilt through the API from the
 * answers a link carries (`/cost-estimate?type=…&state=…&a=…`, the share link given when no saved
 * link could be made), or the stored project and answers sent to the final estimate on entry. Missing project data goes back to the form, missing answers back
 * to the questions; a failed call gives the catalogue's "Failed to load cost estimate: …" (§8).
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import type {
  AnswerRecord,
  BudgetInput,
  Comparables,
  CostEstimate,
  FinalEstimate,
  ProjectCost,
} from "../../../shared/api/outputs";
import {
  ApiError,
  errorMessage,
  type ScenarioAnswers,
  finalEstimate,
  initializeQuestions,
  loadEstimate,
  nextQuestion,
} from "../../api";
import { readDrawnAnswers, SHARED_DRAWN_SOURCE, type DrawnAnswer } from "../../drawing-answers";
import { readScenarioLists } from "../Scenarios/scenarios-link";
import { readAnswersLink, type AnswersLinkData } from "../ShareButton/estimate-link";
import {
  isComplete,
  readFinalAnswers,
  readFinalCostEstimate,
  readBudget,
  readProjectData,
  type CompleteProjectData,
} from "../../storage";

/** Everything the results page renders. */
export interface ResultData {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  costBreakdown: FinalEstimate["costBreakdown"];
  requirements: string[];
  /** The final estimate's own costEstimate, else the flow's last one. */
  costEstimate: CostEstimate | null;
  /** The total project cost (null for links saved before it existed) and the budget behind it. */
  projectCost: ProjectCost | null;
  budget: BudgetInput;
  /** Real projects like this one; null when the API gave none (an estimate so far). */
  comparables: Comparables | null;
  /** Set when the page shows a shared estimate. */
  sharedId: string | null;
  generated: Date;
  /** An estimate shared mid-flow: fewer than ten answers, the range so far and no breakdown. */
  partial: boolean;
  /** The answers a plan set gave (marked "From your drawings"): the visitor's own, or a shared estimate's. */
  drawn: DrawnAnswer[];
  /** Scenarios B and C a comparison link carries (ten answer values each); empty otherwise. */
  compare: ScenarioAnswers[];
  /** The visitor's own journey, read from this browser's storage (Apply and Undo keep it there). */
  stored: boolean;
}

export type ResultsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  /** A share link whose id is unknown or expired (issue 13). */
  | { status: "invalid-link" }
  | { status: "ready"; data: ResultData };

/** §8: "Failed to load cost estimate: " plus the message or "Please try again.". */
export function loadFailure(err: unknown): string {
  return `Failed to load cost estimate: ${errorMessage(err, "Please try again.")}`;
}

async function loadShared(id: string): Promise<ResultData> {
  const saved = await loadEstimate(id);
  const p = saved.projectData;
  const timestamp = p.timestamp ?? saved.savedAt ?? new Date().toISOString();
  // This browser's own drawings' answers keep their words; others show the saved marks.
  const own = readDrawnAnswers(timestamp);
  const drawn =
    own.length > 0 ? own : (saved.drawn ?? []).map((d) => ({ ...d, source: SHARED_DRAWN_SOURCE }));
  return {
    project: {
      constructionType: p.constructionType,
      state: p.state,
      city: p.city ?? "",
      timestamp,
      ...(p.zip ? { zip: p.zip } : {}),
    },
    answers: saved.answers,
    drawn,
    costBreakdown: saved.costBreakdown,
    requirements: Array.isArray(saved.requirements) ? saved.requirements : [],
    costEstimate: saved.costEstimate ?? null,
    projectCost: saved.projectCost ?? null,
    comparables: saved.comparables ?? null,
    budget: saved.budget ?? { startDate: null, landCost: null },
    sharedId: saved.id ?? id,
    generated: saved.savedAt ? new Date(saved.savedAt) : new Date(),
    partial: saved.answers.length < QUESTION_COUNT,
    compare: [],
    stored: false,
  };
}

/**
 * The estimate an answers link describes, computed again: each answer is matched to the question
 * the API asks at its turn (the questions depend on the answers before), then ten answers get the
 * final estimate and fewer the estimate so far.
 */
async function rebuild(link: AnswersLinkData, compare: ScenarioAnswers[]): Promise<ResultData> {
  const project: CompleteProjectData = { ...link.project, timestamp: new Date().toISOString() };
  const { budget } = link;
  let step = await initializeQuestions(project, budget);
  const answers: AnswerRecord[] = [];
  for (const [i, answer] of link.answers.entries()) {
    if (!step.question) break;
    answers.push({ question: step.question.question, answer, questionNumber: i + 1 });
    step = await nextQuestion(project, answer, answers, budget);
  }
  const common = {
    project,
    answers,
    budget,
    drawn: [],
    sharedId: null,
    generated: new Date(),
    compare,
    stored: false,
  };
  if (answers.length < QUESTION_COUNT) {
    return {
      ...common,
      costBreakdown: { divisions: {} },
      requirements: [],
      costEstimate: step.costEstimate,
      projectCost: step.projectCost ?? null,
      comparables: null,
      partial: true,
    };
  }
  const final = await finalEstimate(project, answers, budget);
  return {
    ...common,
    costBreakdown: final.costBreakdown,
    requirements: Array.isArray(final.requirements) ? final.requirements : [],
    costEstimate: final.costEstimate ?? step.costEstimate,
    projectCost: final.projectCost,
    comparables: final.comparables ?? null,
    partial: false,
  };
}

export function useResults(): ResultsState {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id");
  const linked = id ? null : readAnswersLink(params);
  const [state, setState] = useState<ResultsState>({ status: "loading" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const load = async (): Promise<ResultData | null> => {
      if (id) return loadShared(id);
      if (linked) return rebuild(linked, readScenarioLists(params));
      const stored = readProjectData();
      if (stored.status !== "ok" || !isComplete(stored.data)) {
        void navigate("/conceptual-estimate", { replace: true });
        return null;
      }
      const answers = readFinalAnswers();
      if (!answers || answers.length < QUESTION_COUNT) {
        void navigate("/question-flow", { replace: true });
        return null;
      }
      const budget = readBudget();
      const final = await finalEstimate(stored.data, answers, budget);
      return {
        project: stored.data,
        answers,
        drawn: readDrawnAnswers(stored.data.timestamp),
        costBreakdown: final.costBreakdown,
        requirements: Array.isArray(final.requirements) ? final.requirements : [],
        costEstimate: final.costEstimate ?? readFinalCostEstimate(),
        projectCost: final.projectCost,
        comparables: final.comparables ?? null,
        budget,
        sharedId: null,
        generated: new Date(),
        partial: false,
        compare: [],
        stored: true,
      };
    };
    load().then(
      (data) => data && setState({ status: "ready", data }),
      (err: unknown) => {
        console.error("Loading the cost estimate failed", err);
        if ((id || linked) && err instanceof ApiError && (err.status === 404 || err.status === 400)) {
          setState({ status: "invalid-link" });
        } else setState({ status: "error", message: loadFailure(err) });
      },
    );
  }, [id, linked, navigate, params]);

  return state;
}
