/**
 * Errors are thrown, not threaded: a handler or middleware throws an ApiError (an HTTPException
 * with a code from the contract), the engine throws its typed errors, and `handleError`, the app's
 * one `onError`, writes the one error shape `{ error: { code, message, issues? } }` for all of
 * them. Anything else is a bug: logged, answered 500 without a stack trace.
 */
import type { Context, Env as HonoEnv, Hono } from "hono";
import type { Schema } from "hono/types";
import { HTTPException } from "hono/http-exception";
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorIssue } from "../shared/api/errors";
import { OutOfRangeError, ReplayError } from "../shared/engine/types";

/** An API failure with its contract code; the status follows from the code. */
export class ApiError extends HTTPException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Headers the answer carries (Allow, Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(ERROR_STATUS[code], { message });
    this.name = "ApiError";
  }
}

const fromStatus: Partial<Record<number, ErrorCode>> = {
  400: "invalid_body",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/** The ApiError an error stands for: the engine's typed errors name the input concerned. */
function toApiError(err: Error): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ReplayError) {
    const issue = { path: `answers.${Math.max(0, err.questionNumber - 1)}`, message: err.message };
    return new ApiError("replay_mismatch", err.message, [issue]);
  }
  if (err instanceof OutOfRangeError) {
    return new ApiError("out_of_range", err.message, [{ path: err.field, message: err.message }]);
  }
  const code = err instanceof HTTPException ? fromStatus[err.status] : undefined;
  if (code) return new ApiError(code, err.message);
  return new ApiError("internal_error", "Something went wrong on our side. Please try again.");
}

/** The app's onError: every failure as `{ error: { code, message, issues? } }`. */
export function handleError(err: Error, c: Context): Response {
  const e = toApiError(err);
  // Logged for the operator; the visitor gets no stack trace.
  if (e.code === "internal_error") console.error("unhandled error", c.req.method, c.req.path, err);
  for (const [name, value] of Object.entries(e.headers)) c.header(name, value);
  const body: ErrorBody = {
    error: { code: e.code, message: e.message, ...(e.issues ? { issues: e.issues } : {}) },
  };
  return c.json(body, e.status);
}

/**
 * Answers 405 with an Allow header on every /api path for the methods it does not serve. Run once
 * after the routes are registered; these handlers stay out of the app's type (they are not routes
 * a client can call).
 */
export function answerWrongMethods<E extends HonoEnv, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
  prefix: string,
): void {
  const allowed = new Map<string, Set<string>>();
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith(prefix)) continue;
    const methods = allowed.get(r.path) ?? new Set<string>();
    methods.add(r.method);
    allowed.set(r.path, methods);
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods].join(", ");
    app.all(path, (c) => {
      throw new ApiError(
        "method_not_allowed",
        `${c.req.method} is not allowed on ${path}; use ${[...methods].join(" or ")}.`,
        undefined,
        { Allow: allow },
      );
    });
  }
}
