/**
 * What moves your cost (issue 28): POST /api/what-if takes the final estimate's body and answers
 * every other answer to each question asked, priced as the conversation that answer would have
 * given (shared/whatif), with the change's likely range, and the five biggest savings and
 * additions in plain words. Answers that do not replay are 400 `replay_mismatch`, as for the
 * final estimate.
 */
import { Hono } from "hono";
import { FinalEstimateInputSchema, ScenariosInputSchema } from "../../shared/api/inputs";
import {
  ScenariosResultSchema,
  WhatIfResultSchema,
  type ScenariosResult,
  type WhatIfResult,
} from "../../shared/api/outputs";
import type { BudgetOptions, ProjectInput } from "../../shared/engine/index";
import { whatIf } from "../../shared/whatif/index";
import { compareScenarios, ScenarioError, type Scenario } from "../../shared/whatif/scenarios";
import { checkAnswers } from "../answers";
import { checkBudget } from "../budget";
import { ApiError } from "../errors";
import { documented, REPLAY_BODY_ERRORS } from "../openapi";
import { jsonBody } from "../validate";
import { renderScenariosWorkbook } from "../workbook";
import { WORKBOOK_SOURCES, XLSX_TYPE } from "./download";

/** The scenarios priced; an answer that does not fit is 400 `replay_mismatch` at its own path. */
function priced(
  project: ProjectInput,
  scenarios: { answers: (string | number)[] }[],
  budget: BudgetOptions,
): Scenario[] {
  try {
    return compareScenarios(
      project,
      scenarios.map((s) => s.answers),
      budget,
    );
  } catch (err) {
    if (!(err instanceof ScenarioError)) throw err;
    const path = `scenarios.${err.scenario}.answers.${Math.max(0, err.questionNumber - 1)}`;
    throw new ApiError("replay_mismatch", err.message, [{ path, message: err.message }]);
  }
}

/** The what-if route, mounted under /api. */
export const whatIfRoute = new Hono<{ Bindings: Env }>()
  .post(
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
        errors: REPLAY_BODY_ERRORS,
      },
      jsonBody(FinalEstimateInputSchema),
    ),
    (c) => {
      const { projectData, answers, ...fields } = c.req.valid("json");
      checkAnswers(answers);
      const result: WhatIfResult = whatIf(projectData.project, answers, checkBudget(fields, new Date()));
      return c.json(result, 200);
    },
  )
  .post(
    "/scenarios",
    documented(
      {
        summary: "Scenarios side by side",
        description:
          "One project and budget, and one to three scenarios (the estimate first, then up to two variants), each its " +
          "ten answers as bare values in conversation order. Each is priced as /api/final-estimate prices it: " +
          "construction cost with its ranges, the 16 CSI divisions and the total project cost; scenarios B and C " +
          "name the answers they change against A. An answer that does not fit its question is 400 " +
          "`replay_mismatch` at `scenarios.{i}.answers.{n}`.",
        tags: ["Conversation"],
        body: ScenariosInputSchema,
        ok: { description: "The scenarios priced, in the order sent.", schema: ScenariosResultSchema },
        errors: REPLAY_BODY_ERRORS,
      },
      jsonBody(ScenariosInputSchema),
    ),
    (c) => {
      const { projectData, scenarios, ...fields } = c.req.valid("json");
      const result: ScenariosResult = {
        scenarios: priced(projectData.project, scenarios, checkBudget(fields, new Date())),
      };
      return c.json(result, 200);
    },
  )
  .post(
    "/scenarios/download",
    documented(
      {
        summary: "Scenarios side by side as an Excel workbook",
        description:
          "The body of /api/scenarios. Sheets: Comparison (one column per scenario: construction cost and its " +
          "ranges, each CSI division, the total project cost and its ranges, the change against A), one sheet per " +
          "scenario (figures, divisions, budget items, what it changes, its answers), and Sources. Numbers are " +
          "number cells.",
        tags: ["Conversation"],
        body: ScenariosInputSchema,
        ok: { description: "The .xlsx file, as an attachment.", mediaType: XLSX_TYPE },
        errors: REPLAY_BODY_ERRORS,
      },
      jsonBody(ScenariosInputSchema),
    ),
    (c) => {
      const { projectData, scenarios, ...fields } = c.req.valid("json");
      const now = new Date();
      const bytes = renderScenariosWorkbook({
        project: projectData.project,
        scenarios: priced(projectData.project, scenarios, checkBudget(fields, now)),
        generatedAt: now,
        sources: WORKBOOK_SOURCES,
      });
      const stamp = now
        .toISOString()
        .replace(/[^0-9A-Za-z.-]+/g, "-")
        .slice(0, 40);
      return c.body(bytes, 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="scenarios-${stamp}.xlsx"`,
        "Cache-Control": "no-store",
      });
    },
  );
