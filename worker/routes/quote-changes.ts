/**
 * Quote Changes' API (issue 28): POST /api/quote-changes prices a change order's lines against a
 * baseline estimate; POST /api/quote-changes/download gives the same as an .xlsx file; POST
 * /api/quote-changes/saved saves it for a share link, under the same limits as saved estimates and
 * quote checks, and GET /api/quote-changes/saved/{id} returns it. Bodies may be 128 KB, like the
 * Quote Checker's (QUOTE_CHANGES_BODY_ALLOWANCES, applied by the body guard).
 */
import { Hono } from "hono";
import * as v from "valibot";
import { QuoteChangesIdSchema, QuoteChangesInputSchema } from "../../shared/api/inputs";
import {
  QuoteChangesResultSchema,
  SavedQuoteChangesSchema,
  ShareLinkSchema,
  type SavedQuoteChanges,
  type ShareLink,
} from "../../shared/api/outputs";
import type { ErrorCode } from "../../shared/api/errors";
import { quote } from "../../shared/api/text";
import { DATA_VERSION } from "../../shared/engine/index";
import { ApiError } from "../errors";
import type { BodyAllowances } from "../middleware/body";
import { sameSiteOnly } from "../middleware/same-site";
import { describe, documented } from "../openapi";
import { runQuoteChanges } from "../quote-changes";
import {
  loadQuoteChanges,
  quoteChangesId,
  QUOTE_CHANGES_RECORD_VERSION,
  saveQuoteChanges,
} from "../quote-changes-store";
import { renderQuoteChangesWorkbook } from "../quote-changes-workbook";
import { refusal, withStore } from "../share-errors";
import { shareVerdict } from "../share-limit";
import { jsonBody } from "../validate";
import { XLSX_TYPE } from "./download";
import { MAX_QUOTE_BODY_BYTES } from "./quote-check";

/** The paths whose bodies may be up to MAX_QUOTE_BODY_BYTES (worker/middleware/body.ts). */
export const QUOTE_CHANGES_BODY_ALLOWANCES: BodyAllowances = {
  "/api/quote-changes": MAX_QUOTE_BODY_BYTES,
  "/api/quote-changes/download": MAX_QUOTE_BODY_BYTES,
  "/api/quote-changes/saved": MAX_QUOTE_BODY_BYTES,
};

const tags = ["Quote Changes"];
const bodyErrors: ErrorCode[] = [
  "invalid_json",
  "invalid_body",
  "out_of_range",
  "replay_mismatch",
  "payload_too_large",
  "unsupported_media_type",
];
const bodyNote =
  "The body is `{ project, changes }`: the baseline project located like a quote check's (with a conversation's " +
  "`answers`, or a typical project's `areaSqFt` and `quality`), and the change order as a `text` (at most " +
  "20,000 characters) or `lines` (at most 300, each optionally with the `target` it changes). Bodies may be up to 128 KB.";

/** The page a saved change-order check's share link opens. */
export function quoteChangesShareUrl(requestUrl: string, id: string): string {
  return new URL(`/quote-changes?id=${id}`, requestUrl).href;
}

/** The Quote Changes routes, mounted under /api. */
export const quoteChanges = new Hono<{ Bindings: Env }>()
  .post(
    "/quote-changes",
    documented(
      {
        summary: "Price a change order against an estimate",
        description:
          `${bodyNote} Each line is matched to what it changes — an answer of the conversation, an addition, a ` +
          "change of floor area or a CSI division — with the words that matched; priced by the engine as a change " +
          "with its own range; flagged low, fair or high; with the questions to ask.",
        tags,
        body: QuoteChangesInputSchema,
        ok: { description: "The priced change order.", schema: QuoteChangesResultSchema },
        errors: bodyErrors,
      },
      jsonBody(QuoteChangesInputSchema),
    ),
    (c) => c.json(runQuoteChanges(c.req.valid("json")), 200),
  )
  .post(
    "/quote-changes/download",
    documented(
      {
        summary: "A priced change order as an Excel workbook",
        description: `${bodyNote} Sheets Changes, Lines and Questions; every description is a text cell.`,
        tags,
        body: QuoteChangesInputSchema,
        ok: { description: "The .xlsx file, as an attachment.", mediaType: XLSX_TYPE },
        errors: bodyErrors,
      },
      jsonBody(QuoteChangesInputSchema),
    ),
    (c) => {
      const result = runQuoteChanges(c.req.valid("json"));
      const now = new Date();
      return c.body(renderQuoteChangesWorkbook(result, now), 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="change-order-check-${now.toISOString().slice(0, 10)}.xlsx"`,
        "Cache-Control": "no-store",
      });
    },
  )
  .post(
    "/quote-changes/saved",
    documented(
      {
        summary: "Save a priced change order for a share link",
        description:
          `${bodyNote} Saved in KV under a content hash of the request as understood for 400 days: the same ` +
          "request twice gets the same id (201 when written, 200 when it already existed). New links count " +
          "against the same limits as saved estimates; requests from other sites' pages are refused (403).",
        tags,
        body: QuoteChangesInputSchema,
        ok: {
          status: 201,
          description: "The link (200 with the same body when it existed).",
          schema: ShareLinkSchema,
        },
        errors: [...bodyErrors, "cross_site", "rate_limited", "share_unavailable", "share_limit_reached"],
      },
      sameSiteOnly(),
    ),
    jsonBody(QuoteChangesInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const result = runQuoteChanges(input);
      const id = await quoteChangesId(DATA_VERSION, input.request);
      const now = new Date();
      const record: SavedQuoteChanges = {
        id,
        recordVersion: QUOTE_CHANGES_RECORD_VERSION,
        savedAt: now.toISOString(),
        dataVersion: DATA_VERSION,
        input: input.request,
        result,
      };
      const saved = await withStore("check", () =>
        saveQuoteChanges(c.env.ESTIMATES, record, () => shareVerdict(c.env, c.req.raw, now)),
      );
      if (saved.refused) throw refusal("check", saved.refused, now);
      const link: ShareLink = { id, url: quoteChangesShareUrl(c.req.url, id) };
      return c.json(link, saved.created ? 201 : 200);
    },
  )
  .get(
    "/quote-changes/saved/:id",
    describe({
      summary: "A saved change-order check",
      description:
        "The request as understood and the priced change order as computed, with its data version.",
      tags,
      ok: { description: "The saved change-order check.", schema: SavedQuoteChangesSchema },
      errors: ["not_found", "share_unavailable"],
    }),
    async (c) => {
      const id = c.req.param("id");
      const notFound = () => new ApiError("not_found", `No saved change-order check with id '${quote(id)}'.`);
      if (!v.is(QuoteChangesIdSchema, id)) throw notFound();
      const saved = await withStore("check", () => loadQuoteChanges(c.env.ESTIMATES, id));
      if (!saved) throw notFound();
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(saved, 200);
    },
  );
