/**
 * The Quote Checker's API (issue "The Quote Checker"): POST /api/quote-check checks a quote
 * against the local range; POST /api/quote-check/download gives the same check as an .xlsx file;
 * POST /api/quote-checks saves it for a share link and GET /api/quote-checks/{id} returns it.
 * Bodies are validated like every other endpoint; the quote's text is at most 20,000 characters
 * and 300 lines, so a body may be up to 128 KB (a 300-line quote sent back as lines).
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { DATA_VERSION } from "../../shared/engine/index";
import { QuoteCheckInputSchema } from "../../shared/quote-schemas";
import { EstimateIdSchema } from "../../shared/schemas";
import { StoreUnavailableError } from "../estimate-store";
import { jsonError, methodNotAllowed } from "../http";
import { withEngine } from "../project";
import { runQuoteCheck } from "../quote-check";
import { loadQuoteCheck, quoteCheckId, saveQuoteCheck, QUOTE_RECORD_VERSION } from "../quote-store";
import { renderQuoteWorkbook } from "../quote-workbook";
import { mayCreateShare, SHARE_LIMIT_PERIOD_SECONDS } from "../share-limit";
import { validateJson } from "../validate";
import { XLSX_TYPE } from "./download";

/** Largest quote-check body: 300 lines of up to 200 characters each, as JSON. */
export const MAX_QUOTE_BODY_BYTES = 128 * 1024;

/** The quote-check routes, mounted under /api. */
export const quoteCheck = new Hono<{ Bindings: Env }>();

async function checked(c: Context) {
  const body = await validateJson(c, QuoteCheckInputSchema, MAX_QUOTE_BODY_BYTES);
  if (!body.ok) return body;
  const result = withEngine(c, () => runQuoteCheck(body.data));
  return result.ok ? { ok: true as const, input: body.data, check: result.value } : result;
}

function shareUnavailable(c: Context, err: StoreUnavailableError) {
  console.error("quote store unavailable", err.cause);
  return jsonError(
    c,
    503,
    "share_unavailable",
    "Share links are unavailable right now; the check itself still works. Please try again later.",
  );
}

quoteCheck.post("/quote-check", async (c) => {
  const done = await checked(c);
  if (!done.ok) return done.response;
  return c.json(done.check);
});
quoteCheck.all("/quote-check", methodNotAllowed(["POST"]));

quoteCheck.post("/quote-check/download", async (c) => {
  const done = await checked(c);
  if (!done.ok) return done.response;
  const now = new Date();
  return c.body(renderQuoteWorkbook(done.check, now), 200, {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="quote-check-${now.toISOString().slice(0, 10)}.xlsx"`,
    "Cache-Control": "no-store",
  });
});
quoteCheck.all("/quote-check/download", methodNotAllowed(["POST"]));

quoteCheck.post("/quote-checks", async (c) => {
  const done = await checked(c);
  if (!done.ok) return done.response;
  const id = await quoteCheckId(DATA_VERSION, done.input);
  try {
    const saved = await saveQuoteCheck(
      c.env.ESTIMATES,
      {
        id,
        recordVersion: QUOTE_RECORD_VERSION,
        savedAt: new Date().toISOString(),
        dataVersion: DATA_VERSION,
        input: done.input,
        check: done.check,
      },
      () => mayCreateShare(c.env.SHARE_LIMITER, c.req.raw),
    );
    if (saved.limited) {
      c.header("Retry-After", String(SHARE_LIMIT_PERIOD_SECONDS));
      return jsonError(
        c,
        429,
        "rate_limited",
        "Too many new share links from your connection in the last minute. Please try again in a minute.",
      );
    }
    const url = new URL(`/quote-checker?id=${id}`, c.req.url).href;
    return c.json({ id, url }, saved.created ? 201 : 200);
  } catch (err) {
    if (err instanceof StoreUnavailableError) return shareUnavailable(c, err);
    throw err;
  }
});
quoteCheck.all("/quote-checks", methodNotAllowed(["POST"]));

quoteCheck.get("/quote-checks/:id", async (c) => {
  const id = c.req.param("id");
  const notFound = () => jsonError(c, 404, "not_found", `No saved quote check with id '${id.slice(0, 64)}'.`);
  if (!v.is(EstimateIdSchema, id)) return notFound();
  try {
    const saved = await loadQuoteCheck(c.env.ESTIMATES, id);
    if (!saved) return notFound();
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(saved);
  } catch (err) {
    if (err instanceof StoreUnavailableError) return shareUnavailable(c, err);
    throw err;
  }
});
quoteCheck.all("/quote-checks/:id", methodNotAllowed(["GET"]));
