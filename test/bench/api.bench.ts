/**
 * Per-request cost of every API endpoint, the XLSX download included: each case sends one request
 * through the /api router with the worker's own middleware (security headers, body guard) and
 * error handler, and reads the whole response, in Node with no I/O, so the time per call is CPU
 * time. KV is an in-memory stand-in; the share limits are not bound (as when they fail open). The
 * place shards come from the committed files (scripts/node-place-shards.ts; the assets binding
 * below serves the same files): a "cold" case forgets the isolate's shards before each call, so it
 * pays for reading and parsing its shard (a file read here, a fetch of a static asset deployed).
 */
import { Hono } from "hono";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { clearPlaceShards } from "../../shared/places/place-shards";
import type { AnswerRecord, Step } from "../../shared/api/outputs";
import { handleError } from "../../worker/errors";
import { guardBody } from "../../worker/middleware/body";
import { securityHeaders } from "../../worker/middleware/security-headers";
import { api } from "../../worker/routes/api";

const app = new Hono<{ Bindings: Env }>();
app.use(securityHeaders());
app.use(guardBody());
app.route("/api", api);
app.onError(handleError);

const store = new Map<string, string>();
const env = {
  ESTIMATES: {
    get: async (key: string) => store.get(key) ?? null,
    put: async (key: string, value: string) => void store.set(key, value),
  },
  ASSETS: {
    fetch: async (req: Request) =>
      readFile(join("client/public", new URL(req.url).pathname)).then(
        (bytes) => new Response(bytes),
        () => new Response(null, { status: 404 }),
      ),
  },
} as unknown as Env;

/** A POST as browsers send it: JSON with its Content-Length. */
function postInit(text: string): RequestInit {
  const length = String(new TextEncoder().encode(text).byteLength);
  return { method: "POST", headers: { ...json, "content-length": length }, body: text };
}

async function call(path: string, body?: unknown): Promise<Response> {
  const init = body === undefined ? {} : postInit(JSON.stringify(body));
  const res = await app.request(path, init, env);
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`${path}: ${res.status}`);
  return res;
}

const json = { "content-type": "application/json" };

const projectData = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};
const start = { constructionType: "single-family", state: "Texas", city: "Austin" };

/** A fixed conversation through the API itself: the area, then option b or c alternately. */
async function conversation(): Promise<AnswerRecord[]> {
  const answers: AnswerRecord[] = [];
  let res = await app.request("/api/initialize-questions", postInit(JSON.stringify(start)), env);
  let step = (await res.json()) as Step;
  while (step.question) {
    const q = step.question;
    const answer = q.kind === "number" ? 2400 : answers.length % 2 ? "b" : "c";
    answers.push({ question: q.question, answer, questionNumber: q.questionNumber });
    const body = JSON.stringify({ projectData, currentAnswer: answer, answers });
    res = await app.request("/api/next-question", postInit(body), env);
    step = (await res.json()) as Step;
  }
  return answers;
}

const answers = await conversation();
const saved = (await (
  await app.request("/api/estimates", postInit(JSON.stringify({ projectData, answers })), env)
).json()) as { id: string };

const options = { samples: 60, minBatchMs: 5 };

/** A planned start two years after the current month, and a land cost (the whole budget). */
const now = new Date();
const startIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() + 24;
const budget = {
  startDate: `${Math.floor(startIndex / 12)}-${String((startIndex % 12) + 1).padStart(2, "0")}`,
  landCost: 150_000,
};

export default [
  {
    name: "api: POST /api/initialize-questions",
    async: true,
    fn: () => call("/api/initialize-questions", start),
  },
  {
    name: "api: POST /api/initialize-questions (small town by its ZIP's county)",
    async: true,
    fn: () =>
      call("/api/initialize-questions", {
        ...start,
        state: "Illinois",
        city: "",
        zip: "62263",
      }),
  },
  {
    name: "api: GET /api/zip (warm: its shard already read)",
    async: true,
    fn: () => call("/api/zip?zip=62263&state=Illinois"),
  },
  {
    name: "api: GET /api/zip (cold: its shard read and parsed first)",
    async: true,
    fn: () => {
      clearPlaceShards();
      return call("/api/zip?zip=62263&state=Illinois");
    },
  },
  {
    name: "api: POST /api/initialize-questions (small town by name, cold: its state's names read first)",
    async: true,
    fn: () => {
      clearPlaceShards();
      return call("/api/initialize-questions", { ...start, state: "Illinois", city: "Nashville" });
    },
  },
  {
    name: "api: POST /api/next-question (5 answers)",
    async: true,
    fn: () =>
      call("/api/next-question", {
        projectData,
        currentAnswer: answers[4]!.answer,
        answers: answers.slice(0, 5),
      }),
  },
  {
    name: "api: POST /api/next-question (10 answers)",
    async: true,
    fn: () => call("/api/next-question", { projectData, currentAnswer: answers[9]!.answer, answers }),
  },
  {
    name: "api: POST /api/final-estimate",
    async: true,
    fn: () => call("/api/final-estimate", { projectData, answers }),
  },
  {
    name: "api: POST /api/final-estimate (start date and land cost)",
    async: true,
    fn: () => call("/api/final-estimate", { projectData, answers, ...budget }),
  },
  {
    name: "api: POST /api/download-estimate (xlsx)",
    async: true,
    fn: () => call("/api/download-estimate", { projectData, answers }),
    options,
  },
  {
    name: "api: POST /api/download-estimate (xlsx, start date and land cost)",
    async: true,
    fn: () => call("/api/download-estimate", { projectData, answers, ...budget }),
    options,
  },
  {
    name: "api: POST /api/estimate",
    async: true,
    fn: () => call("/api/estimate", { ...start, areaSqFt: 2400, quality: "premium" }),
  },
  {
    name: "api: POST /api/estimates (already saved)",
    async: true,
    fn: () => call("/api/estimates", { projectData, answers }),
  },
  { name: "api: GET /api/estimates/{id}", async: true, fn: () => call(`/api/estimates/${saved.id}`) },
  {
    name: "api: 400 for an unknown state",
    async: true,
    fn: () =>
      app
        .request("/api/initialize-questions", postInit('{"constructionType":"x","state":"y"}'), env)
        .then((r) => r.arrayBuffer()),
  },
];
