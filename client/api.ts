/**
 * The client's calls to the API (specification §7): JSON bodies, no credentials. Any non-success
 * status throws "API request failed: {status} {statusText}" (§8) as an ApiError that keeps the
 * server's own message (`{ error: { message } }`) for display.
 */
import type { AnswerRecord, CostEstimate, FinalEstimate, Step } from "../shared/engine/types";
import type { QuoteCheckResult } from "../shared/quote/types";
import type { QuoteCheckInput } from "../shared/quote-schemas";
import type { CompleteProjectData, ProjectData } from "./storage";

/** A non-success response: the spec's message, plus what the server said, if anything. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(`API request failed: ${status} ${statusText}`.trim());
    this.name = "ApiError";
  }
}

/** The text to show for a failure: the server's message, the error's own, or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

async function serverMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    return typeof body?.error?.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

async function request(path: string, init: RequestInit): Promise<Response> {
  const res = await fetch(path, {
    ...init,
    credentials: "omit",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...init.headers },
  });
  if (!res.ok) {
    const error = new ApiError(res.status, res.statusText, await serverMessage(res));
    console.error(error.message, { path, serverMessage: error.serverMessage });
    throw error;
  }
  return res;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await request(path, { method: "POST", body: JSON.stringify(body) });
  return (await res.json()) as T;
}

/** The body the flow sends about the project (specification §7). */
export function apiProject(p: CompleteProjectData) {
  return { constructionType: p.constructionType, city: p.city, state: p.state, timestamp: p.timestamp };
}

/** POST /api/initialize-questions: the first question and the starting estimate. */
export function initializeQuestions(p: CompleteProjectData): Promise<Step> {
  return postJson("/api/initialize-questions", {
    constructionType: p.constructionType,
    city: p.city,
    state: p.state,
  });
}

/** POST /api/next-question: the next question (null after ten) and the updated estimate. */
export function nextQuestion(
  p: CompleteProjectData,
  currentAnswer: string | number,
  answers: AnswerRecord[],
): Promise<Step> {
  return postJson("/api/next-question", { projectData: apiProject(p), currentAnswer, answers });
}

/** POST /api/final-estimate: the breakdown, the requirements and the final estimate. */
export function finalEstimate(p: CompleteProjectData, answers: AnswerRecord[]): Promise<FinalEstimate> {
  return postJson("/api/final-estimate", { projectData: apiProject(p), answers });
}

/** POST /api/download-estimate: the workbook's bytes. Throws "Download failed" (§8). */
export async function downloadEstimate(body: {
  projectData: CompleteProjectData;
  answers: AnswerRecord[];
  costBreakdown?: FinalEstimate["costBreakdown"];
  requirements?: string[];
}): Promise<Blob> {
  const res = await fetch("/api/download-estimate", {
    method: "POST",
    credentials: "omit",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, projectData: apiProject(body.projectData) }),
  });
  if (!res.ok) throw new Error("Download failed");
  return res.blob();
}

/** POST /api/estimates: stores the estimate for a share link. */
export function saveEstimate(
  p: CompleteProjectData,
  answers: AnswerRecord[],
): Promise<{ id: string; url?: string }> {
  return postJson("/api/estimates", { projectData: apiProject(p), answers });
}

/** A stored estimate as GET /api/estimates/:id returns it. */
export interface SavedEstimate {
  id?: string;
  projectData: Omit<ProjectData, "city" | "timestamp"> & { city?: string | null; timestamp?: string | null };
  answers: AnswerRecord[];
  costBreakdown: FinalEstimate["costBreakdown"];
  requirements: string[];
  costEstimate?: CostEstimate;
  savedAt?: string;
}

/** GET /api/estimates/:id: a shared estimate. */
export async function loadEstimate(id: string): Promise<SavedEstimate> {
  const res = await request(`/api/estimates/${encodeURIComponent(id)}`, { method: "GET" });
  return (await res.json()) as SavedEstimate;
}

/** POST /api/quote-check: the check of a quote against the local range. */
export function checkQuote(body: QuoteCheckInput): Promise<QuoteCheckResult> {
  return postJson("/api/quote-check", body);
}

/** POST /api/quote-check/download: the check as workbook bytes. */
export async function downloadQuoteCheck(body: QuoteCheckInput): Promise<Blob> {
  const res = await request("/api/quote-check/download", { method: "POST", body: JSON.stringify(body) });
  return res.blob();
}

/** POST /api/quote-checks: stores the check for a share link. */
export function saveQuoteCheck(body: QuoteCheckInput): Promise<{ id: string; url: string }> {
  return postJson("/api/quote-checks", body);
}

/** A stored quote check as GET /api/quote-checks/:id returns it. */
export interface SavedQuoteCheck {
  id: string;
  savedAt: string;
  input: QuoteCheckInput;
  check: QuoteCheckResult;
}

/** GET /api/quote-checks/:id: a shared quote check. */
export async function loadQuoteCheck(id: string): Promise<SavedQuoteCheck> {
  const res = await request(`/api/quote-checks/${encodeURIComponent(id)}`, { method: "GET" });
  return (await res.json()) as SavedQuoteCheck;
}
