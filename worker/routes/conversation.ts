/**
 * The specification's conversation (§7): initialize-questions, next-question and final-estimate.
 * The server keeps no session: each call replays every answer so far through the engine, so the
 * same inputs always give the same question and estimate, and answers that do not fit the
 * questions the server would have asked get 400 `replay_mismatch`.
 */
import { Hono } from "hono";
import { initializeQuestions, nextQuestion } from "../../shared/engine/index";
import {
  FinalEstimateInputSchema,
  InitializeQuestionsInputSchema,
  NextQuestionInputSchema,
} from "../../shared/schemas";
import { methodNotAllowed } from "../http";
import {
  answerOrderIssues,
  currentAnswerIssues,
  finishConversation,
  replayIssuesResponse,
  toAnswerRecords,
  toProjectInput,
  withEngine,
} from "../project";
import { validateJson } from "../validate";

/** The conversation's routes, mounted under /api. */
export const conversation = new Hono<{ Bindings: Env }>();

conversation.post("/initialize-questions", async (c) => {
  const body = await validateJson(c, InitializeQuestionsInputSchema);
  if (!body.ok) return body.response;
  const step = initializeQuestions(toProjectInput(body.data));
  return c.json({ question: step.question, costEstimate: step.costEstimate });
});
conversation.all("/initialize-questions", methodNotAllowed(["POST"]));

conversation.post("/next-question", async (c) => {
  const body = await validateJson(c, NextQuestionInputSchema);
  if (!body.ok) return body.response;
  const { projectData, currentAnswer, answers } = body.data;
  const mismatch = replayIssuesResponse(c, [
    ...answerOrderIssues(answers),
    ...currentAnswerIssues(currentAnswer, answers),
  ]);
  if (mismatch) return mismatch;
  const project = toProjectInput(projectData);
  const step = withEngine(c, () => nextQuestion(project, toAnswerRecords(answers)));
  if (!step.ok) return step.response;
  return c.json({ question: step.value.question, costEstimate: step.value.costEstimate });
});
conversation.all("/next-question", methodNotAllowed(["POST"]));

conversation.post("/final-estimate", async (c) => {
  const body = await validateJson(c, FinalEstimateInputSchema);
  if (!body.ok) return body.response;
  const done = finishConversation(c, body.data);
  if (!done.ok) return done.response;
  return c.json(done.final);
});
conversation.all("/final-estimate", methodNotAllowed(["POST"]));
