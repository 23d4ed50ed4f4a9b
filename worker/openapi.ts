/**
 * The published contract: each route describes itself with `describe(...)` (hono-openapi's
 * describeRoute with resolvers over the same valibot schemas the route validates with and the
 * types its handler must return), and GET /api/openapi.json generates an OpenAPI 3.1 document from
 * the app's routes, so the document cannot drift from the code. Request bodies are documented as
 * they are sent (valibot's input type: conversion stops before a transform).
 */
import type { Hono } from "hono";
import { describeRoute, openAPIRouteHandler, resolver, uniqueSymbol } from "hono-openapi";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from "../shared/api/errors";
import { DATA_VERSION } from "../shared/engine/version";

const inputOptions = { options: { typeMode: "input", target: "draft-2020-12" } } as const;
const outputOptions = { options: { target: "draft-2020-12" } } as const;

/** One route's documentation. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** The JSON body's schema (from shared/api/inputs). */
  body?: GenericSchema;
  /** The query string's schema (a valibot object of strings), documented as query parameters. */
  query?: GenericSchema;
  /** The success answer: status, its schema (or a binary media type) and what it is. */
  ok: { status?: 200 | 201; description: string; schema?: GenericSchema; mediaType?: string };
  /** Error codes the route answers besides the ones every route can (500). */
  errors: readonly ErrorCode[];
}

/**
 * The errors of a route whose JSON body carries answers it replays: a body that is not JSON, not
 * valid, whose answers do not replay, too large, or not sent as JSON.
 */
export const REPLAY_BODY_ERRORS: readonly ErrorCode[] = [
  "invalid_json",
  "invalid_body",
  "replay_mismatch",
  "payload_too_large",
  "unsupported_media_type",
];

const errorContent = { "application/json": { schema: resolver(ErrorBodySchema, outputOptions) } };

/** The query parameters of a valibot object schema: one per key, with its own schema and description. */
function queryParameters(schema: GenericSchema) {
  const json = toJsonSchema(schema, { typeMode: "input", target: "draft-2020-12" }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query" as const,
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** hono-openapi's route description of a RouteDoc. */
function routeSpec(doc: RouteDoc) {
  const codes: ErrorCode[] = [...doc.errors, "internal_error"];
  const errorResponses = Object.fromEntries(
    [...new Set(codes.map((code) => ERROR_STATUS[code]))].map((status) => [
      status,
      {
        description: `Error: ${codes
          .filter((code) => ERROR_STATUS[code] === status)
          .map((code) => `\`${code}\``)
          .join(", ")}.`,
        content: errorContent,
      },
    ]),
  );
  const ok = doc.ok.schema
    ? { "application/json": { schema: resolver(doc.ok.schema, outputOptions) } }
    : { [doc.ok.mediaType ?? "application/octet-stream"]: { schema: { type: "string", format: "binary" } } };
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    ...(doc.query ? { parameters: queryParameters(doc.query) } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: resolver(doc.body, inputOptions) } },
          },
        }
      : {}),
    responses: {
      [doc.ok.status ?? 200]: { description: doc.ok.description, content: ok },
      ...errorResponses,
    },
  };
}

/** hono-openapi's describeRoute for a RouteDoc: a middleware that only carries the description. */
export function describe(doc: RouteDoc) {
  return describeRoute(routeSpec(doc));
}

/**
 * The route's first middleware (its validator) carrying its description, as describeRoute's
 * middleware would: one middleware fewer on every request of the route (hono-openapi reads the
 * description from any handler of the route).
 */
export function documented<H extends object>(doc: RouteDoc, middleware: H): H {
  return Object.assign(middleware, { [uniqueSymbol]: { spec: routeSpec(doc) } });
}

/** GET /api/openapi.json: the document of every documented route of `app`. */
export function openApiDocument(app: Hono<{ Bindings: Env }>) {
  return openAPIRouteHandler(app, {
    documentation: {
      info: {
        title: "C2C — Cost to Construct API",
        version: DATA_VERSION,
        description:
          "Free construction cost estimates for the United States: JSON in and out, no credentials, " +
          "no session (each call replays the answers so far). Every failure has the shape " +
          "`{ error: { code, message, issues? } }`. POST bodies must be sent as `application/json` " +
          "and be at most 64 KB (128 KB for the Quote Checker's and Quote Changes').",
      },
      servers: [{ url: "/", description: "This site" }],
      tags: [
        { name: "Conversation", description: "The ten adaptive questions and the final estimate." },
        { name: "Estimates", description: "Structured estimates, downloads and share links." },
        {
          name: "Quote Checker",
          description: "A contractor's quote against the local range: check, download, share.",
        },
        {
          name: "Quote Changes",
          description:
            "A change order's lines matched to what they change, priced against an estimate: price, download, share.",
        },
        { name: "Site", description: "Health and the site's own data." },
      ],
    },
  });
}
