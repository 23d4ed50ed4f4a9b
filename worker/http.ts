/**
 * JSON error responses, one shape for every failure the API reports:
 * `{ error: { code, message, issues? } }` (issue "worker API": clients can show `message` as is).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] };
}

/** Sends `{ error: { code, message, issues } }` with the given status. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  issues?: ErrorIssue[],
) {
  const body: ErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } };
  return c.json(body, status);
}

/** A handler for every method a path does not support: 405 with an Allow header. */
export function methodNotAllowed(allowed: readonly string[]) {
  return (c: Context) => {
    c.header("Allow", allowed.join(", "));
    return jsonError(
      c,
      405,
      "method_not_allowed",
      `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(" or ")}.`,
    );
  };
}
