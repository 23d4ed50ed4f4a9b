/**
 * The four routes of a checking tool (the Quote Checker, Quote Changes), written once: POST
 * {check} checks a document and answers the result; POST {check}/download gives the same result
 * as an .xlsx workbook; POST {saved} saves it once in the tool's store (worker/tool-store.ts) for
 * a share link, under the same limits as saved estimates; GET {saved}/{id} loads it. Each tool
 * gives its body schema, how it computes and renders a result, its store and its words; the
 * routes document, refuse and answer alike. Bodies may be up to 128 KB (`toolBodyAllowances`,
 * applied by the body guard) where every other route takes 64 KB.
 */
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import * as v from "valibot";
import { ToolResultIdSchema } from "../../shared/api/inputs";
import { ShareLinkSchema, type ShareLink } from "../../shared/api/outputs";
import type { ErrorCode } from "../../shared/api/errors";
import { quote } from "../../shared/api/text";
import { DATA_VERSION } from "../../shared/engine/index";
import { ApiError } from "../errors";
import type { BodyAllowances } from "../middleware/body";
import type { RouteDoc } from "../openapi";
import { refusal, withStore } from "../share-errors";
import { shareVerdict } from "../share-limit";
import type { ToolStore } from "../tool-store";
import { XLSX_TYPE } from "./download";

/** Largest body of a tool's POSTs: 300 lines of up to 200 characters each, as JSON. */
export const MAX_QUOTE_BODY_BYTES = 128 * 1024;

/** What every saved result keeps besides the request and the result. */
export interface SavedFields<Request> {
  id: string;
  recordVersion: number;
  savedAt: string;
  dataVersion: string;
  input: Request;
}

/** One route's words in the published document. */
interface RouteWords {
  summary: string;
  description: string;
}

/** A checking tool, as its four routes need it. */
export interface Tool<
  Schema extends v.GenericSchema<unknown, { request: Request }>,
  Request,
  Result,
  Saved extends SavedFields<Request>,
> {
  /** The page a share link opens (`{page}?id=…`). */
  page: string;
  tags: string[];
  /** The body's schema (shared/api/inputs): it validates and resolves, and keeps the request as understood. */
  schema: Schema;
  /** What the body is, opening every POST's description. */
  bodyNote: string;
  /** The errors of a body, besides the share routes' own. */
  bodyErrors: ErrorCode[];
  /** The result of a resolved body: the same for the check, its download and its share link. */
  run(input: v.InferOutput<Schema>): Result;
  /** The result's schema and the check route's words. */
  check: RouteWords & { schema: v.GenericSchema; ok: string };
  /** The download's words, file name before its date, and workbook. */
  download: RouteWords & { filename: string; render(result: Result, now: Date): Uint8Array<ArrayBuffer> };
  /** The save route's summary, and what "the same … twice" is in its description. */
  save: { summary: string; same: string };
  /** The saved result's schema, words and, in "No saved {notFound} with id …", its name. */
  load: RouteWords & { schema: v.GenericSchema; ok: string; notFound: string };
  store: ToolStore<Request, Saved>;
  recordVersion: number;
  /** The saved record of a request's fields and its result. */
  record(fields: SavedFields<Request>, result: Result): Saved;
}

/** A tool's paths whose bodies may be up to MAX_QUOTE_BODY_BYTES (worker/middleware/body.ts). */
export function toolBodyAllowances(paths: { check: string; saved: string }): BodyAllowances {
  return {
    [`/api${paths.check}`]: MAX_QUOTE_BODY_BYTES,
    [`/api${paths.check}/download`]: MAX_QUOTE_BODY_BYTES,
    [`/api${paths.saved}`]: MAX_QUOTE_BODY_BYTES,
  };
}

/** What a tool's body handlers read: the body as its schema resolved it. */
type BodyContext<Schema extends v.GenericSchema> = Context<
  { Bindings: Env },
  string,
  { in: { json: v.InferInput<Schema> }; out: { json: v.InferOutput<Schema> } }
>;

/** A JSON answer as the app's type carries it. */
type Json<T, Status extends ContentfulStatusCode> = Response & TypedResponse<JSONParsed<T>, Status, "json">;

/** A tool's four routes' documents and handlers (declared: the app's type is read from them). */
export interface ToolRoutes<Schema extends v.GenericSchema, Result, Saved> {
  docs: Record<"check" | "download" | "save" | "load", RouteDoc>;
  handlers: {
    check(c: BodyContext<Schema>): Json<Result, 200>;
    download(c: BodyContext<Schema>): Response & TypedResponse<Uint8Array<ArrayBuffer>, 200, "body">;
    save(c: BodyContext<Schema>): Promise<Json<ShareLink, 200 | 201>>;
    load(c: Context<{ Bindings: Env }>): Promise<Json<Saved, 200>>;
  };
}

