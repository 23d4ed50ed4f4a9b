/** Bad input on every endpoint: malformed JSON, wrong types, huge bodies, wrong methods. */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../worker/middleware/body";
import { QUOTE_BODY_ALLOWANCES } from "../../worker/routes/quote-check";
import { BASE, post, type ErrorJson, POST_ENDPOINTS } from "./api-helpers";

/** The largest body a path takes (the Quote Checker's routes take more than the others). */
const bodyLimit = (path: string) => QUOTE_BODY_ALLOWANCES[path] ?? MAX_BODY_BYTES;

const valid = { constructionType: "single-family", state: "Texas", city: "Austin" };

async function errorOf(res: Response) {
  expect(res.headers.get("content-type")).toContain("application/json");
  return ((await res.json()) as ErrorJson).error;
}

describe("bad input on every POST endpoint", () => {
  for (const path of POST_ENDPOINTS) {
    it(`${path} answers 400 invalid_json to the text '{"state":'`, async () => {
      const res = await post(path, '{"state":');
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("invalid_json");
    });

    it(`${path} answers 400 invalid_body to a JSON array`, async () => {
      const res = await post(path, [1, 2, 3]);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("invalid_body");
      expect(error.issues?.[0]?.path).toBe("");
    });

    const over = bodyLimit(path) / 1024 + 6;
    it(`${path} answers 413 to a ${over} KB body`, async () => {
      const res = await post(path, JSON.stringify({ ...valid, pad: "x".repeat(over * 1024) }));
      expect(res.status).toBe(413);
      expect((await errorOf(res)).code).toBe("payload_too_large");
    });

    it(`${path} answers 405 to PUT`, async () => {
      const res = await post(path, {}, { method: "PUT" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });
  }
});

describe("validation messages", () => {
  it("answers 413 to a 70 KB body streamed without a Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 70) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await exports.default.fetch(`${BASE}/api/estimate`, { method: "POST", body });
    expect(res.status).toBe(413);
  });

  it("answers 400 to an empty body and to bytes that are not UTF-8", async () => {
    expect((await post("/api/estimate", "")).status).toBe(400);
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const res = await exports.default.fetch(`${BASE}/api/estimate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bytes,
    });
    expect(res.status).toBe(400);
  });

  it("names state when it is the number 5", async () => {
    const error = await errorOf(await post("/api/initialize-questions", { ...valid, state: 5 }));
    expect(error.issues).toEqual([{ path: "state", message: "state must be a string" }]);
  });

  it("names city when it is 10,000 characters long", async () => {
    const error = await errorOf(
      await post("/api/initialize-questions", { ...valid, city: "a".repeat(10_000) }),
    );
    expect(error.issues?.[0]).toEqual({ path: "city", message: "city is longer than 200 characters" });
  });

  it("names every missing field of next-question", async () => {
    const error = await errorOf(await post("/api/next-question", {}));
    expect(error.issues?.map((i) => i.path).sort()).toEqual(["answers", "projectData"]);
  });

  it("names answers.0.answer when it is 1e400 (Infinity) or 1e12", async () => {
    for (const raw of ["1e400", "1e12"]) {
      const body = `{"projectData":{"constructionType":"single-family","state":"Texas"},"answers":[{"question":"q","answer":${raw},"questionNumber":1}]}`;
      const error = await errorOf(await post("/api/next-question", body));
      expect(error.issues?.[0]?.path).toBe("answers.0.answer");
    }
  });

  it("names answers.0.questionNumber when it is 0 or 1.5", async () => {
    for (const questionNumber of [0, 1.5]) {
      const error = await errorOf(
        await post("/api/final-estimate", {
          projectData: valid,
          answers: [{ question: "q", answer: "a", questionNumber }],
        }),
      );
      expect(error.issues?.[0]?.path).toBe("answers.0.questionNumber");
    }
  });

  it("answers 400, not 5xx, to 20,000 nested arrays in a field", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    const res = await post(
      "/api/download-estimate",
      `{"projectData":${JSON.stringify(valid)},"answers":[],"costBreakdown":${deep}}`,
    );
    expect(res.status).toBe(400);
  });

  it("ignores unknown keys such as __proto__ and extra", async () => {
    const res = await post(
      "/api/initialize-questions",
      `{"__proto__":{"admin":true},"extra":1,${JSON.stringify(valid).slice(1)}`,
    );
    expect(res.status).toBe(200);
  });
});
