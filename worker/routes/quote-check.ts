/**
 * The Quote Checker's API (issue "The Quote Checker"): POST /api/quote-check checks a quote
 * against the local range; POST /api/quote-check/download gives the same check as an .xlsx file;
 * POST /api/quote-checks saves it for a share link, under the same limits as saved estimates, and
 * GET /api/quote-checks/{id} returns it. The four routes are a tool's (tool-routes.ts); the
 * quote's text is at most 20,000 characters or 300 lines, so these POSTs may carry up to 128 KB
 * (QUOTE_BODY_ALLOWANCES, applied by the body guard) where every other route takes 64 KB.
 */
import { Hono } from "hono";
import { QuoteCheckInputSchema } from "../../shared/api/inputs";
import { QuoteCheckResultSchema, SavedQuoteCheckSchema } from "../../shared/api/outputs";
import { sameSiteOnly } from "../middleware/same-site";
import { describe, documented } from "../openapi";
import { runQuoteCheck } from "../quote-check";
import { quoteCheckStore, QUOTE_RECORD_VERSION } from "../quote-store";
import { renderQuoteWorkbook } from "../quote-workbook";
import { jsonBody } from "../validate";
import { toolBodyAllowances, toolRoutes } from "./tool-routes";

export { MAX_QUOTE_BODY_BYTES } from "./tool-routes";

/** The paths whose bodies may be up to MAX_QUOTE_BODY_BYTES (worker/middleware/body.ts). */
export const QUOTE_BODY_ALLOWANCES = toolBodyAllowances({ check: "/quote-check", saved: "/quote-checks" });

const { docs, handlers } = toolRoutes({
  page: "/quote-checker",
  tags: ["Quote Checker"],
  schema: QuoteCheckInputSchema,
  bodyNote:
    "The body is `{ project, quote }`: the project located like a structured estimate, the quote as a " +
    "`total`, a `text` (at most 20,000 characters) or `lines` (at most 300), at least one of them. " +
    "Bodies may be up to 128 KB.",
  bodyErrors: ["invalid_json", "invalid_body", "out_of_range", "payload_too_large", "unsupported_media_type"],
  run: runQuoteCheck,
  check: {
    summary: "Check a contractor's quote against the local range",
    description:
      "Lines are read into a CSI division and a kind; the answer gives the total's position, " +
      "each division against its range, the lines as read, a summary and questions to ask the contractor.",
    ok: "The check.",
    schema: QuoteCheckResultSchema,
  },
  download: {
    summary: "A quote check as an Excel workbook",
    description: "Sheets Check, Divisions, Lines and Questions; every description is a text cell.",
    filename: "quote-check",
    render: renderQuoteWorkbook,
  },
  save: { summary: "Save a quote check for a share link", same: "check" },
  load: {
    summary: "A saved quote check",
    description: "The request as understood and the check as it was computed, with its data version.",
    ok: "The saved check.",
    schema: SavedQuoteCheckSchema,
    notFound: "quote check",
  },
  store: quoteCheckStore,
  recordVersion: QUOTE_RECORD_VERSION,
  record: (fields, check) => ({ ...fields, check }),
});

/** The quote-check routes, mounted under /api. */
export const quoteCheck = new Hono<{ Bindings: Env }>()
  .post("/quote-check", documented(docs.check, jsonBody(QuoteCheckInputSchema)), handlers.check)
  .post(
    "/quote-check/download",
    documented(docs.download, jsonBody(QuoteCheckInputSchema)),
    handlers.download,
  )
  .post(
    "/quote-checks",
    documented(docs.save, sameSiteOnly()),
    jsonBody(QuoteCheckInputSchema),
    handlers.save,
  )
  .get("/quote-checks/:id", describe(docs.load), handlers.load);
