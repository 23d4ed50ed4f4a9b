/**
 * What moves your cost (issue 28): POST /api/what-if takes the final estimate's body and answers
 * every other answer to each question asked, priced as the conversation that answer would have
 * given (shared/whatif), with the change's likely range, and the five biggest savings and
 * additions in plain words. Answers that do not replay are 400 `replay_mismatch`, as for the
 * final estimate.
 */
import { Hono } from "hono";
import { FinalEstimateInputSchema } from "../../shared/api/inputs";
import { WhatIfResultSchema, type WhatIfResult } from "../../shared/api/outputs";
import { whatIf } from "../../shared/whatif/index";
import { checkAnswers } from "../answers";
import { checkBudget } from "../budget";
import { documented } from "../openapi";
import { jsonBody } from "../validate";

/** The what-if route, mounted under /api. */
export const whatIfRoute = new Hono<{ Bindings: Env }>().post(
  "/what-if",
  documented(
    {
      summary: "What moves your cost: every other answer, priced",
      description:
        "The body of /api/final-estimate (ten answers). For every question asked, each other option (a number: " +
        "the answer ±20% and the nearest round values within the question's bounds) is priced as the " +
        "conversation it would have given: later answers are kept where their question is still asked, a " +
        'question newly asked counts as "Not sure" (`nowAsked`, `noLongerAsked`). Each change of construction ' +
        "and total project cost comes with its own likely and 80% range; `answers` is the changed conversation, " +
        "ready for /api/final-estimate.",
      tags: ["Conversation"],
      body: FinalEstimateInputSchema,
      ok: {
        description: "Every alternative, and the five biggest savings and additions.",
        schema: WhatIfResultSchema,
      },
      errors: [
        "invalid_json",
        "invalid_body",
        "replay_mismatch",
        "payload_too_large",
        "unsupported_media_type",
      ],
    },
    jsonBody(FinalEstimateInputSchema),
  ),
  (c) => {
    const { projectData, answers, ...fields } = c.req.valid("json");
    checkAnswers(answers);
    const result: WhatIfResult = whatIf(projectData.project, answers, checkBudget(fields, new Date()));
    return c.json(result, 200);
  },
);
