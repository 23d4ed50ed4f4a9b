/**
 * The one share-save flow of an estimate (the live panel's Share mid-flow and the results page's):
 * save it (POST /api/estimates) and share `/cost-estimate?id=…`. When no saved link can be made —
 * the day's share links are used up, the visitor's caps are reached, or the store is down — the
 * link carries the project and the answers instead (`/cost-estimate?type=…&state=…&a=…`), and the
 * results page computes the estimate from them again through the API, so no visitor is left
 * without a link. Such a link shows today's figures, not a frozen copy.
 */
import { MAX_LAND_COST, QUESTION_COUNT } from "../../../shared/api/constants";
import { START_DATE_FORMAT } from "../../../shared/api/months";
import type { AnswerRecord, BudgetInput } from "../../../shared/api/outputs";
import { ApiError, ApiTimeoutError, saveEstimate } from "../../api";
import type { DrawnAnswer } from "../../drawing-answers";
import type { CompleteProjectData } from "../../storage";

/** A link to share, and why it is the answers link when it is one. */
export interface ShareableLink {
  url: string;
  /** Set when no saved link could be made: what to tell the visitor about the link given instead. */
  fallback?: string;
}

/** What the visitor is told with an answers link. */
export const FALLBACK_NOTE =
  "Share links cannot be saved right now, so this link carries your answers: it opens the same estimate, worked out again with today's prices.";

/** The answers link of an estimate: project (with its ZIP code), answer values in order, and the budget if given. */
export function answersLink(
  origin: string,
  project: LinkProject,
  answers: readonly AnswerRecord[],
  budget: BudgetInput = { startDate: null, landCost: null },
): string {
  const params = projectParams(project);
  for (const a of answers) params.append("a", String(a.answer).trim());
  if (budget.startDate) params.set("start", budget.startDate);
  if (budget.landCost !== null) params.set("land", String(budget.landCost));
  return `${origin}/cost-estimate?${params.toString()}`;
}

/** The project a link carries: type, state, city and the ZIP code the estimate was started with. */
export type LinkProject = Pick<CompleteProjectData, "constructionType" | "state" | "city" | "zip">;

const ZIP = /^\d{5}$/;

/** A link's project parameters: `type`, `state`, and `city` and `zip` when given. */
export function projectParams(project: LinkProject): URLSearchParams {
  const params = new URLSearchParams({ type: project.constructionType, state: project.state });
  if (project.city) params.set("city", project.city);
  if (project.zip && ZIP.test(project.zip)) params.set("zip", project.zip);
  return params;
}

/** What an answers link carries: the project, the answer values in order and the budget. */
export interface AnswersLinkData {
  project: LinkProject;
  answers: (string | number)[];
  budget: BudgetInput;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The answers link's data, or null when the query is not one (no type, state or answers, or too many). */
export function readAnswersLink(params: URLSearchParams): AnswersLinkData | null {
  const type = params.get("type");
  const state = params.get("state");
  const values = params.getAll("a");
  if (!type || !state || values.length === 0 || values.length > QUESTION_COUNT) return null;
  const start = params.get("start");
  const land = Number(params.get("land") ?? NaN);
  return {
    project: { constructionType: type, state, city: params.get("city") ?? "", ...zipOf(params) },
    answers: values.map((a) => (NUMBER.test(a.replace(/,/g, "")) ? Number(a.replace(/,/g, "")) : a)),
    budget: {
      startDate: start && START_DATE_FORMAT.test(start) ? start : null,
      landCost: Number.isFinite(land) && land >= 0 && land <= MAX_LAND_COST ? land : null,
    },
  };
}

/** A link's ZIP code, when it carries five digits. */
function zipOf(params: URLSearchParams): { zip?: string } {
  const zip = params.get("zip")?.trim();
  return zip && ZIP.test(zip) ? { zip } : {};
}

/** Whether a failed save should fall back to the answers link: limits, an outage, no answer at all. */
function noSavedLink(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 429 || err.status >= 500;
  // A timeout or a lost connection: the answers link needs no server to be made.
  return err instanceof ApiTimeoutError || err instanceof TypeError;
}

/**
 * The link to share for an estimate: its saved link (saved now unless `savedId` is given), or the
 * answers link when no saved link can be made. Other failures (answers the server refuses) throw.
 */
export async function estimateShareLink(
  project: CompleteProjectData,
  answers: readonly AnswerRecord[],
  budget: BudgetInput,
  savedId: string | null = null,
  drawn: readonly DrawnAnswer[] = [],
  save: typeof saveEstimate = saveEstimate,
): Promise<ShareableLink & { id: string | null }> {
  const origin = location.origin;
  if (savedId) return { url: `${origin}/cost-estimate?id=${encodeURIComponent(savedId)}`, id: savedId };
  try {
    const { id } = await save(project, [...answers], budget, drawn);
    return { url: `${origin}/cost-estimate?id=${encodeURIComponent(id)}`, id };
  } catch (err) {
    if (!noSavedLink(err)) throw err;
    console.warn("No saved share link; sharing the answers link", err);
    return { url: answersLink(origin, project, answers, budget), fallback: FALLBACK_NOTE, id: null };
  }
}
