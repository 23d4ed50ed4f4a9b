/**
 * A stand-in for the assets binding (env.ASSETS is undefined in the vitest pool): it serves a
 * minimal index.html like the built one as the shell and the SPA fallback, and each landing page's
 * prebuilt part rendered by the build's own function, so landing routes can be requested through
 * app.request exactly as the built worker serves them.
 */
import { env } from "cloudflare:workers";
import app from "../../worker/index";
import { renderLandingPart } from "../../client/prerender-landing";
import { landingTargetOf } from "../../shared/content/landing-route";
import { PREBUILT_DIR } from "../../shared/content/prebuilt";

export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Cost to Construct — free construction cost estimates</title>
    <meta
      name="description"
      content="Shell description"
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Paths the stand-in was asked for, most recent last. */
export const assetRequests: string[] = [];

const parts = new Map<string, Promise<Uint8Array>>();

async function serveAsset(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  assetRequests.push(path);
  const target = path.startsWith(`${PREBUILT_DIR}/`)
    ? landingTargetOf(path.slice(PREBUILT_DIR.length).replace(/\.txt$/, ""))
    : undefined;
  if (target) {
    let part = parts.get(path);
    if (!part) parts.set(path, (part = renderLandingPart(target)));
    // A copy: the worker writes the year into the bytes it gets.
    return new Response((await part).slice(), { headers: { "content-type": "text/plain" } });
  }
  // The shell, and the single-page-application fallback for anything else.
  return new Response(SHELL, { headers: { "content-type": "text/html" } });
}

export const ASSETS = { fetch: serveAsset } as unknown as Fetcher;

export const BASE = "https://c2c.test";

/** Requests a path from the worker with the fake assets binding. */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(`${BASE}${path}`, init, { ...env, ASSETS }));
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The content attribute of a meta tag by name or property. */
export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/\./g, "\\.")}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

/** The first part rendered loads React's server renderer and the client modules (slow in the pool). */
export const WARM_UP_MS = 60_000;
