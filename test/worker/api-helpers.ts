/**
 * Helpers of the API tests: POST JSON through the worker's own fetch handler (inside workerd),
 * and walk a whole conversation the way the specification's client does (§4: each Next sends
 * the current answer and every answer so far).
 */
import { exports } from "cloudflare:workers";
import type { AnswerRecord, CostEstimate, FinalEstimate, QuestionOut } from "../../shared/engine/index";

export const BASE = "http://c2c.test";

/** The worker's answer to a POST of `body` as JSON (or as the raw text given). */
export function post(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

/** POST endpoints the bad-input and hardening tests send hostile bodies to. */
export const POST_ENDPOINTS = [
  "/api/initialize-questions",
  "/api/next-question",
  "/api/final-estimate",
  "/api/download-estimate",
  "/api/estimate",
  "/api/estimates",
  "/api/quote-check",
  "/api/quote-check/download",
  "/api/quote-checks",
  "/api/what-if",
  "/api/scenarios",
  "/api/scenarios/download",
];

/** The error body every failure has. */
export interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

export interface StepJson {
  question: QuestionOut | null;
  costEstimate: CostEstimate;
}

/** A plausible answer: a mid-size number, or option b (a real choice, not "Not sure"). */
export function pickAnswer(q: QuestionOut): string | number {
  if (q.kind === "number") {
    const min = q.min ?? 0;
    const max = q.max ?? min;
    return Math.min(max, Math.max(min, Math.round((min + max) / 4 / 100) * 100 || min));
  }
  return "b";
}

/** Project data of the specification's client (§3). */
export function projectData(constructionType: string, state = "Texas", city: string | null = "Austin") {
  return { constructionType, state, city, timestamp: "2026-11-21T10:00:00.000Z" };
}

/** Walks the ten questions through initialize-questions and next-question; returns every step. */
export async function converse(
  pd: ReturnType<typeof projectData>,
  choose: (q: QuestionOut) => string | number = pickAnswer,
): Promise<{ steps: StepJson[]; answers: AnswerRecord[] }> {
  const first = await post("/api/initialize-questions", {
    constructionType: pd.constructionType,
    city: pd.city,
    state: pd.state,
  });
  if (first.status !== 200) throw new Error(`initialize-questions: ${first.status} ${await first.text()}`);
  const steps: StepJson[] = [(await first.json()) as StepJson];
  const answers: AnswerRecord[] = [];
  for (let step = steps[0]!; step.question;) {
    const q = step.question;
    const answer = choose(q);
    answers.push({ question: q.question, answer, questionNumber: q.questionNumber });
    const res = await post("/api/next-question", { projectData: pd, currentAnswer: answer, answers });
    if (res.status !== 200)
      throw new Error(`next-question ${q.questionNumber}: ${res.status} ${await res.text()}`);
    step = (await res.json()) as StepJson;
    steps.push(step);
  }
  return { steps, answers };
}

/** The final estimate of a finished conversation. */
export async function finalOf(
  pd: ReturnType<typeof projectData>,
  answers: AnswerRecord[],
): Promise<FinalEstimate> {
  const res = await post("/api/final-estimate", { projectData: pd, answers });
  if (res.status !== 200) throw new Error(`final-estimate: ${res.status} ${await res.text()}`);
  return (await res.json()) as FinalEstimate;
}
