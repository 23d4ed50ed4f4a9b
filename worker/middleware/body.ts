/**
 * Request bodies: at most 64 KB (413 `payload_too_large`, before the body is read when
 * Content-Length says so), or the larger allowance a route is given by path (the Quote Checker's
 * 128 KB: 300 lines sent back as data), and every body an answer leaves unread is read and discarded
 * afterwards, up to 1 MB. The local runtime behind `npm start` otherwise drops the connection of a
 * request answered before its body was read, and the next request on it failed with a plain-text
 * 500; reading the rest keeps the connection usable, so a client never sees a 5xx for anything it
 * sends. This is Hono's bodyLimit plus the draining: bodyLimit stops reading a body without a
 * length at the limit and keeps its reader, so the rest can no longer be drained (measured under
 * `npm start`: 5 of 10 requests after a 70 KB chunked body got that 500).
 */
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../errors";

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Most bytes of an unread body read and discarded before the answer goes out. */
export const MAX_DRAIN_BYTES = 1024 * 1024;

/** A larger body allowance for some paths (exact request paths), in bytes. */
export type BodyAllowances = Readonly<Record<string, number>>;

const tooLarge = (max: number) =>
  new ApiError("payload_too_large", `The request body is larger than ${max / 1024} KB.`);

/** Reads and discards what is left of a reader's stream, up to MAX_DRAIN_BYTES; never throws. */
async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (let read = 0; read <= MAX_DRAIN_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away or the stream broke: nothing left to keep usable.
  }
}

/** Reads and discards what is left of a body, up to MAX_DRAIN_BYTES; never throws. */
export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (body && !body.locked) await drainReader(body.getReader());
}

/** 413 for a body over `max` bytes; a body sent without a length is read here, up to the limit. */
async function limit(c: Context, max: number): Promise<void> {
  const raw = c.req.raw;
  const length = raw.headers.has("transfer-encoding") ? null : raw.headers.get("content-length");
  if (length !== null) {
    // The runtime reads exactly Content-Length bytes, so the header is the size.
    if (Number(length) > max) throw tooLarge(max);
    return;
  }
  const reader = raw.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await drainReader(reader);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  c.req.raw = new Request(raw, { body });
}

/**
 * The body limit, and the drain of a body left unread by the answer (a 413, 404, 405 or an error
 * before the validator read it): one middleware around everything that can receive a body.
 * `allowances` raises the limit for the paths it names; every other path keeps MAX_BODY_BYTES.
 */
export const guardBody =
  (allowances: BodyAllowances = {}): MiddlewareHandler =>
  async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    try {
      await limit(c, Object.hasOwn(allowances, c.req.path) ? allowances[c.req.path]! : MAX_BODY_BYTES);
      await next();
    } finally {
      if (!raw.bodyUsed) await drain(raw.body);
    }
  };
