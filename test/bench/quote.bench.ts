/**
 * The Quote Checker's cost for a 300-line quote (the API's largest): reading the text, the check
 * against a range, and the whole POST /api/quote-check request (validation, the engine's structured
 * estimate, reading, checking, JSON) and its xlsx download, through the worker's own middleware
 * (security headers, the body guard with the quote routes' allowance) and error handler. The
 * budget is 2 ms of CPU per check.
 */
import { Hono } from "hono";
import { checkQuote, readQuote } from "../../shared/quote/index";
import { DIVISION_NAMES, type DivisionName } from "../../shared/api/outputs";
import { handleError } from "../../worker/errors";
import { guardBody } from "../../worker/middleware/body";
import { securityHeaders } from "../../worker/middleware/security-headers";
import { api } from "../../worker/routes/api";
import { QUOTE_BODY_ALLOWANCES } from "../../worker/routes/quote-check";
import { HELD_OUT_QUOTES } from "../shared/quote/held-out";
import { SAMPLE_QUOTES } from "../shared/quote/quotes";

const app = new Hono<{ Bindings: Env }>();
app.use(securityHeaders());
app.use(guardBody(QUOTE_BODY_ALLOWANCES));
app.route("/api", api);
app.onError(handleError);
const env = {} as Env;

/** 300 lines of work taken from the sample quotes, each with an amount. */
const workLines = [...SAMPLE_QUOTES, ...HELD_OUT_QUOTES]
  .flatMap((q) => q.text.split("\n"))
  .filter((l) => /\d{3}/.test(l) && !/total|deposit|phone|#/i.test(l));
const text = Array.from({ length: 300 }, (_, i) => workLines[i % workLines.length]!).join("\n");
if (readQuote(text).lines.length < 250)
  throw new Error(`the bench quote has ${readQuote(text).lines.length} lines`);

const divisions = Object.fromEntries(DIVISION_NAMES.map((d) => [d, 25_000])) as Record<DivisionName, number>;
const range = { min: 340_000, expected: 400_000, max: 470_000, divisions };
const lines = readQuote(text).lines;
const body = JSON.stringify({
  project: { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 },
  quote: { text },
});

const bodyBytes = new TextEncoder().encode(body).byteLength;

async function call(path: string) {
  const res = await app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(bodyBytes) },
      body,
    },
    env,
  );
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
}

export default [
  { name: "quote: read a 300-line quote", fn: () => readQuote(text) },
  { name: "quote: check 300 lines against a range", fn: () => checkQuote(range, lines) },
  { name: "quote: read and check a 300-line quote", fn: () => checkQuote(range, readQuote(text).lines) },
  { name: "api: POST /api/quote-check (300 lines)", async: true, fn: () => call("/api/quote-check") },
  {
    name: "api: POST /api/quote-check/download (300 lines, xlsx)",
    async: true,
    fn: () => call("/api/quote-check/download"),
    options: { samples: 60, minBatchMs: 5 },
  },
];
