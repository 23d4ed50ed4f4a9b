/**
 * Quote Changes' API (issue 28): POST /api/quote-changes prices a change order's lines against a
 * baseline estimate; POST /api/quote-changes/download gives the same as an .xlsx file; POST
 * /api/quote-changes/saved saves it for a share link, under the same limits as saved estimates and
 * quote checks, and GET /api/quote-changes/saved/{id} returns it. The four routes are a tool's
 * (tool-routes.ts); bodies may be 128 KB, like the Quote Checker's (QUOTE_CHANGES_BODY_ALLOWANCES,
 * applied by the body guard).
 */
import { Hono } from "hono";
import { QuoteChangesInputSchema } from "../../shared/api/inputs";
import { QuoteChangesResultSchema, SavedQuoteChangesSchema } from "../../shared/api/outputs";
import { sameSiteOnly } from "../middleware/same-site";
import { describe, documented } from "../openapi";
import { runQuoteChanges } from "../quote-changes";
import { quoteChangesStore, QUOTE_CHANGES_RECORD_VERSION } from "../quote-changes-store";
import { renderQuoteChangesWorkbook } from "../quote-changes-workbook";
import { jsonBody } from "../validate";
import { toolBodyAllowances, toolRoutes } from "./tool-routes";

/** The paths whose bodies may be up to MAX_QUOTE_BODY_BYTES (worker/middleware/body.ts). */
export const QUOTE_CHANGES_BODY_ALLOWANCES = toolBodyAllowances({
  check: "/quote-changes",
  saved: "/quote-changes/saved",
});

const { docs, handlers } = toolRoutes({
  page: "/quote-changes",
  tags: ["Quote Changes"],
  schema: QuoteChangesInputSchema,
  bodyNote:
    "The body is `{ project, changes }`: the baseline project located like a quote check's (with a conversation's " +
    "`answers`, or a typical project's `areaSqFt` and `quality`), and the change order as a `text` (at most " +
    "20,000 characters) or `lines` (at most 300, each optionally with the `target` it changes). Bodies may be up to 128 KB.",
  bodyErrors: [
    "invalid_json",
    "invalid_body",
    "out_of_range",
    "replay_mismatch",
    "payload_too_large",
    "unsupported_media_type",
  ],
  run: runQuoteChanges,
  check: {
    summary: "Price a change order against an estimate",
    description:
      "Each line is matched to what it changes — an answer of the conversation, an addition, a " +
      "change of floor area or a CSI division — with the words that matched; priced by the engine as a change " +
      "with its own range; flagged low, fair or high; with the questions to ask.",
    ok: "The priced change order.",
    schema: QuoteChangesResultSchema,
  },
  download: {
    summary: "A priced change order as an Excel workbook",
    description: "Sheets Changes, Lines and Questions; every description is a text cell.",
    filename: "change-order-check",
    render: renderQuoteChangesWorkbook,
  },
  save: { summary: "Save a priced change order for a share link", same: "request" },
  load: {
    summary: "A saved change-order check",
    description: "The request as understood and the priced change order as computed, with its data version.",
    ok: "The saved change-order check.",
    schema: SavedQuoteChangesSchema,
    notFound: "change-order check",
  },
  store: quoteChangesStore,
  recordVersion: QUOTE_CHANGES_RECORD_VERSION,
  record: (fields, result) => ({ ...fields, result }),
});

/** The Quote Changes routes, mounted under /api. */
export const quoteChanges = new Hono<{ Bindings: Env }>()
  .post("/quote-changes", documented(docs.check, jsonBody(QuoteChangesInputSchema)), handlers.check)
  .post(
    "/quote-changes/download",
    documented(docs.download, jsonBody(QuoteChangesInputSchema)),
    handlers.download,
  )
  .post(
    "/quote-changes/saved",
    documented(docs.save, sameSiteOnly()),
    jsonBody(QuoteChangesInputSchema),
    handlers.save,
  )
  .get("/quote-changes/saved/:id", describe(docs.load), handlers.load);
