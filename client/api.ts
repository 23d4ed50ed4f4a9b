/**
 * The client's calls to the API (specification §7) through Hono's typed client over the worker's
 * `AppType`: request bodies and response types come from the one contract (shared/api), so nothing
 * here restates a body or casts a response. No credentials. Any non-success status throws
 * "API request failed: {status} {statusText}" (§8) as an ApiError that keeps the server's own
 * message (`{ error: { message } }`) for display.
 */
import { hc, type ClientResponse } from "hono/client";
import * as v from "valibot";
import { ErrorBodySchema } from "../shared/api/errors";
import type {
  AnswerRecord,
  BudgetInput,
  CostBreakdown,
  QuoteChangesRequest,
  QuoteCheckRequest,
} from "../shared/api/outputs";
import type { AppType } from "c2c-worker";
import { OpenApiDocSchema, type OpenApiDoc } from "./components/ApiReference/openapi-doc";
import { readBudget, type CompleteProjectData } from "./storage";

/** Every call's time limit (issue 13): a server that never answers ends in the error panels. */
export const API_TIMEOUT_MS = 15_000;

/** The message of a call that ran out of time. */
export const TIMEOUT_MESSAGE = "The server did not answer within 15 seconds. Please try again.";

/** A call that ran out of time (or lost its connection before an answer). */
export class ApiTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = "ApiTimeoutError";
  }
}

/** fetch with the time limit: aborts after API_TIMEOUT_MS and throws ApiTimeoutError. */
async function fetchWithLimit(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = AbortSignal.timeout(API_TIMEOUT_MS);
  try {
    return await fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    });
  } catch (err) {
    if (signal.aborted) throw new ApiTimeoutError();
    throw err;
  }
}

const api = hc<AppType>("/", { init: { credentials: "omit" }, fetch: fetchWithLimit }).api;

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
  // A body cut off by the time limit rejects with the abort's own reason.
  if (err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError")) {
    return TIMEOUT_MESSAGE;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

async function serverMessage(res: Response): Promise<string | undefined> {
  try {
    const body = v.safeParse(ErrorBodySchema, await res.json());
    return body.success ? body.output.error.message : undefined;
  } catch {
    return undefined;
  }
}

/** The response when it succeeded; otherwise throws the ApiError (and logs it). */
async function ok<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
  what: string,
): Promise<R> {
  const res = await call;
  if (!res.ok) {
    const error = new ApiError(res.status, res.statusText, await serverMessage(res));
    console.error(error.message, { what, serverMessage: error.serverMessage });
    throw error;
  }
  return res;
}

/** The project data the flow sends (specification §7). */
export function apiProject(p: CompleteProjectData) {
  return {
    constructionType: p.constructionType,
    city: p.city,
    state: p.state,
    timestamp: p.timestamp,
    ...(p.zip ? { zip: p.zip } : {}),
  };
}

/** GET /api/zip: the place, county and state a ZIP code names (refused when not in `state`). */
export async function lookupZip(zip: string, state?: string | null) {
  const query = state ? { zip, state } : { zip };
  const res = await ok(api.zip.$get({ query }), "zip");
  return res.json();
}

/** POST /api/initialize-questions: the first question and the starting estimate. */
export async function initializeQuestions(p: CompleteProjectData, budget: BudgetInput = readBudget()) {
  const json = {
    constructionType: p.constructionType,
    city: p.city,
    state: p.state,
    ...(p.zip ? { zip: p.zip } : {}),
    ...budget,
  };
  const res = await ok(api["initialize-questions"].$post({ json }), "initialize-questions");
  return res.json();
}

/** POST /api/next-question: the next question (null after ten) and the updated estimate. */
export async function nextQuestion(
  p: CompleteProjectData,
  currentAnswer: string | number | undefined,
  answers: AnswerRecord[],
  budget: BudgetInput = readBudget(),
) {
  const json = { projectData: apiProject(p), currentAnswer, answers, ...budget };
  const res = await ok(api["next-question"].$post({ json }), "next-question");
  return res.json();
}

/** POST /api/final-estimate: the breakdown, the requirements, the estimate and the questions asked. */
export async function finalEstimate(
  p: CompleteProjectData,
  answers: AnswerRecord[],
  budget: BudgetInput = readBudget(),
) {
  const json = { projectData: apiProject(p), answers, ...budget };
  const res = await ok(api["final-estimate"].$post({ json }), "final-estimate");
  return res.json();
}

/**
 * POST /api/download-estimate: the workbook's bytes. The body is the specification's, whose
 * costBreakdown and requirements the server ignores. Throws "Download failed" (§8).
 */
export async function downloadEstimate(
  body: {
    projectData: CompleteProjectData;
    answers: AnswerRecord[];
    costBreakdown?: CostBreakdown;
    requirements?: string[];
  },
  budget: BudgetInput = readBudget(),
): Promise<Blob> {
  const res = await api["download-estimate"].$post({
    json: { ...body, projectData: apiProject(body.projectData), ...budget },
  });
  if (!res.ok) throw new Error("Download failed");
  return res.blob();
}

