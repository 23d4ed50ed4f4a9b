/**
 * A stand-in for the assets binding (env.ASSETS is undefined in the vitest pool): it serves a
 * minimal index.html like the built one, so landing routes can be requested through app.request.
 */
import { env } from "cloudflare:workers";
import app from "../../worker/index";

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

export const ASSETS = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html" } }),
} as unknown as Fetcher;

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

/** The first render loads React's server renderer and the client modules (slow in the test pool). */
export const WARM_UP_MS = 60_000;
