/**
 * POST /api/drawings/facts inside workerd: the four plan sets' text items read to their facts and
 * answers (the same as the reader gives in Node), a scanned set and a text that is no drawing set,
 * and every kind of bad input answered 4xx with the error shape.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  DrawingFactsSchema,
  MAX_DRAWING_BODY_BYTES,
  MAX_DRAWING_ITEMS,
  type DrawingFacts,
} from "../../shared/api/drawings";
import { drawingAnswers, readDrawings } from "../../shared/drawings/index";
import { FIXTURES } from "../shared/drawings/fixtures";
import { SCHOOL } from "../shared/drawings/held-out";
import { post, type ErrorJson } from "./api-helpers";

const PATH = "/api/drawings/facts";

async function facts(body: unknown): Promise<DrawingFacts> {
  const res = await post(PATH, body);
  if (res.status !== 200) throw new Error(`drawings/facts: ${res.status} ${await res.text()}`);
  const json: unknown = await res.json();
  const parsed = v.parse(DrawingFactsSchema, json);
  expect(parsed).toEqual(json);
  return parsed;
}

async function refused(body: unknown, status = 400, init: RequestInit = {}): Promise<ErrorJson["error"]> {
  const res = await post(PATH, body, init);
  expect(res.status).toBe(status);
  const json = (await res.json()) as ErrorJson;
  expect(typeof json.error.message).toBe("string");
  return json.error;
}

const item = { page: 1, str: "A-101", x: 2330, y: 110, size: 30 };

describe("POST /api/drawings/facts", () => {
  it.each([...FIXTURES, SCHOOL].map((f) => [f.name, f] as const))(
    "reads %s to its facts and answers, each traced to a page",
    async (_name, fixture) => {
      const got = await facts({ items: fixture.items });
      const reading = readDrawings(fixture.items);
      const want = drawingAnswers(reading);
      expect(got.isDrawingSet).toBe(true);
      expect(got.type).toBe(fixture.expected.type);
      expect(got.answers).toEqual(JSON.parse(JSON.stringify(want.answers)));
      expect(got.conflicts).toEqual([]);
      const area = got.answers.find((a) => a.question.endsWith("-area"))!;
      expect(
        Math.abs((area.answer as number) - fixture.expected.area) / fixture.expected.area,
      ).toBeLessThanOrEqual(0.02);
      for (const [question, w] of Object.entries(fixture.expected.answers)) {
        const a = got.answers.find((x) => x.question === question);
        expect(a?.answer, question).toBe(w.answer);
        expect(a?.facts[0]?.page, question).toBe(w.page);
      }
    },
  );

  it("says a scanned set has no text", async () => {
    const got = await facts({ items: [], pageCount: 12 });
    expect(got).toMatchObject({ pages: 12, pagesWithText: 0, isDrawingSet: false, facts: [], answers: [] });
  });

  it("says a text that is no drawing set is none", async () => {
    const letter = ["Dear Ms. Alvarez,", "Thank you for the meeting on Tuesday.", "Kind regards, Tom"].map(
      (str, i) => ({ page: 1, str, x: 72, y: 700 - i * 14, size: 11 }),
    );
    const got = await facts({ items: letter });
    expect(got.isDrawingSet).toBe(false);
    expect(got.answers).toEqual([]);
  });

  it("refuses bodies that are not JSON, not a list of items or out of bounds, saying where", async () => {
    expect((await refused("{ items: [", 400)).code).toBe("invalid_json");
    expect((await refused("{}", 415, { headers: { "content-type": "text/plain" } })).code).toBe(
      "unsupported_media_type",
    );
    const cases: Array<[unknown, string]> = [
      [{}, "items"],
      [{ items: "A-101" }, "items"],
      [{ items: [{ ...item, page: 0 }] }, "items.0.page"],
      [{ items: [{ ...item, page: 1.5 }] }, "items.0.page"],
      [{ items: [{ ...item, str: 42 }] }, "items.0.str"],
      [{ items: [{ ...item, str: "x".repeat(501) }] }, "items.0.str"],
      [{ items: [item, { ...item, x: "left" }] }, "items.1.x"],
      [{ items: [{ ...item, y: 1e9 }] }, "items.0.y"],
      [{ items: [{ ...item, size: -1 }] }, "items.0.size"],
      [{ items: [{ ...item, rotation: 720 }] }, "items.0.rotation"],
      [{ items: [{ ...item, width: -3 }] }, "items.0.width"],
      [{ items: [item], pageCount: 0 }, "pageCount"],
      [{ items: [{ ...item, page: 3 }], pageCount: 2 }, ""],
    ];
    for (const [body, path] of cases) {
      const error = await refused(body);
      expect(error.code, JSON.stringify(body).slice(0, 80)).toBe("invalid_body");
      expect(error.issues?.[0]?.path, JSON.stringify(body).slice(0, 80)).toBe(path);
    }
  });

  it("refuses more items than the limit and bodies over 8 MB", async () => {
    const tiny = { page: 1, str: "", x: 0, y: 0, size: 1 };
    const many = await refused({ items: Array.from({ length: MAX_DRAWING_ITEMS + 1 }, () => tiny) });
    expect(many.code).toBe("invalid_body");
    expect(many.message).toContain("100,000");
    const big = JSON.stringify({ items: [{ ...item, str: "x".repeat(MAX_DRAWING_BODY_BYTES) }] });
    expect((await refused(big, 413)).code).toBe("payload_too_large");
  });

  it("keeps the 64 KB limit on every other path", async () => {
    const body = JSON.stringify({ projectData: { constructionType: "x".repeat(70 * 1024) } });
    const res = await post("/api/initialize-questions", body);
    expect(res.status).toBe(413);
  });
});
