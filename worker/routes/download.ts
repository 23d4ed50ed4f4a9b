/**
 * POST /api/download-estimate (specification §7): the estimate as an .xlsx file named
 * `cost-estimate-{timestamp}.xlsx`. The server recomputes everything from projectData and the ten
 * answers; the costBreakdown and requirements the specification's client sends are ignored, so a
 * client cannot put numbers of its own into the file.
 */
import { Hono } from "hono";
import {
  ENGINE_SOURCES,
  nextQuestion,
  type AnswerRecord,
  type ProjectInput,
  type QuestionOut,
} from "../../shared/engine/index";
import { PLACES_SOURCES } from "../../shared/places/index";
import { DownloadEstimateInputSchema } from "../../shared/schemas";
import { methodNotAllowed } from "../http";
import { finishConversation } from "../project";
import { validateJson } from "../validate";
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

/** The question each answer answered: the engine's question at each step of the replay. */
function askedQuestions(project: ProjectInput, answers: AnswerRecord[]): Array<QuestionOut | null> {
  return answers.map((_, i) => nextQuestion(project, answers.slice(0, i)).question);
}

/** The download route, mounted under /api. */
export const download = new Hono<{ Bindings: Env }>();

download.post("/download-estimate", async (c) => {
  const body = await validateJson(c, DownloadEstimateInputSchema);
  if (!body.ok) return body.response;
  const done = finishConversation(c, body.data);
  if (!done.ok) return done.response;
  const { project, records, final } = done;
  const asked = askedQuestions(project, records);
  const now = new Date();
  const bytes = renderWorkbook({
    project,
    estimate: final,
    answers: records.map((a, i) => ({
      questionNumber: a.questionNumber,
      answer: a.answer,
      asked: asked[i] ?? null,
    })),
    generatedAt: now,
    sources: WORKBOOK_SOURCES,
  });
  return c.body(bytes, 200, {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="${downloadFilename(body.data.projectData.timestamp, now)}"`,
    "Cache-Control": "no-store",
  });
});
download.all("/download-estimate", methodNotAllowed(["POST"]));
