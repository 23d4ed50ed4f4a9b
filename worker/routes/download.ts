/**
 * POST /api/download-estimate (specification §7): the estimate as an .xlsx file named
 * `cost-estimate-{timestamp}.xlsx`. The server recomputes everything from projectData and the ten
 * answers; the costBreakdown and requirements the specification's client sends are ignored, so a
 * client cannot put numbers of its own into the file. The final estimate lists the question each
 * answer answered, so the workbook needs no second replay.
 */
import { Hono } from "hono";
import { DownloadEstimateInputSchema } from "../../shared/api/inputs";
import { ENGINE_SOURCES, finalEstimate } from "../../shared/engine/index";
import { PLACES_SOURCES } from "../../shared/places/index";
import { whatIf } from "../../shared/whatif/index";
import { checkAnswers } from "../answers";
import { checkBudget } from "../budget";
import { comparablesOf } from "../evidence";
import { documented, REPLAY_BODY_ERRORS } from "../openapi";
import { jsonBody } from "../validate";
import { renderWorkbook, type WorkbookSource } from "../workbook";

/** MIME type of an .xlsx workbook. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Every source behind the numbers: the engine's parameters and the places data. */
export const WORKBOOK_SOURCES: readonly WorkbookSource[] = [
  ...ENGINE_SOURCES.map((s) => ({ ...s, url: s.url || null, use: s.backs })),
  ...PLACES_SOURCES.map((s) => ({ ...s, use: s.note })),
];

/** `cost-estimate-{timestamp}.xlsx` with the timestamp reduced to safe characters. */
export function downloadFilename(timestamp: string | null | undefined, now: Date): string {
  const stamp = (timestamp ?? now.toISOString()).replace(/[^0-9A-Za-z.-]+/g, "-").slice(0, 40);
  return `cost-estimate-${stamp}.xlsx`;
}

/** The download route, mounted under /api. */
export const download = new Hono<{ Bindings: Env }>().post(
  "/download-estimate",
  documented(
    {
      summary: "The estimate as an Excel workbook",
      description:
        "Sheets Summary, Breakdown (numeric currency cells and a total), Project budget (the total project cost, " +
        "item by item with its source), Requirements and answers, Comparable projects (the final estimate's " +
        "`comparables`: the nearest published projects with their links, and the reference class), What moves your " +
        "cost (/api/what-if: the five biggest savings and additions, then every change with its ranges), and Sources. " +
        "The body is the final estimate's; costBreakdown and requirements are accepted and ignored.",
      tags: ["Estimates"],
      body: DownloadEstimateInputSchema,
      ok: { description: "The .xlsx file, as an attachment.", mediaType: XLSX_TYPE },
      errors: REPLAY_BODY_ERRORS,
    },
    jsonBody(DownloadEstimateInputSchema),
  ),
  async (c) => {
    const { projectData, answers, startDate, landCost } = c.req.valid("json");
    checkAnswers(answers);
    const now = new Date();
    const budget = checkBudget({ startDate, landCost }, now);
    const { project, timestamp } = projectData;
    const final = finalEstimate(project, answers, budget);
    const bytes = renderWorkbook({
      project,
      estimate: final,
      answers: answers.map((a, i) => ({
        questionNumber: a.questionNumber,
        answer: a.answer,
        asked: final.questions[i] ?? null,
      })),
      generatedAt: now,
      sources: WORKBOOK_SOURCES,
      comparables: await comparablesOf(project, answers, final.costEstimate),
      whatIf: whatIf(project, answers, budget),
    });
    return c.body(bytes, 200, {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${downloadFilename(timestamp, now)}"`,
      "Cache-Control": "no-store",
    });
  },
);
