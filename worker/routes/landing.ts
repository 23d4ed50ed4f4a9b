/**
 * Landing pages (specification §2, §5; PRODUCT.md decision 7): every /estimate, /cost,
 * /calculator, /pricing and /budget URL is validated with the places slug map, its content built
 * from the engine's figures, its body rendered with the client's React components, and the whole
 * page cached at the edge under the build, data and content versions. Anything invalid gets HTTP
 * 404 with the app shell, whose client shows the /404 screen.
 */
import { Hono, type Context } from "hono";
import { DATA_VERSION } from "../../shared/engine/index";
import { buildLandingContent } from "../../shared/content/landing";
import { LANDING_PREFIXES, landingTargetOf } from "../../shared/content/landing-route";
import type { LandingPayload } from "../../shared/content/landing-types";
import { CONTENT_VERSION } from "../../shared/content/version";
import { fillShell, loadShell } from "../render/document";
import { renderLandingHead, renderNotFoundHead } from "../render/head";
import { INLINE_SCRIPT_HASHES } from "../middleware/inline-script-hashes";

/** Browsers may keep a page five minutes; the edge copy lives a day (and dies with the build). */
export const LANDING_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";
const EDGE_CACHE_CONTROL = "public, max-age=86400";
export const LANDING_DATA_ID = "landing-data";

/** The payload of a landing path for a year: content, or a 404. */
export function landingPayload(pathname: string, year: number): LandingPayload {
  const path = pathname.replace(/\/+$/, "");
  const target = landingTargetOf(path);
  if (!target) return { status: 404, path };
  return { status: 200, path, content: buildLandingContent(target, year) };
}

function runLater(c: Context, work: Promise<unknown>): Promise<unknown> | undefined {
  try {
    c.executionCtx.waitUntil(work);
    return undefined;
  } catch {
    return work; // No execution context (unit tests): finish before answering.
  }
}

async function renderPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const year = new Date().getUTCFullYear();
  const shell = await loadShell(c.env.ASSETS, url.origin);
  const key = new Request(
    `${url.origin}/__landing/${shell.hash}/${DATA_VERSION}/${CONTENT_VERSION}/${year}${url.pathname}`,
  );
  // Workers' default cache (the DOM typing of `caches` does not know it).
  const cache = typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
  const hit = await cache?.match(key);
  if (hit) return respond(hit.body, hit.status, "HIT", shell.inlineScriptHashes);

  const payload = landingPayload(url.pathname, year);
  let html: string;
  let complete = true;
  if (payload.status === 404) {
    html = fillShell(shell.html, {
      head: renderNotFoundHead(),
      body: "",
      data: payload,
      dataId: LANDING_DATA_ID,
    });
  } else {
    let body = "";
    try {
      const { renderAppBody } = await import("../render/landing-ssr");
      body = await renderAppBody(url.href, payload);
    } catch (err) {
      // The page still works: the client renders it from the embedded data. Not cached.
      console.error("landing render failed", url.pathname, err);
      complete = false;
    }
    html = fillShell(shell.html, {
      head: renderLandingHead(payload.content, url.origin),
      body,
      data: payload,
      dataId: LANDING_DATA_ID,
    });
  }
  if (cache && complete) {
    const copy = new Response(html, { status: payload.status, headers: htmlHeaders(EDGE_CACHE_CONTROL) });
    await runLater(c, cache.put(key, copy));
  }
  return respond(html, payload.status, "MISS", shell.inlineScriptHashes);
}

function htmlHeaders(cacheControl: string): Headers {
  return new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": cacheControl });
}

function respond(
  body: BodyInit | null,
  status: number,
  cacheState: "HIT" | "MISS",
  scriptHashes: readonly string[],
): Response {
  const headers = htmlHeaders(LANDING_CACHE_CONTROL);
  headers.set("x-landing-cache", cacheState);
  if (scriptHashes.length) headers.set(INLINE_SCRIPT_HASHES, scriptHashes.join(" "));
  return new Response(body, { status, headers });
}

/** The landing sub-app, mounted at the root for the five prefixes. */
export const landing = new Hono<{ Bindings: Env }>();

// One plain route per prefix: with a regex parameter Hono falls back to its trie router, which
// also matched "/cost-estimate" (the results page) as a landing path.
for (const prefix of LANDING_PREFIXES) {
  landing.get(`/${prefix}/*`, (c) => renderPage(c));
  landing.get(`/${prefix}`, (c) => renderPage(c));
}

export { LANDING_PREFIXES };
