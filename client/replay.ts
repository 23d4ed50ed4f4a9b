/**
 * Rebuilds a conversation from its answers (specification §4): re-initialize, then one
 * next-question call per answer, up to question 10. The API keeps no session, so the calls are
 * independent and run together. The question flow resumes with it after a reload, and the results
 * page reads the questions asked to list the answers in words.
 */
import { QUESTION_COUNT } from "../shared/api/constants";
import type {
  AnswerRecord,
  CostEstimate,
  KindFigure,
  LocationFigure,
  ProjectCost,
  QuestionOut,
  Step,
} from "../shared/api/outputs";
import { initializeQuestions, nextQuestion } from "./api";
import type { CompleteProjectData } from "./storage";

/** One asked question and the estimate shown beside it. */
export interface FlowStep {
  question: QuestionOut;
  estimate: CostEstimate;
  /** The total project cost around the estimate (the live panel's budget). */
  projectCost?: ProjectCost;
  /** The location multiplier the estimate applies (the same on every screen). */
  location?: LocationFigure;
  /** First step only: each kind at its typical size (the live panel's "by kind" list). */
  kinds?: KindFigure[];
}

/** The flow's step of an API step that asked `question`: the question and the figures shown beside it. */
export function askedStep(question: QuestionOut, step: Step): FlowStep {
  return {
    question,
    estimate: step.costEstimate,
    projectCost: step.projectCost,
    location: step.location,
  };
}

/** The steps of the conversation (one more than the answers, at most ten) and the answers used. */
export async function replay(project: CompleteProjectData, stored: readonly AnswerRecord[]) {
  const answers = stored.slice(0, QUESTION_COUNT);
  const prefixes = answers.slice(0, QUESTION_COUNT - 1);
  const steps = await Promise.all([
    initializeQuestions(project),
    ...prefixes.map((a, i) => nextQuestion(project, a.answer, prefixes.slice(0, i + 1))),
  ]);
  const history: FlowStep[] = steps.map((s) => {
    if (!s.question) throw new Error("The replay ended early");
    return askedStep(s.question, s);
  });
  return { history, answers };
}
