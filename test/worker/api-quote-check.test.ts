/**
 * The Quote Checker's endpoints inside workerd: the check, its download read back with the
 * independent reader, its share link in KV, validation, hostile text and a fuzz. The engine's
 * numbers change as its data does, so these tests pin shapes and the quote's own figures only.
 */
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  DIVISION_NAMES,
  QuoteCheckResultSchema,
  SavedQuoteCheckSchema,
  ShareLinkSchema,
  type QuoteCheckResult,
} from "../../shared/api/outputs";
import { MAX_BODY_BYTES } from "../../worker/middleware/body";
import { quoteCheckKey } from "../../worker/quote-store";
import { MAX_QUOTE_BODY_BYTES } from "../../worker/routes/quote-check";
import { HOUSE_QUOTE } from "../shared/quote/quotes";
import { BASE, converse, finalOf, post, projectData, type ErrorJson } from "./api-helpers";
import { formulaLikeCells, readXlsx } from "./xlsx-reader";

const project = { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 };
const houseBody = { project: { ...project, quality: "standard" }, quote: { text: HOUSE_QUOTE.text } };

/** The check of `body`, parsed with its published schema (which must lose nothing). */
async function check(body: unknown): Promise<QuoteCheckResult> {
  const res = await post("/api/quote-check", body);
  if (res.status !== 200) throw new Error(`quote-check: ${res.status} ${await res.text()}`);
  const json: unknown = await res.json();
  const parsed = v.parse(QuoteCheckResultSchema, json);
  expect(parsed).toEqual(json);
  return parsed;
}

async function errorOf(path: string, body: unknown, status = 400): Promise<ErrorJson["error"]> {
  const res = await post(path, body);
  expect(res.status).toBe(status);
  return ((await res.json()) as ErrorJson).error;
}

