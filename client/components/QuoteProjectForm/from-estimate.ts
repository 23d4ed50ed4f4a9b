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
  /** The estimate the fields came from: the quote is checked against its answers and range. */
  estimate?: EstimateBasis | null;
}

/**
 * An estimate a quote is checked against: its answers (sent with the check, so the range is that
 * estimate's own, not a typical project's), its range as it showed it, and where it came from.
 */
export interface EstimateBasis {
  source: "last" | "saved";
  /** The saved estimate's id, for a saved one. */
  id: string | null;
  answers: AnswerRecord[];
  min: number;
  max: number;
  /** The ZIP code the estimate was started with: its place may be priced by the ZIP's county. */
  zip?: string | null;
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
  project: { constructionType: string; state: string; city?: string | null; zip?: string | null },
  estimate: Pick<CostEstimate, "sq_ft" | "sqFtAnswered" | "min" | "max"> | null | undefined,
  answers: readonly AnswerRecord[] | null,
  from: Pick<EstimateBasis, "source" | "id">,
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
    estimate:
      answers?.length && estimate && estimate.max > 0
        ? {
            ...from,
            answers: [...answers],
            min: estimate.min,
            max: estimate.max,
            ...(project.zip ? { zip: project.zip } : {}),
          }
        : null,
  };
}

/** The visitor's last estimate from local storage, or null when there is none. */
export function lastEstimateProject(): QuoteProjectValues | null {
  const stored = readProjectData();
  if (stored.status !== "ok") return null;
  return values(stored.data, readFinalCostEstimate(), readFinalAnswers(), { source: "last", id: null });
}

/** A saved estimate's project. */
export function savedEstimateProject(saved: SavedEstimate): QuoteProjectValues | null {
  return values(saved.projectData, saved.costEstimate, saved.answers, { source: "saved", id: saved.id });
}

/**
 * The fields with the estimate they came from, while they still describe it: a type, place, area
 * or quality changed by hand means a different project, checked against a typical one.
 */
export function keepBasis(next: QuoteProjectValues, previous: QuoteProjectValues): QuoteProjectValues {
  const basis = next.estimate;
  if (!basis) return next;
  const same =
    next.type === previous.type &&
    next.state === previous.state &&
    next.city === previous.city &&
    next.areaSqFt === previous.areaSqFt &&
    next.quality === previous.quality;
  return same || next.estimate !== previous.estimate ? next : { ...next, estimate: null };
}

/**
 * The project of a tool's API body: type, state and city, the area and quality when given, and
 * the estimate's own answers when the fields came from one (its range, not a typical project's).
 */
export function requestProject(project: QuoteProjectValues) {
  return {
    constructionType: project.type ?? "",
    state: project.state ?? "",
    city: project.city,
    ...(project.areaSqFt ? { areaSqFt: project.areaSqFt } : {}),
    ...(project.quality ? { quality: project.quality } : {}),
    ...(project.estimate ? { answers: project.estimate.answers } : {}),
    ...(project.estimate?.zip ? { zip: project.estimate.zip } : {}),
  };
}

/** Which estimate a check uses, in words: "your saved estimate (…1a2b)", "your last estimate". */
export function basisName(basis: EstimateBasis): string {
  return basis.source === "saved"
    ? `your saved estimate${basis.id ? ` (…${basis.id.slice(-6)})` : ""}`
    : "your last estimate";
}

/** The id in a share link ("…/cost-estimate?id=…") or a bare id; null when there is none. */
export function estimateIdOf(text: string): string | null {
  const m = /(?:[?&]id=)?([0-9a-f]{32})\b/i.exec(text.trim());
  return m ? m[1]!.toLowerCase() : null;
}
