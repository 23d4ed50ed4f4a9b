/** Share links: POST /api/estimates saves in KV under a content hash; GET /api/estimates/{id} reads it. */
import { likelyRange } from "../../shared/likely-range";
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATA_VERSION } from "../../shared/engine/index";
import app from "../../worker/index";
import { ESTIMATE_TTL_SECONDS, estimateKey } from "../../worker/estimate-store";
import { BASE, converse, finalOf, post, projectData, type ErrorJson } from "./api-helpers";

interface SavedJson {
  id: string;
  dataVersion: string;
  projectData: { constructionType: string; state: string; city: string | null };
  costEstimate: { expected: number };
  costBreakdown: { divisions: Record<string, number> };
  requirements: string[];
  answers: unknown[];
}

async function finished(city: string | null = "Austin") {
  const pd = projectData("single-family", "Texas", city);
  const { answers } = await converse(pd);
  return { pd, answers };
}

const get = (path: string, init?: RequestInit) => exports.default.fetch(`${BASE}${path}`, init);

/** A KV namespace whose every call fails, as in an outage. */
const brokenKv = new Proxy(
  {},
  {
    get: () => () => Promise.reject(new Error("KV is down")),
  },
) as KVNamespace;

describe("POST /api/estimates and GET /api/estimates/{id}", () => {
  it("saves an estimate and answers 201 with its id and share url", async () => {
    const { pd, answers } = await finished("El Paso");
    const res = await post("/api/estimates", { projectData: pd, answers });
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`${BASE}/cost-estimate?id=${id}`);
  });

  it("gives the same id for the same estimate twice, written once", async () => {
    const { pd, answers } = await finished("Dallas");
    const first = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as {
      id: string;
    };
    const again = await post("/api/estimates", {
      projectData: { ...pd, state: "TEXAS", city: "dallas", timestamp: "2027-01-01T00:00:00Z" },
      answers,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
  });

  it("stores canonical answers, so every spelling of the same answers gives one id", async () => {
    const { pd, answers } = await finished("San Antonio");
    const at = answers.findIndex((a) => typeof a.answer === "number");
    const value = answers[at]!.answer as number;
    const spelled = answers.map((a, i) =>
      i === at
        ? { ...a, answer: ` ${value.toLocaleString("en-US").replace(/,/g, " ")} ` }
        : typeof a.answer === "string"
          ? { ...a, answer: a.answer.toUpperCase() }
          : a,
    );
    const first = (await (await post("/api/estimates", { projectData: pd, answers: spelled })).json()) as {
      id: string;
    };
    const again = await post("/api/estimates", { projectData: pd, answers });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const saved = (await (await get(`/api/estimates/${first.id}`)).json()) as SavedJson;
    expect(saved.answers).toEqual(answers);
  });

  it("gives a different id when one answer differs", async () => {
    const { pd, answers } = await finished("Houston");
    const a = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as { id: string };
    const other = answers.map((x, i) =>
      i === answers.length - 1 ? { ...x, answer: x.answer === "a" ? "b" : "a" } : x,
    );
    const res = await post("/api/estimates", { projectData: pd, answers: other });
    expect([200, 201]).toContain(res.status);
    expect(((await res.json()) as { id: string }).id).not.toBe(a.id);
  });

  it("returns the saved numbers, data version and answers, and stores them for over a year", async () => {
    const { pd, answers } = await finished("Austin");
    const final = await finalOf(pd, answers);
    const { id } = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as {
      id: string;
    };
    const res = await get(`/api/estimates/${id}`);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as SavedJson;
    expect(saved.id).toBe(id);
    expect(saved.dataVersion).toBe(DATA_VERSION);
    expect(saved.projectData).toMatchObject({
      constructionType: "single-family",
      state: "Texas",
      city: "Austin",
    });
    expect(saved.costBreakdown).toEqual(final.costBreakdown);
    expect(saved.requirements).toEqual(final.requirements);
    expect(saved.answers).toHaveLength(10);
    const { keys } = await env.ESTIMATES.list({ prefix: estimateKey(id) });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(keys[0]?.expiration).toBeGreaterThan(yearFromNow);
    expect(ESTIMATE_TTL_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it("serves a record seeded in KV as it was stored (old data version kept)", async () => {
    const id = "0123456789abcdef0123456789abcdef";
    const record = { id, dataVersion: "2025.01.0", costEstimate: { expected: 123 } };
    await env.ESTIMATES.put(estimateKey(id), JSON.stringify(record));
    const res = await get(`/api/estimates/${id}`);
    expect(await res.json()).toEqual(record);
  });

  it("gives a record saved before the likely range its likely range, derived from its own range", async () => {
    const id = "0123456789abcdef0123456789abcdee";
    const range = { min: 200000, expected: 300000, max: 450000 };
    const record = { id, dataVersion: "2025.01.0", costEstimate: range, projectCost: range };
    await env.ESTIMATES.put(estimateKey(id), JSON.stringify(record));
    const body = (await (await get(`/api/estimates/${id}`)).json()) as {
      costEstimate: { likely: { min: number; max: number } };
      projectCost: { likely: { min: number; max: number } };
    };
    // no type saved: the widest of the types' fitted likely quantiles
    const l = likelyRange(range, undefined);
    expect(body.costEstimate.likely).toEqual({ min: Math.round(l.min), max: Math.round(l.max) });
    expect(body.projectCost.likely).toEqual(body.costEstimate.likely);
  });

  it("answers 404 JSON for the unknown id ffff…ffff and for the malformed id 'nope'", async () => {
    for (const id of ["f".repeat(32), "nope"]) {
      const res = await get(`/api/estimates/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.code).toBe("not_found");
    }
  });

  it("saves the estimate so far after five answers: its range and answers, no breakdown (issue 13)", async () => {
    const { pd, answers } = await finished("Lubbock");
    const five = answers.slice(0, 5);
    const res = await post("/api/estimates", { projectData: pd, answers: five });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const saved = (await (await get(`/api/estimates/${id}`)).json()) as SavedJson & {
      costEstimate: { min: number; max: number; answered: number };
    };
    const step = (await (
      await post("/api/next-question", { projectData: pd, currentAnswer: five[4]!.answer, answers: five })
    ).json()) as { costEstimate: { min: number; max: number; expected: number } };
    expect(saved.answers).toHaveLength(5);
    expect(saved.costEstimate.answered).toBe(5);
    expect([saved.costEstimate.min, saved.costEstimate.expected, saved.costEstimate.max]).toEqual([
      step.costEstimate.min,
      step.costEstimate.expected,
      step.costEstimate.max,
    ]);
    expect(saved.costBreakdown.divisions).toEqual({});
    expect(saved.requirements).toEqual([]);
  });

  it("answers 400 replay_mismatch for a partial save whose answers do not fit their questions", async () => {
    const { pd, answers } = await finished();
    const res = await post("/api/estimates", {
      projectData: pd,
      answers: [answers[0]!, { ...answers[1]!, answer: "zz" }],
    });
    expect(res.status).toBe(400);
  });

  it("keeps an estimate holding a land cost out of shared caches; one without may be cached publicly", async () => {
    const { pd, answers } = await finished("Round Rock");
    const plain = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as SavedJson;
    const withLand = await post("/api/estimates", { projectData: pd, answers, landCost: 350_000 });
    expect(withLand.status).toBe(201);
    const { id } = (await withLand.json()) as SavedJson;
    expect(id).not.toBe(plain.id);

    const privateRes = await get(`/api/estimates/${id}`);
    expect(privateRes.status).toBe(200);
    expect(privateRes.headers.get("cache-control")).toBe("private, no-store");
    expect(((await privateRes.json()) as { budget: { landCost: number } }).budget.landCost).toBe(350_000);

    const publicRes = await get(`/api/estimates/${plain.id}`);
    expect(publicRes.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers 405 to DELETE /api/estimates/{id} and GET /api/estimates", async () => {
    expect((await get(`/api/estimates/${"a".repeat(32)}`, { method: "DELETE" })).status).toBe(405);
    expect((await get(`/api/estimates`)).status).toBe(405);
  });
});

describe("a KV outage", () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());
  const outage = { ...env, ESTIMATES: brokenKv } as Env;
  const call = (path: string, body?: unknown) =>
    app.request(
      path,
      body === undefined
        ? {}
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      outage,
    );

  it("answers 503 share_unavailable to save and load", async () => {
    const { pd, answers } = await finished();
    const save = await call("/api/estimates", { projectData: pd, answers });
    expect(save.status).toBe(503);
    expect(((await save.json()) as ErrorJson).error.code).toBe("share_unavailable");
    const load = await call(`/api/estimates/${"a".repeat(32)}`);
    expect(load.status).toBe(503);
  });

  it("leaves every other endpoint answering 200", async () => {
    const { pd, answers } = await finished();
    const results = await Promise.all([
      call("/api/initialize-questions", {
        constructionType: "single-family",
        state: "Texas",
        city: "Austin",
      }),
      call("/api/next-question", { projectData: pd, answers: answers.slice(0, 2) }),
      call("/api/final-estimate", { projectData: pd, answers }),
      call("/api/download-estimate", { projectData: pd, answers }),
      call("/api/estimate", { constructionType: "single-family", state: "Texas" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("answers a logged 500 JSON without a stack trace when a stored record is corrupt", async () => {
    const corrupt = { ...env, ESTIMATES: { get: async () => "{not json" } as unknown as KVNamespace } as Env;
    const res = await app.request(`/api/estimates/${"b".repeat(32)}`, {}, corrupt);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: "internal_error" } });
    expect(text).not.toMatch(/at .*\.(ts|js)|SyntaxError/);
    expect(logged).toHaveBeenCalledWith(
      "unhandled error",
      "GET",
      expect.any(String),
      expect.any(SyntaxError),
    );
  });
});
