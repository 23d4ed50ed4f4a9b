/**
 * The specification's conversation (§7): initialize-questions, next-question and final-estimate.
 * The server keeps no session: each call replays every answer so far through the engine, so the
 * same inputs always give the same question and estimate, and answers that do not fit the
 * questions the server would have asked get 400 `replay_mismatch`.
 */
import { Hono } from "hono";
import {
  FinalEstimateInputSchema,
  InitializeQuestionsInputSchema,
  NextQuestionInputSchema,
} from "../../shared/api/inputs";
import { FinalEstimateSchema, StepSchema, type FinalEstimate, type Step } from "../../shared/api/outputs";
import { finalEstimate, initializeQuestions, nextQuestion } from "../../shared/engine/index";
import { kindFigures } from "../../shared/content/kind-figures";
import { locationFigure } from "../../shared/location-figure";
import { checkAnswers } from "../answers";
import { checkBudget } from "../budget";
import { comparablesOf } from "../evidence";
import { documented, REPLAY_BODY_ERRORS } from "../openapi";
import { jsonBody } from "../validate";

const tags = ["Conversation"];

/** The conversation's routes, mounted under /api. */
export const conversation = new Hono<{ Bindings: Env }>()
  .post(
    "/initialize-questions",
    documented(
      {
        summary: "The first question and the starting estimate",
        tags,
        body: InitializeQuestionsInputSchema,
        ok: { description: "The first question and the estimate before any answer.", schema: StepSchema },
        errors: ["invalid_json", "invalid_body", "payload_too_large", "unsupported_media_type"],
      },
      jsonBody(InitializeQuestionsInputSchema),
    ),
    (c) => {
      const { project, ...fields } = c.req.valid("json");
      const step: Step = {
        ...initializeQuestions(project, checkBudget(fields, new Date())),
        kinds: kindFigures(project.type, project.location).map(({ label, typicalSqFt, perSqFt }) => ({
          label,
          typicalSqFt,
          perSqFt,
        })),
        location: locationFigure(project.type, project.location),
      };
      return c.json(step, 200);
    },
  )
  .post(
    "/next-question",
    documented(
      {
        summary: "The next question and the updated estimate",
        description:
          "`answers` holds every answer so far, the current one last. After the tenth answer `question` is null.",
        tags,
        body: NextQuestionInputSchema,
        ok: {
          description: "The next question (null after ten) and the updated estimate.",
          schema: StepSchema,
        },
        errors: REPLAY_BODY_ERRORS,
      },
      jsonBody(NextQuestionInputSchema),
    ),
    (c) => {
      const { projectData, currentAnswer, answers, ...fields } = c.req.valid("json");
      checkAnswers(answers, currentAnswer);
      const step: Step = {
        ...nextQuestion(projectData.project, answers, checkBudget(fields, new Date())),
        location: locationFigure(projectData.project.type, projectData.project.location),
      };
      return c.json(step, 200);
    },
  )
  .post(
    "/final-estimate",
    documented(
      {
        summary: "The final estimate after ten answers",
        description:
          "The division breakdown adds up exactly to `costEstimate.expected` (the construction cost); " +
          "`projectCost.expected` adds the included soft costs, escalation to the midpoint of construction " +
          "when `startDate` is given, and `landCost` when given. `comparables`: the nearest published projects " +
          "(same kind first) and their reference class, at today's price level and the visitor's place.",
        tags,
        body: FinalEstimateInputSchema,
        ok: {
          description: "The breakdown, the requirements and the estimate.",
          schema: FinalEstimateSchema,
        },
        errors: REPLAY_BODY_ERRORS,
      },
      jsonBody(FinalEstimateInputSchema),
    ),
    async (c) => {
      const { projectData, answers, ...fields } = c.req.valid("json");
      checkAnswers(answers);
      const budget = checkBudget(fields, new Date());
      // The questions asked serve the download; the answer keeps to the specification's shape.
      const { questions: _asked, ...estimate } = finalEstimate(projectData.project, answers, budget);
      const final: FinalEstimate = {
        ...estimate,
        comparables: await comparablesOf(projectData.project, answers, estimate.costEstimate),
      };
      return c.json(final, 200);
    },
  );
