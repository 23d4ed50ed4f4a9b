/**
 * The Quote Checker's API (issue "The Quote Checker"): POST /api/quote-check checks a quote
 * against the local range; POST /api/quote-check/download gives the same check as an .xlsx file;
 * POST /api/quote-checks saves it for a share link, under the same limits as saved estimates, and
 * GET /api/quote-checks/{id} returns it. Bodies are validated like every other endpoint; the
 * quote's text is at most 20,000 characters or 300 lines, so these POSTs may carry up to 128 KB
 * (QUOTE_BODY_ALLOWANCES, applied by the body guard) where every other route takes 64 KB.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { QuoteCheckIdSchema, QuoteCheckInputSchema } from "../../shared/api/inputs";
import {
  QuoteCheckResultSchema,
  SavedQuoteCheckSchema,
  ShareLinkSchema,
  type SavedQuoteCheck,
  type ShareLink,
} from "../../shared/api/outputs";
import type { ErrorCode } from "../../shared/api/errors";
import { quote } from "../../shared/api/text";
import { DATA_VERSION } from "../../shared/engine/index";
import { ApiError } from "../errors";
import type { BodyAllowances } from "../middleware/body";
import { sameSiteOnly } from "../middleware/same-site";
import { describe, documented } from "../openapi";
import { runQuoteCheck } from "../quote-check";
import { loadQuoteCheck, quoteCheckId, QUOTE_RECORD_VERSION, saveQuoteCheck } from "../quote-store";
import { renderQuoteWorkbook } from "../quote-workbook";
import { refusal, withStore } from "../share-errors";
import { shareVerdict } from "../share-limit";
import { jsonBody } from "../validate";
import { XLSX_TYPE } from "./download";

/** Largest quote-check body: 300 lines of up to 200 characters each, as JSON. */
export const MAX_QUOTE_BODY_BYTES = 128 * 1024;

/** The paths whose bodies may be up to MAX_QUOTE_BODY_BYTES (worker/middleware/body.ts). */
export const QUOTE_BODY_ALLOWANCES: BodyAllowances = {
  "/api/quote-check": MAX_QUOTE_BODY_BYTES,
  "/api/quote-check/download": MAX_QUOTE_BODY_BYTES,
  "/api/quote-checks": MAX_QUOTE_BODY_BYTES,
};

const tags = ["Quote Checker"];
const bodyErrors: ErrorCode[] = [
  "invalid_json",
  "invalid_body",
  "out_of_range",
  "payload_too_large",
  "unsupported_media_type",
];
const bodyNote =
  "The body is `{ project, quote }`: the project located like a structured estimate, the quote as a " +
  "`total`, a `text` (at most 20,000 characters) or `lines` (at most 300), at least one of them. " +
  "Bodies may be up to 128 KB.";

/** The page a quote check's share link opens. */
export function quoteShareUrl(requestUrl: string, id: string): string {
  return new URL(`/quote-checker?id=${id}`, requestUrl).href;
}

/** The quote-check routes, mounted under /api. */
export const quoteCheck = new Hono<{ Bindings: Env }>()
  .post(
    "/quote-check",
    documented(
      {
        summary: "Check a contractor's quote against the local range",
        description:
          `${bodyNote} Lines are read into a CSI division and a kind; the answer gives the total's position, ` +
          "each division against its range, the lines as read, a summary and questions to ask the contractor.",
        tags,
        body: QuoteCheckInputSchema,
        ok: { description: "The check.", schema: QuoteCheckResultSchema },
        errors: bodyErrors,
      },
      jsonBody(QuoteCheckInputSchema),
    ),
    (c) => c.json(runQuoteCheck(c.req.valid("json")), 200),
  )
  .post(
    "/quote-check/download",
    documented(
      {
        summary: "A quote check as an Excel workbook",
        description: `${bodyNote} Sheets Check, Divisions, Lines and Questions; every description is a text cell.`,
        tags,
        body: QuoteCheckInputSchema,
        ok: { description: "The .xlsx file, as an attachment.", mediaType: XLSX_TYPE },
        errors: bodyErrors,
      },
      jsonBody(QuoteCheckInputSchema),
    ),
    (c) => {
      const check = runQuoteCheck(c.req.valid("json"));
      const now = new Date();
      return c.body(renderQuoteWorkbook(check, now), 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="quote-check-${now.toISOString().slice(0, 10)}.xlsx"`,
        "Cache-Control": "no-store",
      });
    },
  )
  .post(
    "/quote-checks",
    documented(
      {
        summary: "Save a quote check for a share link",
        description:
          `${bodyNote} Saved in KV under a content hash of the request as understood for 400 days: the same ` +
          "check twice gets the same id (201 when written, 200 when it already existed). New links count " +
          "against the same limits as saved estimates; requests from other sites' pages are refused (403).",
        tags,
        body: QuoteCheckInputSchema,
        ok: {
          status: 201,
          description: "The link (200 with the same body when it existed).",
          schema: ShareLinkSchema,
        },
        errors: [...bodyErrors, "cross_site", "rate_limited", "share_unavailable", "share_limit_reached"],
      },
      sameSiteOnly(),
    ),
    jsonBody(QuoteCheckInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const check = runQuoteCheck(input);
      const id = await quoteCheckId(DATA_VERSION, input.request);
      const now = new Date();
      const record: SavedQuoteCheck = {
        id,
        recordVersion: QUOTE_RECORD_VERSION,
        savedAt: now.toISOString(),
        dataVersion: DATA_VERSION,
        input: input.request,
        check,
      };
      const saved = await withStore("check", () =>
        saveQuoteCheck(c.env.ESTIMATES, record, () => shareVerdict(c.env, c.req.raw, now)),
      );
      if (saved.refused) throw refusal("check", saved.refused, now);
      const link: ShareLink = { id, url: quoteShareUrl(c.req.url, id) };
      return c.json(link, saved.created ? 201 : 200);
    },
  )
  .get(
    "/quote-checks/:id",
    describe({
      summary: "A saved quote check",
      description: "The request as understood and the check as it was computed, with its data version.",
      tags,
      ok: { description: "The saved check.", schema: SavedQuoteCheckSchema },
      errors: ["not_found", "share_unavailable"],
    }),
    async (c) => {
      const id = c.req.param("id");
      const notFound = () => new ApiError("not_found", `No saved quote check with id '${quote(id)}'.`);
      if (!v.is(QuoteCheckIdSchema, id)) throw notFound();
      const saved = await withStore("check", () => loadQuoteCheck(c.env.ESTIMATES, id));
      if (!saved) throw notFound();
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(saved, 200);
    },
  );