describe("POST /api/quote-check", () => {
  it("checks the 25-line house quote: total, divisions with flags, lines and questions", async () => {
    const c = await check(houseBody);
    expect(c.total.quoted).toBe(523_040);
    expect(c.total.source).toBe("stated");
    expect(c.total.min).toBeLessThan(c.total.expected);
    expect(c.total.expected).toBeLessThan(c.total.max);
    expect(["below", "within", "above"]).toContain(c.total.position);
    expect(c.lines.filter((l) => l.kind === "item" || l.kind === "allowance")).toHaveLength(23);
    expect(c.lines.filter((l) => l.kind === "exclusion").map((l) => l.description)).toEqual([
      "landscaping",
      "fencing",
      "window coverings",
    ]);
    for (const d of c.divisions) {
      expect(DIVISION_NAMES).toContain(d.division);
      expect(["low", "ok", "high", "missing"]).toContain(d.flag);
      expect(d.min).toBeLessThanOrEqual(d.expected);
      expect(d.expected).toBeLessThanOrEqual(d.max);
    }
    expect(c.divisions.find((d) => d.division === "Concrete")?.quoted).toBe(45_300);
    expect(c.questions.length).toBeGreaterThan(2);
    expect(c.summary[0]).toMatch(/^The quote's total of \$523K is (below|within|above) the local range/);
    expect(c.project).toMatchObject({ state: "Texas", city: "Austin", areaSqFt: 2400, areaGiven: true });
  });

  it("checks a total alone", async () => {
    const c = await check({ project, quote: { total: 400_000 } });
    expect(c.total.source).toBe("given");
    expect(c.divisions).toEqual([]);
    expect(c.lines).toEqual([]);
  });

  it("keeps the division a visitor chose for a line the reader could not place", async () => {
    const c = await check({
      project,
      quote: {
        lines: [
          { description: "Framing", amount: 90_000 },
          { description: "Misc. labor", amount: 5_000, division: "Finishes" },
          { description: "Materials package", amount: 7_000 },
        ],
      },
    });
    expect(c.lines.map((l) => l.division)).toEqual(["Wood & Plastics", "Finishes", null]);
    expect(c.unplaced).toEqual({ count: 1, amount: 7_000 });
  });

  it("answers 400 invalid_body without a total, text or lines", async () => {
    const error = await errorOf("/api/quote-check", { project, quote: { text: "  " } });
    expect(error.code).toBe("invalid_body");
    expect(error.message).toMatch(/quote needs a total, a text or lines/);
  });

  it("answers 400 for a text over 20,000 characters and more than 300 lines", async () => {
    const long = await errorOf("/api/quote-check", { project, quote: { text: "x".repeat(20_001) } });
    expect(long.issues?.[0]?.path).toBe("quote.text");
    const lines = Array.from({ length: 301 }, () => ({ description: "Drywall", amount: 100 }));
    expect((await errorOf("/api/quote-check", { project, quote: { lines } })).issues?.[0]?.path).toBe(
      "quote.lines",
    );
  });

  it("accepts exactly 300 lines", async () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({
      description: `Drywall room ${i}`,
      amount: 1_000,
    }));
    expect((await check({ project, quote: { lines } })).lines).toHaveLength(300);
  });

  it("answers 400 out_of_range for an area outside the type's bounds and 400 for an unknown state", async () => {
    expect(
      (await errorOf("/api/quote-check", { project: { ...project, areaSqFt: 5 }, quote: { total: 1 } })).code,
    ).toBe("out_of_range");
    expect(
      (await errorOf("/api/quote-check", { project: { ...project, state: "Atlantis" }, quote: { total: 1 } }))
        .code,
    ).toBe("invalid_body");
  });

  it("answers 405 to GET", async () => {
    const res = await exports.default.fetch(`${BASE}/api/quote-check`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("returns HTML in descriptions as plain JSON text, never interpreted", async () => {
    const c = await check({ project, quote: { text: "<img src=x onerror=alert(1)> drywall $5,000" } });
    expect(c.lines[0]?.description).toBe("<img src=x onerror=alert(1)> drywall");
  });
});

describe("a quote checked against a saved estimate's answers", () => {
  it("uses that estimate's own range and says so; without answers, a typical project's", async () => {
    const pd = projectData("single-family", "Texas", "Austin");
    const { answers, steps } = await converse(pd);
    const final = await finalOf(pd, answers);
    const body = { project: { constructionType: "single-family", state: "Texas", city: "Austin", answers } };
    const c = await check({ ...body, quote: { text: HOUSE_QUOTE.text } });
    expect(c.basis).toEqual({ kind: "answers", answered: 10 });
    expect([c.total.min, c.total.max]).toEqual([final.costEstimate.min, final.costEstimate.max]);
    expect(c.project.areaSqFt).toBe(final.costEstimate.sq_ft);

    // Four answers: the estimate so far, as the question flow showed it.
    const partial = await check({
      project: { ...body.project, answers: answers.slice(0, 4) },
      quote: { total: 400_000 },
    });
    expect(partial.basis).toEqual({ kind: "answers", answered: 4 });
    expect([partial.total.min, partial.total.max]).toEqual([
      steps[4]!.costEstimate.min,
      steps[4]!.costEstimate.max,
    ]);

    const typical = await check(houseBody);
    expect(typical.basis).toEqual({ kind: "typical", answered: 0 });
  });

  it("refuses answers out of order as a replay mismatch", async () => {
    const pd = projectData("single-family", "Texas", "Austin");
    const { answers } = await converse(pd);
    const error = await errorOf("/api/quote-check", {
      project: { constructionType: "single-family", state: "Texas", answers: [...answers].reverse() },
      quote: { total: 400_000 },
    });
    expect(error.code).toBe("replay_mismatch");
  });
});

describe("POST /api/quote-check/download", () => {
  it("sends an xlsx with the sheets Check, Divisions, Lines and Questions", async () => {
    const res = await post("/api/quote-check/download", houseBody);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quote-check-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(book.names).toEqual(["Check", "Divisions", "Lines", "Questions"]);
    expect(book.text("Check", "B8")).toBe("523040");
    expect(book.text("Lines", "A2")).toBe("Plans, engineering & permits");
  });

  it("keeps formula-like descriptions as text cells, neutralised (OWASP CSV injection)", async () => {
    const text = '=HYPERLINK("http://evil.example","x") $500\n@SUM(A1:A9) framing $700\n+1+1 drywall 900';
    const res = await post("/api/quote-check/download", { project, quote: { text } });
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    const lines = book.cells.get("Lines")!;
    for (const ref of ["A2", "A3", "A4"]) {
      expect(lines.get(ref)?.type).toBe("inlineStr");
      expect(lines.get(ref)?.formula).toBeNull();
    }
    expect(book.text("Lines", "A2")).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(book.text("Lines", "A3")).toBe("'@SUM(A1:A9) framing");
    expect(book.text("Lines", "A4")).toMatch(/^'\+1\+1 drywall/);
    expect(formulaLikeCells(book)).toEqual([]);
    // The amounts stay numeric cells.
    expect(lines.get("B2")).toMatchObject({ type: "n", value: "500" });
  });
});

describe("share links of quote checks", () => {
  it("saves a check once under a content hash and returns it", async () => {
    const first = await post("/api/quote-checks", houseBody);
    expect(first.status).toBe(201);
    const { id, url } = v.parse(ShareLinkSchema, await first.json());
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`${BASE}/quote-checker?id=${id}`);
    expect((await post("/api/quote-checks", houseBody)).status).toBe(200);
    expect(await env.ESTIMATES.get(quoteCheckKey(id))).not.toBeNull();
    const res = await exports.default.fetch(`${BASE}/api/quote-checks/${id}`);
    expect(res.status).toBe(200);
    const json: unknown = await res.json();
    const saved = v.parse(SavedQuoteCheckSchema, json);
    expect(saved).toEqual(json);
    expect(saved.check.total.quoted).toBe(523_040);
    expect(saved.input).toEqual(houseBody);
  });

  it("keeps the ZIP code a check was priced with (one of the state given), in its link and record", async () => {
    const il = { constructionType: "office-building", state: "Illinois", city: "Nashville" };
    const body = (zip?: string) => ({
      project: { ...il, ...(zip ? { zip } : {}) },
      quote: { total: 9_000_000 },
    });
    const load = async (id: string) =>
      v.parse(
        SavedQuoteCheckSchema,
        await (await exports.default.fetch(`${BASE}/api/quote-checks/${id}`)).json(),
      );
    const zipped = v.parse(ShareLinkSchema, await (await post("/api/quote-checks", body("62801"))).json());
    const plain = v.parse(ShareLinkSchema, await (await post("/api/quote-checks", body())).json());
    expect(zipped.id).not.toBe(plain.id);
    expect((await load(zipped.id)).input.project.zip).toBe("62801");
    expect((await load(plain.id)).input.project).not.toHaveProperty("zip");
    // a ZIP of another state is refused, as on every route that takes a project
    for (const path of ["/api/quote-checks", "/api/quote-check"]) {
      const res = await post(path, body("78701"));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.message).toMatch(/78701.*Texas/);
    }
  });

  it("keys the link by the request as understood: names in any case give the same id", async () => {
    const body = {
      project: { ...project, state: "texas", constructionType: "Single Family Home" },
      quote: { total: 410_000 },
    };
    const a = v.parse(ShareLinkSchema, await (await post("/api/quote-checks", body)).json());
    const again = await post("/api/quote-checks", { ...body, project: { ...project, state: "TX" } });
    expect(again.status).toBe(200);
    expect(v.parse(ShareLinkSchema, await again.json()).id).toBe(a.id);
    const saved = v.parse(
      SavedQuoteCheckSchema,
      await (await exports.default.fetch(`${BASE}/api/quote-checks/${a.id}`)).json(),
    );
    expect(saved.input.project).toEqual(project);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["0".repeat(32), "nope"]) {
      const res = await exports.default.fetch(`${BASE}/api/quote-checks/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.code).toBe("not_found");
    }
  });

  it("refuses a save from another site's page", async () => {
    const res = await post("/api/quote-checks", houseBody, {
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorJson).error.code).toBe("cross_site");
  });
});

describe("the quote routes' body allowance", () => {
  // 300 long lines: over the 64 KB of other routes, within the Quote Checker's 128 KB.
  const big = JSON.stringify({
    project,
    quote: {
      lines: Array.from({ length: 300 }, (_, i) => ({
        description: `${"Drywall hang and finish ".repeat(8)}${i}`,
        amount: 1_000,
      })),
    },
  });
  const streamed = (path: string, text: string) => {
    const bytes = new TextEncoder().encode(text);
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at < bytes.length) controller.enqueue(bytes.subarray(at, (at += 4096)));
        else controller.close();
      },
    });
    return exports.default.fetch(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
  };

  it("takes up to 128 KB on the quote routes, and answers 413 over it", async () => {
    expect(MAX_QUOTE_BODY_BYTES).toBe(128 * 1024);
    expect(big.length).toBeGreaterThan(MAX_BODY_BYTES);
    expect(big.length).toBeLessThanOrEqual(MAX_QUOTE_BODY_BYTES);
    expect((await post("/api/quote-check", big)).status).toBe(200);
    expect((await post("/api/quote-check/download", big)).status).toBe(200);
    const over = await post("/api/quote-check", big + " ".repeat(MAX_QUOTE_BODY_BYTES - big.length + 1));
    expect(over.status).toBe(413);
    expect(((await over.json()) as ErrorJson).error.message).toBe("The request body is larger than 128 KB.");
  });

  it("keeps 64 KB on every other route", async () => {
    const res = await post("/api/estimate", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorJson).error.message).toBe("The request body is larger than 64 KB.");
  });

  it("applies the same limits to a body streamed without a length", async () => {
    expect((await streamed("/api/quote-check", big)).status).toBe(200);
    expect((await streamed("/api/estimate", big)).status).toBe(413);
    const over = big + " ".repeat(MAX_QUOTE_BODY_BYTES - big.length + 1);
    expect((await streamed("/api/quote-check", over)).status).toBe(413);
  });
});

describe("fuzz: the quote checker never answers 5xx", () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.constantFrom(
      "=1+1 $400",
      "<script>alert(1)</script> 12k",
      "\u0000\u0001 $1,000",
      "\ud800 99,999",
      "$".repeat(500),
      "9".repeat(400),
      "(((((((1,000",
      "Total 1e308",
      "Overhead 99.9999%",
      "a,b,c\n1,2,3",
      'Description,Amount\n"unterminated,5',
    ),
  );
  const text = fc.array(hostile, { maxLength: 40 }).map((rows) => rows.join("\n"));
  const line = fc.record(
    {
      description: fc.string({ maxLength: 220 }),
      amount: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  const body = fc.record(
    {
      project: fc.oneof(
        fc.constant(project),
        fc.record({ constructionType: fc.string(), state: fc.string(), areaSqFt: fc.double() }),
      ),
      quote: fc.record(
        { total: fc.oneof(fc.double(), fc.integer()), text, lines: fc.array(line, { maxLength: 20 }) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );

  for (const path of ["/api/quote-check", "/api/quote-check/download", "/api/quote-checks"]) {
    it(`${path} answers every random and hostile body without a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(body, fc.json({ maxDepth: 4 })), async (b) => {
          const res = await post(path, typeof b === "string" ? b : JSON.stringify(b));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as ErrorJson;
            expect(typeof json.error.code).toBe("string");
          } else await res.arrayBuffer();
        }),
        { numRuns: 120 },
      );
    });
  }
});
