/**
 * Quote Changes' endpoints inside workerd: the residential and school change orders priced and
 * placed, a finished conversation as the baseline, a line placed by hand, the download read back
 * with the independent reader (descriptions stay text), the share link in KV, clear 4xx answers
 * to bad input, and a fuzz. The engine's figures change with its data: nothing here pins them.
 */
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  QuoteChangesResultSchema,
  SavedQuoteChangesSchema,
  ShareLinkSchema,
  type QuoteChangesResult,
} from "../../shared/api/outputs";
import { quoteChangesKey } from "../../worker/quote-changes-store";
import { SAMPLE_CHANGE_ORDERS } from "../shared/quotechanges/change-orders";
import { BASE, converse, post, projectData, type ErrorJson } from "./api-helpers";
import { formulaLikeCells, readXlsx } from "./xlsx-reader";

const [house, school] = SAMPLE_CHANGE_ORDERS as [
  (typeof SAMPLE_CHANGE_ORDERS)[number],
  (typeof SAMPLE_CHANGE_ORDERS)[number],
];
const houseBody = { project: house.project, changes: { text: house.text } };

async function priced(body: unknown): Promise<QuoteChangesResult> {
  const res = await post("/api/quote-changes", body);
  if (res.status !== 200) throw new Error(`quote-changes: ${res.status} ${await res.text()}`);
  const json: unknown = await res.json();
  const parsed = v.parse(QuoteChangesResultSchema, json);
  expect(parsed).toEqual(json);
  return parsed;
}

async function errorOf(body: unknown, status = 400): Promise<ErrorJson["error"]> {
  const res = await post("/api/quote-changes", body);
  expect(res.status).toBe(status);
  return ((await res.json()) as ErrorJson).error;
}

const work = (r: QuoteChangesResult) => r.lines.filter((l) => l.kind === "item" || l.kind === "allowance");

describe("POST /api/quote-changes", () => {
  it("prices the 10-line residential change order: 10 placed, a small credit and a tripled price flagged", async () => {
    const r = await priced(houseBody);
    expect(work(r)).toHaveLength(10);
    expect(r.totals.placed).toBeGreaterThanOrEqual(9);
    expect(r.lines[0]!.co).toBe("3-1");
    const credit = r.lines.find((l) => l.description.includes("basement finish"))!;
    expect(credit.amount).toBe(-9_500);
    expect(credit.flag).toBe("high");
    expect(credit.engine!.max).toBeLessThan(credit.amount!);
    const tripled = r.lines.filter((l) => (l.ratio ?? 0) >= 3);
    expect(tripled.length).toBeGreaterThan(0);
    for (const l of tripled) expect(l.flag).toBe("high");
    expect(r.totals.markups).toBe(22_403);
    expect(r.questions.join(" ")).toMatch(/markups/);
    expect(r.basis).toEqual({ kind: "typical", answered: 0 });
    expect(r.choices.some((c) => c.id === "sf-roof")).toBe(true);
  });

  it("prices the 6-line school change order, every line placed", async () => {
    const r = await priced({ project: school.project, changes: { text: school.text } });
    expect(work(r)).toHaveLength(6);
    expect(r.totals.placed).toBe(6);
    expect(r.lines.filter((l) => l.kind === "markup")).toHaveLength(2);
  });

  it("prices against a finished conversation's own estimate", async () => {
    const pd = projectData("single-family");
    const { answers } = await converse(pd);
    const project = { constructionType: pd.constructionType, state: pd.state, city: pd.city, answers };
    const r = await priced({ project, changes: { text: "Add in-ground swimming pool $95,000" } });
    expect(r.basis).toEqual({ kind: "answers", answered: 10 });
    expect(r.lines[0]!.match.questionId).toBe("sf-special");
    expect(r.lines[0]!.engine).not.toBeNull();
  });

  it("takes a line placed by hand", async () => {
    const r = await priced({
      project: house.project,
      changes: {
        lines: [
          { description: "Misc. owner walkthrough items", amount: 4_000 },
          {
            description: "Misc. owner walkthrough items",
            amount: 4_000,
            target: { kind: "answer", questionId: "sf-roof", answer: "b" },
          },
        ],
      },
    });
    expect(r.lines.map((l) => [l.match.kind, l.match.by])).toEqual([
      ["none", "words"],
      ["answer", "visitor"],
    ]);
  });

  it("answers bad input with a clear 4xx", async () => {
    expect((await errorOf({ project: house.project, changes: {} })).message).toMatch(
      /changes needs a text or lines/,
    );
    expect((await errorOf({ project: { state: "Texas" }, changes: { text: "x $5" } })).code).toBe(
      "invalid_body",
    );
    expect(
      (await errorOf({ project: { ...house.project, areaSqFt: 5 }, changes: { text: "x $5" } })).code,
    ).toBe("out_of_range");
    const target = await errorOf({
      project: house.project,
      changes: {
        lines: [
          { description: "x", amount: 1, target: { kind: "answer", questionId: "ed-hvac", answer: "b" } },
        ],
      },
    });
    expect(target.code).toBe("out_of_range");
    expect(target.message).toMatch(/not a question/);
    const bad = await errorOf({
      project: house.project,
      changes: {
        lines: [{ description: "x", target: { kind: "answer", questionId: "sf-roof", answer: "zz" } }],
      },
    });
    expect(bad.code).toBe("invalid_body");
    const replay = await errorOf({
      project: { ...house.project, answers: [{ question: "What?", answer: "b", questionNumber: 1 }] },
      changes: { text: "x $5" },
    });
    expect(replay.code).toBe("replay_mismatch");
    const texan = await errorOf({
      project: { constructionType: "office-building", state: "Illinois", city: "Nashville", zip: "78701" },
      changes: { text: "x $5" },
    });
    expect(texan.code).toBe("invalid_body");
    expect(texan.message).toMatch(/78701 is in Texas, not Illinois/);
  });
});