/**
 * A tool's four routes: their documents (`docs`, for `documented` and `describe`) and handlers.
 * Each tool chains them on its own paths, with `jsonBody(schema)` as the validator, so that the
 * app's type (`hc<AppType>`) carries each route's path, body and answer:
 *
 *     .post(check, documented(docs.check, jsonBody(schema)), handlers.check)
 *     .post(`${check}/download`, documented(docs.download, jsonBody(schema)), handlers.download)
 *     .post(saved, documented(docs.save, sameSiteOnly()), jsonBody(schema), handlers.save)
 *     .get(`${saved}/:id`, describe(docs.load), handlers.load)
 */
export function toolRoutes<
  Schema extends v.GenericSchema<unknown, { request: Request }>,
  Request,
  Result,
  Saved extends SavedFields<Request>,
>(tool: Tool<Schema, Request, Result, Saved>): ToolRoutes<Schema, Result, Saved> {
  const { tags, schema, bodyNote, bodyErrors } = tool;
  const docs = {
    check: {
      summary: tool.check.summary,
      description: `${bodyNote} ${tool.check.description}`,
      tags,
      body: schema,
      ok: { description: tool.check.ok, schema: tool.check.schema },
      errors: bodyErrors,
    },
    download: {
      summary: tool.download.summary,
      description: `${bodyNote} ${tool.download.description}`,
      tags,
      body: schema,
      ok: { description: "The .xlsx file, as an attachment.", mediaType: XLSX_TYPE },
      errors: bodyErrors,
    },
    save: {
      summary: tool.save.summary,
      description:
        `${bodyNote} Saved in KV under a content hash of the request as understood for 400 days: the same ` +
        `${tool.save.same} twice gets the same id (201 when written, 200 when it already existed). New links count ` +
        "against the same limits as saved estimates; requests from other sites' pages are refused (403).",
      tags,
      body: schema,
      ok: {
        status: 201,
        description: "The link (200 with the same body when it existed).",
        schema: ShareLinkSchema,
      },
      errors: [...bodyErrors, "cross_site", "rate_limited", "share_unavailable", "share_limit_reached"],
    },
    load: {
      summary: tool.load.summary,
      description: tool.load.description,
      tags,
      ok: { description: tool.load.ok, schema: tool.load.schema },
      errors: ["not_found", "share_unavailable"],
    },
  } satisfies ToolRoutes<Schema, Result, Saved>["docs"];

  const handlers: ToolRoutes<Schema, Result, Saved>["handlers"] = {
    check: (c: BodyContext<Schema>) => c.json(tool.run(c.req.valid("json")), 200),
    download: (c: BodyContext<Schema>) => {
      const result = tool.run(c.req.valid("json"));
      const now = new Date();
      return c.body(tool.download.render(result, now), 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${tool.download.filename}-${now.toISOString().slice(0, 10)}.xlsx"`,
        "Cache-Control": "no-store",
      });
    },
    save: async (c: BodyContext<Schema>) => {
      const input = c.req.valid("json");
      const result = tool.run(input);
      const id = await tool.store.id(DATA_VERSION, input.request);
      const now = new Date();
      const fields: SavedFields<Request> = {
        id,
        recordVersion: tool.recordVersion,
        savedAt: now.toISOString(),
        dataVersion: DATA_VERSION,
        input: input.request,
      };
      const saved = await withStore("check", () =>
        tool.store.save(c.env.ESTIMATES, tool.record(fields, result), () =>
          shareVerdict(c.env, c.req.raw, now),
        ),
      );
      if (saved.refused) throw refusal("check", saved.refused, now);
      const link: ShareLink = { id, url: new URL(`${tool.page}?id=${id}`, c.req.url).href };
      return c.json(link, saved.created ? 201 : 200);
    },
    load: async (c: Context<{ Bindings: Env }>) => {
      const id = c.req.param("id") ?? "";
      const notFound = () =>
        new ApiError("not_found", `No saved ${tool.load.notFound} with id '${quote(id)}'.`);
      if (!v.is(ToolResultIdSchema, id)) throw notFound();
      const saved = await withStore("check", () => tool.store.load(c.env.ESTIMATES, id));
      if (!saved) throw notFound();
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(saved, 200);
    },
  };
  return { docs, handlers };
}