/** POST /api/estimates: stores the estimate for a share link, with the answers a plan set gave. */
export async function saveEstimate(
  p: CompleteProjectData,
  answers: AnswerRecord[],
  budget: BudgetInput = readBudget(),
  drawn: readonly { question: string; answer: string | number }[] = [],
) {
  const marks = drawn.map(({ question, answer }) => ({ question, answer }));
  const json = { projectData: apiProject(p), answers, ...budget, ...(marks.length ? { drawn: marks } : {}) };
  const res = await ok(api.estimates.$post({ json }), "estimates");
  return res.json();
}

/** GET /api/estimates/:id: a shared estimate. */
export async function loadEstimate(id: string) {
  const res = await ok(api.estimates[":id"].$get({ param: { id } }), "estimates/:id");
  return res.json();
}

/** GET /api/openapi.json: the published OpenAPI document, read as far as the API page needs. */
export async function loadOpenApi(): Promise<OpenApiDoc> {
  const res = await ok(api["openapi.json"].$get(), "openapi.json");
  return v.parse(OpenApiDocSchema, await res.json());
}

/**
 * POST /api/quote-check: the check of a quote against the local range. The body is a request as
 * the page builds it, or as a saved check kept it (both are valid bodies).
 */
export async function checkQuote(json: QuoteCheckRequest) {
  const res = await ok(api["quote-check"].$post({ json }), "quote-check");
  return res.json();
}

/** POST /api/quote-check/download: the check as workbook bytes. */
export async function downloadQuoteCheck(json: QuoteCheckRequest): Promise<Blob> {
  const res = await ok(api["quote-check"].download.$post({ json }), "quote-check/download");
  return res.blob();
}

/** POST /api/quote-checks: stores the check for a share link. */
export async function saveQuoteCheck(json: QuoteCheckRequest) {
  const res = await ok(api["quote-checks"].$post({ json }), "quote-checks");
  return res.json();
}

/** GET /api/quote-checks/:id: a shared quote check. */
export async function loadQuoteCheck(id: string) {
  const res = await ok(api["quote-checks"][":id"].$get({ param: { id } }), "quote-checks/:id");
  return res.json();
}

/** POST /api/quote-changes: a change order's lines priced against the baseline estimate. */
export async function priceQuoteChanges(json: QuoteChangesRequest) {
  const res = await ok(api["quote-changes"].$post({ json }), "quote-changes");
  return res.json();
}

/** POST /api/quote-changes/download: the priced change order as workbook bytes. */
export async function downloadQuoteChanges(json: QuoteChangesRequest): Promise<Blob> {
  const res = await ok(api["quote-changes"].download.$post({ json }), "quote-changes/download");
  return res.blob();
}

/** POST /api/quote-changes/saved: stores the priced change order for a share link. */
export async function saveQuoteChanges(json: QuoteChangesRequest) {
  const res = await ok(api["quote-changes"].saved.$post({ json }), "quote-changes/saved");
  return res.json();
}

/** GET /api/quote-changes/saved/:id: a shared change-order check. */
export async function loadQuoteChanges(id: string) {
  const res = await ok(api["quote-changes"].saved[":id"].$get({ param: { id } }), "quote-changes/saved/:id");
  return res.json();
}
/** POST /api/what-if: every other answer of a finished estimate, priced, largest change first. */
export async function whatIf(
  p: CompleteProjectData,
  answers: AnswerRecord[],
  budget: BudgetInput = readBudget(),
) {
  const json = { projectData: apiProject(p), answers, ...budget };
  const res = await ok(api["what-if"].$post({ json }), "what-if");
  return res.json();
}

/** One scenario's ten answers as bare values, in conversation order. */
export type ScenarioAnswers = readonly (string | number)[];

/** The body of the scenarios calls: one project and budget, each scenario's answers as bare values. */
function scenariosBody(p: CompleteProjectData, scenarios: readonly ScenarioAnswers[], budget: BudgetInput) {
  return {
    projectData: apiProject(p),
    ...budget,
    scenarios: scenarios.map((answers) => ({ answers: [...answers] })),
  };
}

/** POST /api/scenarios: up to three variants of one estimate, priced side by side. */
export async function compareScenarios(
  p: CompleteProjectData,
  scenarios: readonly ScenarioAnswers[],
  budget: BudgetInput = readBudget(),
) {
  const res = await ok(api.scenarios.$post({ json: scenariosBody(p, scenarios, budget) }), "scenarios");
  return res.json();
}

/** POST /api/scenarios/download: the comparison as workbook bytes. */
export async function downloadScenarios(
  p: CompleteProjectData,
  scenarios: readonly ScenarioAnswers[],
  budget: BudgetInput = readBudget(),
): Promise<Blob> {
  const res = await ok(
    api.scenarios.download.$post({ json: scenariosBody(p, scenarios, budget) }),
    "scenarios/download",
  );
  return res.blob();
}
