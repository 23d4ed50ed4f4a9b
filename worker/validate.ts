/**
 * Reads and validates a JSON request body: bodies over 64 KB get 413, text that is not JSON gets
 * 400 `invalid_json`, and a body that does not match its valibot schema gets 400 `invalid_body`
 * with one issue per problem (`{ path: "projectData.state", message }`). Handlers get typed data
 * or a ready error response, never an exception from input.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { jsonError, type ErrorIssue } from "./http";

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Typed data, or the error response to send. */
export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

const tooLarge = (c: Context, max: number) =>
  jsonError(c, 413, "payload_too_large", `The request body is larger than ${max / 1024} KB.`);

/** Reads at most max + 1 bytes; null when the body is larger than the limit. */
async function readLimited(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** valibot issues as `{ path, message }`, path in dot notation ("answers.3.answer"), "" for the body. */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): ErrorIssue[] {
  return issues.slice(0, 20).map((issue) => ({
    path: v.getDotPath(issue) ?? "",
    message: issue.message,
  }));
}

/** Parses the body as JSON and validates it against `schema` (bodies up to maxBytes). */
export async function validateJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  maxBytes = MAX_BODY_BYTES,
): Promise<Validated<v.InferOutput<S>>> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (Number.isFinite(length) && length > maxBytes) return { ok: false, response: tooLarge(c, maxBytes) };
  const bytes = await readLimited(c.req.raw.body, maxBytes);
  if (!bytes) return { ok: false, response: tooLarge(c, maxBytes) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return {
      ok: false,
      response: jsonError(c, 400, "invalid_json", "The request body is not valid JSON (UTF-8)."),
    };
  }
  // valibot's object schemas accept arrays; a body is always one JSON object.
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    const message = "The request body must be a JSON object.";
    return { ok: false, response: jsonError(c, 400, "invalid_body", message, [{ path: "", message }]) };
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    const issues = toIssues(result.issues);
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : "";
    return {
      ok: false,
      response: jsonError(
        c,
        400,
        "invalid_body",
        `The request body is invalid. ${where}${first?.message ?? ""}`.trim(),
        issues,
      ),
    };
  }
  return { ok: true, data: result.output };
}