describe("POST /api/quote-changes/download", () => {
  it("gives the workbook, descriptions as text even when they look like formulas, numbers as the API's", async () => {
    const body = {
      project: house.project,
      changes: { text: `${house.text}\n=HYPERLINK("http://x","y") add porch $500` },
    };
    const api = await priced(body);
    const res = await post("/api/quote-changes/download", body);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(book.names).toEqual(["Changes", "Lines", "Questions"]);
    expect(book.text("Lines", "B2")).toBe("upgrade to impact-rated windows");
    expect(formulaLikeCells(book)).toEqual([]);
    // Each line's amount and the engine's change and range are number cells equal to the API's.
    const sheet = book.cells.get("Lines")!;
    api.lines.forEach((l, i) => {
      const row = i + 2;
      if (l.amount !== null)
        expect(sheet.get(`C${row}`)).toMatchObject({ type: "n", value: String(l.amount) });
      if (l.engine) {
        expect(sheet.get(`J${row}`)).toMatchObject({ type: "n", value: String(l.engine.expected) });
        expect(sheet.get(`M${row}`)).toMatchObject({ type: "n", value: String(l.engine.min) });
        expect(sheet.get(`N${row}`)).toMatchObject({ type: "n", value: String(l.engine.max) });
      }
    });
  });
});

describe("share links of change-order checks", () => {
  it("saves once under a content hash and returns it", async () => {
    const first = await post("/api/quote-changes/saved", houseBody);
    expect(first.status).toBe(201);
    const { id, url } = v.parse(ShareLinkSchema, await first.json());
    expect(url).toBe(`${BASE}/quote-changes?id=${id}`);
    expect((await post("/api/quote-changes/saved", houseBody)).status).toBe(200);
    expect(await env.ESTIMATES.get(quoteChangesKey(id))).not.toBeNull();
    const res = await exports.default.fetch(`${BASE}/api/quote-changes/saved/${id}`);
    expect(res.status).toBe(200);
    const json: unknown = await res.json();
    const saved = v.parse(SavedQuoteChangesSchema, json);
    expect(saved).toEqual(json);
    expect(saved.input).toEqual(houseBody);
    expect(saved.result.totals.workLines).toBe(10);
  });

  it("answers 404 for an unknown or malformed id, and refuses another site's page", async () => {
    for (const id of ["0".repeat(32), "nope"]) {
      const res = await exports.default.fetch(`${BASE}/api/quote-changes/saved/${id}`);
      expect(res.status).toBe(404);
    }
    const res = await post("/api/quote-changes/saved", houseBody, {
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("random and hostile bodies", () => {
  const line = fc.record(
    {
      description: fc.string({ maxLength: 220 }),
      amount: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
      target: fc.oneof(
        fc.record({ kind: fc.constant("answer"), questionId: fc.string(), answer: fc.string() }),
        fc.record({ kind: fc.constant("area"), change: fc.double() }),
        fc.record({ kind: fc.constant("division"), division: fc.string() }),
      ),
    },
    { requiredKeys: [] },
  );
  const body = fc.record(
    {
      project: fc.oneof(
        fc.constant(house.project),
        fc.record({ constructionType: fc.string(), state: fc.string(), areaSqFt: fc.double() }),
      ),
      changes: fc.record(
        { text: fc.string({ maxLength: 400 }), lines: fc.array(line, { maxLength: 12 }) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  it("never answers a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.json({ maxDepth: 4 })), async (b) => {
        const res = await post("/api/quote-changes", typeof b === "string" ? b : JSON.stringify(b));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof ((await res.json()) as ErrorJson).error.code).toBe("string");
        else await res.arrayBuffer();
      }),
      { numRuns: 150 },
    );
  });
});
