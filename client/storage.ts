/**
 * The visitor's journey in local storage (specification §3, §7): projectData, finalAnswers and
 * finalCostEstimate, plus the answers of a flow in progress so a reload can replay it (§4). Every
 * read parses defensively: missing, unparseable or mis-shaped data never throws.
 */
import * as v from "valibot";
import { MAX_LAND_COST, MAX_START_MONTHS } from "../shared/api/constants";
import { START_DATE_FORMAT, monthOf, monthText } from "../shared/api/months";
import type { AnswerRecord, BudgetInput, CostEstimate } from "../shared/api/outputs";

export const KEYS = {
  projectData: "projectData",
  finalAnswers: "finalAnswers",
  finalCostEstimate: "finalCostEstimate",
  flowProgress: "questionFlowProgress",
  budget: "projectBudget",
  /** The answers a plan set gave (client/drawing-answers.ts). */
  drawings: "drawingAnswers",
} as const;

const ProjectDataSchema = v.object({
  constructionType: v.pipe(v.string(), v.minLength(1)),
  state: v.pipe(v.string(), v.minLength(1)),
  city: v.optional(v.string()),
  timestamp: v.optional(v.string()),
  /** An optional ZIP code the start form checked: the project is priced by its county. */
  zip: v.optional(v.string()),
});
/** Specification §3 "Project data"; city is optional when a landing page stored it. */
export type ProjectData = v.InferOutput<typeof ProjectDataSchema>;
/** Project data with every field the API needs. */
export type CompleteProjectData = Required<Omit<ProjectData, "zip">> & Pick<ProjectData, "zip">;

const AnswerSchema = v.object({
  question: v.string(),
  answer: v.union([v.string(), v.number()]),
  questionNumber: v.number(),
});
const AnswersSchema = v.array(AnswerSchema);
const ProgressSchema = v.object({
  timestamp: v.string(),
  answers: AnswersSchema,
  /** Answers of an earlier pass beyond a changed answer, offered again where their question comes back. */
  kept: v.optional(AnswersSchema, []),
});

/** The flow's stored progress: the answers in order, and answers kept from an earlier pass. */
export interface Progress {
  answers: AnswerRecord[];
  kept: AnswerRecord[];
}

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Storage can be disabled; the journey then simply does not persist.
  }
}

function readJson(key: string): { found: false } | { found: true; value: unknown; ok: boolean } {
  const raw = store()?.getItem(key);
  if (raw == null) return { found: false };
  try {
    return { found: true, value: JSON.parse(raw) as unknown, ok: true };
  } catch {
    return { found: true, value: undefined, ok: false };
  }
}

function writeJson(key: string, value: unknown) {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.error(`Could not save ${key}`, err);
  }
}

/** The stored project data: missing, invalid (unparseable or mis-shaped), or ok. */
export function readProjectData():
  { status: "missing" } | { status: "invalid" } | { status: "ok"; data: ProjectData } {
  const read = readJson(KEYS.projectData);
  if (!read.found) return { status: "missing" };
  const parsed = read.ok ? v.safeParse(ProjectDataSchema, read.value) : null;
  return parsed?.success ? { status: "ok", data: parsed.output } : { status: "invalid" };
}

/** True when the project data has a city and a timestamp, as the question flow needs. */
export function isComplete(data: ProjectData): data is CompleteProjectData {
  return Boolean(data.city && data.timestamp);
}

export function saveProjectData(data: ProjectData) {
  writeJson(KEYS.projectData, data);
}

/** Progress of the flow for this project (matched by its timestamp); empty when there is none. */
export function readProgress(timestamp: string): Progress {
  const read = readJson(KEYS.flowProgress);
  if (!read.found || !read.ok) return { answers: [], kept: [] };
  const parsed = v.safeParse(ProgressSchema, read.value);
  return parsed.success && parsed.output.timestamp === timestamp
    ? { answers: parsed.output.answers, kept: parsed.output.kept }
    : { answers: [], kept: [] };
}

export function saveProgress(timestamp: string, answers: AnswerRecord[], kept: AnswerRecord[] = []) {
  writeJson(KEYS.flowProgress, kept.length > 0 ? { timestamp, answers, kept } : { timestamp, answers });
}

/** Saves what the results page loads (specification §4: answers and the last estimate). */
export function saveFinal(answers: AnswerRecord[], estimate: CostEstimate) {
  writeJson(KEYS.finalAnswers, answers);
  writeJson(KEYS.finalCostEstimate, estimate);
}

export function readFinalAnswers(): AnswerRecord[] | null {
  const read = readJson(KEYS.finalAnswers);
  if (!read.found || !read.ok) return null;
  const parsed = v.safeParse(AnswersSchema, read.value);
  return parsed.success ? parsed.output : null;
}

/** The last estimate of the flow, if it looks like one. */
export function readFinalCostEstimate(): CostEstimate | null {
  const read = readJson(KEYS.finalCostEstimate);
  if (!read.found || !read.ok) return null;
  const parsed = v.safeParse(v.looseObject({ min: v.number(), max: v.number() }), read.value);
  return parsed.success ? (parsed.output as unknown as CostEstimate) : null;
}

/** Retake (specification §2): clears the project data, the final answers and estimate. */
export function clearJourney() {
  for (const key of Object.values(KEYS)) {
    try {
      store()?.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}

/** The current month, "YYYY-MM" (UTC, as the API checks it), shifted by `ahead` months. */
export function monthFromNow(ahead = 0, now = new Date()): string {
  return monthText(monthOf(now) + ahead);
}

/** True when `month` ("YYYY-MM") is a start the API accepts today: this month to five years ahead. */
export function isAcceptedStart(month: string, now = new Date()): boolean {
  return (
    START_DATE_FORMAT.test(month) &&
    month >= monthFromNow(0, now) &&
    month <= monthFromNow(MAX_START_MONTHS, now)
  );
}

const BudgetSchema = v.object({
  startDate: v.nullish(v.string()),
  landCost: v.nullish(v.number()),
});

/**
 * The visitor's planned start and land cost (decision record 011), or nulls. A stored
 * start that has since passed, or a land cost out of bounds, is dropped rather than sent.
 */
export function readBudget(now = new Date()): BudgetInput {
  const read = readJson(KEYS.budget);
  const parsed = read.found && read.ok ? v.safeParse(BudgetSchema, read.value) : null;
  const b = parsed?.success ? parsed.output : {};
  const startDate = b.startDate && isAcceptedStart(b.startDate, now) ? b.startDate : null;
  const land = b.landCost;
  const landCost = land != null && Number.isFinite(land) && land >= 0 && land <= MAX_LAND_COST ? land : null;
  return { startDate, landCost };
}

export function saveBudget(budget: BudgetInput) {
  writeJson(KEYS.budget, budget);
}
