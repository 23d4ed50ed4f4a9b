/**
 * Request bodies: at most 64 KB (Hono's bodyLimit, answered 413 `payload_too_large` before the
 * body is read when Content-Length says so), and every body a response leaves unread is read and
 * discarded afterwards, up to 1 MB. The local runtime behind `npm start` otherwise drops the
 * connection of a request answered before its body was read, and the next request on it failed
 * with a plain-text 500; reading the rest keeps the connection usable, so a client never sees a 5xx
 * for anything it sends.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../errors";

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Most bytes of an unread body read and discarded before the answer goes out. */
export const MAX_DRAIN_BYTES = 1024 * 1024;

/** 413 for a body over MAX_BODY_BYTES. */
export const limitBody = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
    },
  });

/** Reads and discards what is left of a body, up to MAX_DRAIN_BYTES; never throws. */
export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
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

/** Runs the rest of the app, then drains the request body if nothing read it. */
export const drainUnreadBody = (): MiddlewareHandler => async (c, next) => {
  const raw = c.req.raw;
  await next();
  if (!raw.bodyUsed) await drain(raw.body);
};
