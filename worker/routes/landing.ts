/**
 * Landing pages (specification §2, §5; decision record 004; docs/decisions/008): every
 * /estimate, /cost, /calculator, /pricing and /budget URL. The build rendered each page's body and
 * data once; here the worker validates the path, fetches that part through the assets binding,
 * writes the current year over its slot and stitches the edge-rendered head and JSON-LD around it:
 * string work, well under a millisecond of CPU. Upper-case and trailing-slash variants of a valid
 * page redirect (301) to the lowercase URL; anything invalid, and the prebuilt parts themselves,
 * get one shared 404 answer (the app shell, whose client shows the /404 screen), so no path costs
 * a render or fills a cache.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { buildLandingContent } from "../../shared/content/landing";
import { LANDING_PREFIXES } from "../../shared/app-paths";
import { canonicalLandingPath, landingTargetOf } from "../../shared/content/landing-route";
import type {
  EmbeddedLandingPayload,
  LandingContent,
  LandingPayload,
} from "../../shared/content/landing-types";
import { PREBUILT_DIR, prebuiltPartPath, readPartHeader } from "../../shared/content/prebuilt";
import { safeJson } from "../../shared/content/safe-json";
import { YEAR_SLOT } from "../../shared/content/version";
import { joinPieces, loadShell, pagePieces, streamPieces, type Shell } from "../render/document";
import { renderLandingHead, renderNotFoundHead } from "../render/head";
import { INLINE_SCRIPT_HASHES } from "../middleware/inline-script-hashes";

/** Browsers may keep a page five minutes, and use it stale for a day while they refresh it. */
export const LANDING_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

const PREFIX = new RegExp(`^/(?:${LANDING_PREFIXES.join("|")}|${PREBUILT_DIR.slice(1)})(?:/|$)`, "i");
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const EMPTY = new Uint8Array(0);
const NOT_FOUND_DATA = encoder.encode(safeJson({ status: 404 } satisfies EmbeddedLandingPayload));

/** The payload of a landing path for a year, computed (for /api/landing): content, or a 404. */
export function landingPayload(pathname: string, year: number): LandingPayload {
  const path = pathname.replace(/\/+$/, "");
  const target = landingTargetOf(path);
  if (!target) return { status: 404, path };
  return { status: 200, path, content: buildLandingContent(target, year) };
}

/** One 404 page per shell: the same bytes for every invalid path. */
const notFoundPages = new WeakMap<Shell, Uint8Array<ArrayBuffer>>();
function notFoundPage(shell: Shell): Uint8Array<ArrayBuffer> {
  let html = notFoundPages.get(shell);
  if (html === undefined) {
    html = joinPieces(pagePieces(shell.pieces, renderNotFoundHead(), EMPTY, NOT_FOUND_DATA));
    notFoundPages.set(shell, html);
  }
  return html;
}

function respond(html: BodyInit, status: number, shell: Shell): Response {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": LANDING_CACHE_CONTROL,
  });
  if (shell.inlineScriptHashes.length) headers.set(INLINE_SCRIPT_HASHES, shell.inlineScriptHashes.join(" "));
  return new Response(html, { status, headers });
}

interface PagePart {
  body: Uint8Array;
  json: Uint8Array;
  content: LandingContent;
}

/** A prebuilt part with the year written over its slots; undefined when the bytes are not a part. */
export function readPart(bytes: Uint8Array, year: string): PagePart | undefined {
  const newline = bytes.indexOf(10);
  const layout =
    newline > 0 && newline < 4096 ? readPartHeader(decoder.decode(bytes.subarray(0, newline))) : undefined;
  const yearBytes = encoder.encode(year);
  if (!layout || yearBytes.length !== YEAR_SLOT.length) return undefined;
  const payload = bytes.subarray(newline + 1);
  for (const at of layout.years) payload.set(yearBytes, at);
  const json = payload.subarray(layout.json);
  const embedded = JSON.parse(decoder.decode(json)) as EmbeddedLandingPayload;
  if (embedded.status !== 200) return undefined;
  return { body: payload.subarray(0, layout.json), json, content: embedded.content };
}

/** The page's body and data: the prebuilt part, or (no build, as under vite dev) computed data only. */
async function pagePart(
  c: Context<{ Bindings: Env }>,
  canonicalPath: string,
  year: string,
  compute: () => LandingContent,
): Promise<PagePart> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(prebuiltPartPath(canonicalPath), c.req.url)));
  const part = res.ok ? readPart(new Uint8Array(await res.arrayBuffer()), year) : undefined;
  if (part) return part;
  // The client renders the page from the data (main.tsx renders instead of hydrating).
  const content = compute();
  const json = encoder.encode(safeJson({ status: 200, content } satisfies EmbeddedLandingPayload));
  return { body: EMPTY, json, content };
}

/** Serves landing paths; passes every other path on. */
export const landingPages = (): MiddlewareHandler<{ Bindings: Env }> => async (c, next) => {
  const url = new URL(c.req.url);
  if (!PREFIX.test(url.pathname)) return next();
  const lower = url.pathname.toLowerCase().replace(/\/+$/, "");
  const target = landingTargetOf(lower);
  const shell = await loadShell(c.env.ASSETS, url.origin);
  if (!target) return respond(notFoundPage(shell), 404, shell);
  if (lower !== url.pathname) return c.redirect(`${lower}${url.search}`, 301);

  const year = String(new Date().getUTCFullYear());
  const part = await pagePart(c, canonicalLandingPath(target), year, () =>
    buildLandingContent(target, Number(year)),
  );
  const head = renderLandingHead(part.content, url.origin);
  return respond(streamPieces(pagePieces(shell.pieces, head, part.body, part.json)), 200, shell);
};

/**
 * The landing sub-app, mounted at the root. One middleware on every GET, whose own
 * case-insensitive test of the first segment (`/estimate` then `/` or the end) passes every other
 * path on: "/cost-estimate" (the results page) is no landing path, which a Hono route with a regex
 * parameter had matched through the trie router.
 */
export const landing = new Hono<{ Bindings: Env }>().get("*", landingPages());
