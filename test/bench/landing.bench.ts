/**
 * Landing-page render time (issue "SEO landing pages"): building the content from the engine and
 * places data, the React server render of the guide, and a whole uncached request through the
 * worker's landing route (shell from a stand-in assets binding, head, JSON-LD, body, embedded
 * data), rotating over six pages. Run with `npm run bench`. Rendered pages are cached at the edge,
 * so only the first request per page and build pays this.
 *
 * The runner's bundle uses the classic JSX transform, so the code under test is bundled here
 * with the automatic runtime and React's production build, as the worker is.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Esbuild from "esbuild";
import type * as Render from "./landing-render";

const root = process.cwd();
const { build } = createRequire(join(root, "package.json"))("esbuild") as typeof Esbuild;
const outfile = join(mkdtempSync(join(tmpdir(), "c2c-landing-bench-")), "landing-render.mjs");
await build({
  entryPoints: [join(root, "test/bench/landing-render.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "error",
});
const m = (await import(pathToFileURL(outfile).href)) as typeof Render;

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>C2C</title>
<script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const env = { ASSETS: { fetch: async () => new Response(SHELL) } } as unknown as Env;

const PAGES = [
  "/estimate/single-family/texas/austin",
  "/cost/healthcare/california/san-francisco",
  "/pricing/office-building/new-york",
  "/estimate/educational/ohio/columbus",
  "/budget/home-improvements/florida/miami",
  "/calculator/multi-family/washington/seattle",
];
let i = 0;
const next = () => PAGES[i++ % PAGES.length]!;

export default [
  {
    name: "landing content (engine figures + text)",
    fn: () => m.buildLandingContent(m.landingTargetOf(next())!, 2026),
  },
  {
    name: "landing SSR body (React renderToString)",
    async: true,
    options: { samples: 200, minBatchMs: 1 },
    fn: () => {
      const path = next();
      return m.renderAppBody(`https://c2c.test${path}`, m.landingPayload(path, 2026));
    },
  },
  {
    name: "landing page request, uncached (full HTML)",
    async: true,
    options: { samples: 200, minBatchMs: 1 },
    fn: async () => (await m.app.request(`https://c2c.test${next()}`, {}, env)).text(),
  },
  {
    name: "sitemap.xml (1,802 URLs)",
    options: { samples: 100 },
    fn: () => m.sitemapXml(m.sitemapEntries("https://c2c.test")),
  },
];
