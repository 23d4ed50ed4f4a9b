/**
 * The project of a quote check taken from an estimate in one click: the visitor's last estimate
 * (local storage) or a saved estimate's share link or id. Type, state and city come as stored; the
 * area when it was answered; the quality from the answer to the finish-level question (option a–d
 * are economy to luxury in every question bank; "Not sure" leaves it open).
 */
import type { AnswerRecord, CostEstimate, Quality, SavedEstimate } from "../../../shared/api/outputs";
import { findCity, findState } from "../../../shared/places";
import { isProjectTypeId, type ProjectTypeId } from "../../../shared/project-types";
import { readFinalAnswers, readFinalCostEstimate, readProjectData } from "../../storage";

export type { Quality };

/** The project fields of the form. */
export interface QuoteProjectValues {
  type: ProjectTypeId | null;
  state: string | null;
  city: string | null;
  areaSqFt: number | null;
  quality: Quality | null;
}

export const EMPTY_PROJECT: QuoteProjectValues = {
  type: null,
  state: null,
  city: null,
  areaSqFt: null,
  quality: null,
};

const TIERS: Record<string, Quality> = { a: "economy", b: "standard", c: "premium", d: "luxury" };
const QUALITY_QUESTION = /\b(?:finishes|quality|building class)\b/i;

/** The quality tier chosen in a conversation, if the finish-level question was answered. */
export function qualityOf(answers: readonly AnswerRecord[] | null): Quality | null {
  const answer = answers?.find((a) => QUALITY_QUESTION.test(a.question))?.answer;
  return typeof answer === "string" ? (TIERS[answer.trim().toLowerCase()] ?? null) : null;
}

function values(
  project: { constructionType: string; state: string; city?: string | null },
  estimate: Pick<CostEstimate, "sq_ft" | "sqFtAnswered"> | null | undefined,
  answers: readonly AnswerRecord[] | null,
): QuoteProjectValues | null {
  const state = findState(project.state);
  if (!isProjectTypeId(project.constructionType) || !state) return null;
  const city = project.city ? (findCity(state, project.city)?.name ?? project.city) : null;
  return {
    type: project.constructionType,
    state: state.name,
    city,
    areaSqFt: estimate && estimate.sqFtAnswered !== false && estimate.sq_ft > 0 ? estimate.sq_ft : null,
    quality: qualityOf(answers),
  };
}

/** The visitor's last estimate from local storage, or null when there is none. */
export function lastEstimateProject(): QuoteProjectValues | null {
  const stored = readProjectData();
  if (stored.status !== "ok") return null;
  return values(stored.data, readFinalCostEstimate(), readFinalAnswers());
}

/** A saved estimate's project. */
export function savedEstimateProject(saved: SavedEstimate): QuoteProjectValues | null {
  return values(saved.projectData, saved.costEstimate, saved.answers);
}

/** The id in a share link ("…/cost-estimate?id=…") or a bare id; null when there is none. */
export function estimateIdOf(text: string): string | null {
  const m = /(?:[?&]id=)?([0-9a-f]{32})\b/i.exec(text.trim());
  return m ? m[1]!.toLowerCase() : null;
}
