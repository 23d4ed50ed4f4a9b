/**
 * The request validators of the routes. `jsonBody(schema)` reads the body as JSON and validates
 * (and resolves) it with a schema of shared/api/inputs: a content type other than JSON is 415, text
 * that is not JSON (UTF-8) is 400 `invalid_json`, a body that does not match is 400 `invalid_body`
 * with one issue per problem (`{ path: "projectData.state", message }`). The place shards the body's
 * state, city and ZIP need are loaded first (worker/places.ts). Handlers read the resolved
 * value with `c.req.valid("json")`, and the app's type learns each route's input from it.
 */
import type { MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { ErrorIssue } from "../shared/api/errors";
import { ApiError } from "./errors";
import { loadPlaces, placeFieldsOf } from "./places";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
// Not streaming, so one decoder serves every request.
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** valibot issues as `{ path, message }`, path in dot notation ("answers.3.answer"), "" for the body. */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): ErrorIssue[] {
  return issues.slice(0, 20).map((issue) => ({ path: v.getDotPath(issue) ?? "", message: issue.message }));
}

function invalid(code: "invalid_body" | "invalid_query", what: string, issues: ErrorIssue[]): ApiError {
  const first = issues[0];
  const where = first?.path ? `${first.path}: ` : "";
  return new ApiError(code, `The ${what} is invalid. ${where}${first?.message ?? ""}`.trim(), issues);
}

/** The value of `schema` for `input`, or the 400 to throw. */
function parse<S extends v.GenericSchema<unknown, object>>(
  schema: S,
  input: unknown,
  code: "invalid_body" | "invalid_query",
) {
  const result = v.safeParse(schema, input);
  if (!result.success)
    throw invalid(code, code === "invalid_body" ? "request body" : "query", toIssues(result.issues));
  return result.output;
}

/** Validates a JSON body against `schema`; the handler gets its (resolved) output. */
export function jsonBody<S extends v.GenericSchema<unknown, object>>(
  schema: S,
): MiddlewareHandler<
  { Bindings: Env },
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
> {
  return async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    if (!JSON_TYPE.test(mediaType)) {
      throw new ApiError(
        "unsupported_media_type",
        "The request body must be JSON, sent with Content-Type: application/json.",
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(utf8.decode(await c.req.arrayBuffer()));
    } catch {
      throw new ApiError("invalid_json", "The request body is not valid JSON (UTF-8).");
    }
    // valibot's object schemas accept arrays; a body is always one JSON object.
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      const message = "The request body must be a JSON object.";
      throw new ApiError("invalid_body", message, [{ path: "", message }]);
    }
    // the place shards its state, city and ZIP need, read before the schema resolves them
    await loadPlaces(c.env.ASSETS, c.req.url, placeFieldsOf(body));
    c.req.addValidatedData("json", parse(schema, body, "invalid_body"));
    await next();
  };
}

/** Validates the query string against `schema`. */
export function queryOf<S extends v.GenericSchema<unknown, object>>(
  schema: S,
): MiddlewareHandler<
  { Bindings: Env },
  string,
  { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
> {
  return async (c, next) => {
    c.req.addValidatedData("query", parse(schema, c.req.query(), "invalid_query"));
    await next();
  };
}
