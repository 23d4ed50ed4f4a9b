/**
 * What hostile traffic asks of the worker: JSON content types only, writes only from the site's
 * own pages, clean saved records, short error quotes, 404 for what does not exist, and the
 * isolation headers on every answer.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CUSTOM_CITY_RULE } from "../../shared/api/text";
import { drain, MAX_DRAIN_BYTES } from "../../worker/middleware/body";
import { BASE, converse, post, projectData, type ErrorJson, POST_ENDPOINTS as POSTS } from "./api-helpers";
import { ASSETS, SHELL } from "./landing-helpers";
import app from "../../worker/index";

const start = { constructionType: "single-family", state: "Texas", city: "Austin" };

async function errorOf(res: Response) {
  return ((await res.json()) as ErrorJson).error;
}

describe("content types", () => {
  for (const path of POSTS) {
    it(`${path} answers 415 to text/plain and to a form body`, async () => {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ]) {
        const res = await post(path, JSON.stringify(start), { headers: { "content-type": type } });
        expect(res.status).toBe(415);
        expect((await errorOf(res)).code).toBe("unsupported_media_type");
      }
    });
  }

  it("accepts application/json with a charset and +json types", async () => {
    for (const type of ["application/json; charset=utf-8", "application/vnd.c2c+json"]) {
      const res = await post("/api/initialize-questions", start, { headers: { "content-type": type } });
      expect(res.status).toBe(200);
    }
  });
});

describe("writes from other sites", () => {
  const pd = projectData("single-family", "Texas", "Cross Town");
  const save = async (headers: Record<string, string>) => {
    const { answers } = await converse(pd);
    return post(
      "/api/estimates",
      { projectData: pd, answers },
      { headers: { "content-type": "application/json", ...headers } },
    );
  };

  it("answers 403 cross_site to Sec-Fetch-Site: cross-site", async () => {
    const res = await save({ "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("cross_site");
  });

  it("answers 403 to an Origin that is not the site's own, and to Origin: null", async () => {
    expect((await save({ origin: "https://evil.example" })).status).toBe(403);
    expect((await save({ origin: "null" })).status).toBe(403);
  });

  it("serves the site's own pages and clients that send neither header", async () => {
    expect((await save({ origin: BASE, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await save({})).status).toBe(200);
  });
});

describe("saved records and error messages", () => {
  it("stores the timestamp as a clean ISO date and refuses one that is not", async () => {
    const pd = { ...projectData("single-family", "Texas", "Austin"), timestamp: "2026-11-21T12:00:00+02:00" };
    const { answers } = await converse(pd);
    const saved = await post("/api/estimates", { projectData: pd, answers });
    const { id } = (await saved.json()) as { id: string };
    const record = (await (await exports.default.fetch(`${BASE}/api/estimates/${id}`)).json()) as {
      projectData: { timestamp: string };
    };
    expect(record.projectData.timestamp).toBe("2026-11-21T10:00:00.000Z");

    const bad = { ...pd, timestamp: "(<script>alert(1)</script>) 2020" };
    const res = await post("/api/final-estimate", { projectData: bad, answers });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues?.[0]?.path).toBe("projectData.timestamp");
  });

  it("strips control characters from text and title-cases a custom city", async () => {
    const res = await post("/api/estimate", { ...start, city: "dripping\u0000 springs\u202e" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { project: { city: { name: string; custom: boolean } } };
    expect(body.project.city).toMatchObject({ name: "Dripping Springs", custom: true });
  });

  it("stores answers without the control characters the replay tolerates around them", async () => {
    const pd = projectData("single-family", "Texas", "Control Town");
    const { answers } = await converse(pd);
    const padded = answers.map((a) => ({
      ...a,
      question: `\t${a.question}\n`,
      answer: typeof a.answer === "string" ? `${a.answer}\r\n` : a.answer,
    }));
    const saved = await post("/api/estimates", { projectData: pd, answers: padded });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const record = (await (await exports.default.fetch(`${BASE}/api/estimates/${id}`)).json()) as {
      answers: typeof answers;
    };
    expect(record.answers).toEqual(answers);
  });

  it("refuses a custom city over 60 characters or with other characters (decision record 012)", async () => {
    for (const city of ["x".repeat(61), "Town <b>", "Town #5", "=SUM(A1)"]) {
      const res = await post("/api/initialize-questions", { ...start, city });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).issues?.[0]?.path).toBe("city");
    }
    for (const city of ["St. Louis", "O'Fallon", "Winston-Salem", "Coeur d'Alene", "Cañon City"]) {
      expect((await post("/api/initialize-questions", { ...start, city })).status).toBe(200);
    }
  });

  it("refuses look-alike and punctuation-only custom cities with the rule's message", async () => {
    for (const city of ["\u0410ustin", "Aust\u0456n", "\uff21ustin", "...", "-'-"]) {
      const res = await post("/api/initialize-questions", { ...start, city });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.issues?.[0]?.path).toBe("city");
      expect(error.message).toContain(CUSTOM_CITY_RULE);
    }
    for (const city of ["O\u2019Fallon", "\u2018Ewa Gentry"]) {
      expect((await post("/api/initialize-questions", { ...start, state: "Hawaii", city })).status).toBe(200);
    }
  });

  it("quotes at most 100 characters of a bad value (a 60 KB state)", async () => {
    const res = await post("/api/initialize-questions", { ...start, state: "z".repeat(150) });
    const error = await errorOf(res);
    expect(error.message).toContain(`'${"z".repeat(100)}…'`);
    expect(JSON.stringify(error).length).toBeLessThan(1000);

    const huge = await post("/api/initialize-questions", { ...start, state: "z".repeat(60_000) });
    expect(huge.status).toBe(400);
    expect((await huge.text()).length).toBeLessThan(1000);
  });

  it("quotes at most 100 characters of an unknown API path", async () => {
    const res = await exports.default.fetch(`${BASE}/api/${"p".repeat(5000)}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message.length).toBeLessThan(200);
  });
});

describe("paths that do not exist", () => {
  const get = (path: string, init?: RequestInit) => app.request(`${BASE}${path}`, init, { ...env, ASSETS });

  it("answers /api and /api/ with 404 JSON", async () => {
    for (const path of ["/api", "/api/"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    }
  });

  it("answers an unknown page, /404 and /API/health with the app shell and status 404", async () => {
    for (const path of ["/no/such/page", "/404", "/API/health"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toBe(SHELL);
    }
  });

  it("answers the app's own pages with the shell and 200", async () => {
    for (const path of ["/conceptual-estimate", "/question-flow", "/cost-estimate", "/api-reference"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers a missing /assets/* file with a plain 404 that nothing caches", async () => {
    const res = await get("/assets/QuestionFlow.page-OLDHASH.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).not.toContain("<html");
  });
});

describe("isolation headers", () => {
  it("sends Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy on API and page answers", async () => {
    for (const res of [
      await exports.default.fetch(`${BASE}/api/health`),
      await app.request(`${BASE}/no/such/page`, {}, { ...env, ASSETS }),
    ]) {
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});

describe("unread bodies", () => {
  it("are read to the end after the answer, up to 1 MB", async () => {
    let pulled = 0;
    const stream = (total: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024));
        },
      });
    await drain(stream(70 * 1024));
    expect(pulled).toBe(80 * 1024);
    pulled = 0;
    await drain(stream(10 * MAX_DRAIN_BYTES));
    expect(pulled).toBeLessThan(MAX_DRAIN_BYTES + 64 * 1024);
  });

  it("leaves a 413, 405 and 404 to big bodies JSON with the security headers", async () => {
    const big = JSON.stringify({ pad: "x".repeat(70 * 1024) });
    for (const [path, method, status] of [
      ["/api/estimate", "POST", 413],
      ["/api/estimate", "PUT", 413],
      ["/api/nothing", "POST", 413],
    ] as const) {
      const res = await post(path, big, { method });
      expect(res.status).toBe(status);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect((await errorOf(res)).code).toBe("payload_too_large");
    }
  });
});
