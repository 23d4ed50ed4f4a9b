/**
 * A page built ahead of time whose only per-request part is the site's origin (the /accuracy
 * page's canonical and og:url links): the build renders it once with a marker for the origin and
 * stores it as UTF-8 bytes, "c2c-origin-page 1 at=<offset>,<offset>…\n<html without the marker>",
 * offsets counting bytes after the header line. The worker inserts the (escaped) origin at those
 * offsets: a copy of the bytes, no render, no decoding.
 */
import { escapeHtml } from "../../shared/content/safe-json";

const HEADER = "c2c-origin-page 1";
/** Stands for the origin while the page renders: no character of it is escaped in HTML. */
const MARKER = "https://origin-slot.c2c.invalid";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The stored form of a page rendered by `render` for any origin. */
export function encodeOriginPage(render: (origin: string) => string): Uint8Array<ArrayBuffer> {
  const pieces = render(MARKER)
    .split(MARKER)
    .map((piece) => encoder.encode(piece));
  const at: number[] = [];
  let length = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) at.push(length);
    length += piece.length;
  });
  const header = encoder.encode(`${HEADER} at=${at.join(",")}\n`);
  const out = new Uint8Array(header.length + length);
  out.set(header);
  let offset = header.length;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/** The page of stored bytes for an origin; undefined when the bytes are not a stored page. */
export function readOriginPage(bytes: Uint8Array): ((origin: string) => Uint8Array<ArrayBuffer>) | undefined {
  const newline = bytes.indexOf(10);
  const line = newline > 0 && newline < 4096 ? decoder.decode(bytes.subarray(0, newline)) : "";
  const m = new RegExp(`^${HEADER} at=([\\d,]*)$`).exec(line);
  if (!m) return undefined;
  const html = bytes.subarray(newline + 1);
  const at = m[1] ? m[1].split(",").map(Number) : [];
  if (at.some((a, i) => a > html.length || a < (at[i - 1] ?? 0))) return undefined;
  const pieces = [...at, html.length].map((end, i) => html.subarray(at[i - 1] ?? 0, end));
  return (origin) => {
    const slot = encoder.encode(escapeHtml(origin));
    const out = new Uint8Array(html.length + at.length * slot.length);
    let offset = 0;
    pieces.forEach((piece, i) => {
      if (i > 0) {
        out.set(slot, offset);
        offset += slot.length;
      }
      out.set(piece, offset);
      offset += piece.length;
    });
    return out;
  };
}
