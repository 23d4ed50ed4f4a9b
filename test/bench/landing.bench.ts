/**
 * Landing-page cost (issues "SEO landing pages" and 14): a whole uncached request through the
 * worker's landing middleware (the page's prebuilt part from a stand-in assets binding, the year
 * written in, the head and JSON-LD rendered, the shell stitched), rotating over six pages, and the
 * shared 404; beside them what the build pays once per page (content from the engine and the React
 * render of the part) and the sitemap. Run with `npm run bench`. The response's body is not read:
 * sending it is the runtime's work (in Node, reading a 60 KB body through its Response costs more
 * CPU than the worker's own work, and would hide it).
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
  // The edge build, which is what "react-dom/server" resolves to in workerd (the node build wants
  // CommonJS require of node: modules, which an ESM bundle cannot do).
  alias: { "react-dom/server": "react-dom/server.edge" },
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "error",
});
const m = (await import(pathToFileURL(outfile).href)) as typeof Render;

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>C2C</title>
<script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

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

// The assets the build would have written for these pages: the shell and each page's part.
const assets = new Map<string, Uint8Array>();
for (const path of PAGES) {
  const target = m.landingTargetOf(path)!;
  const canonical = `/estimate/${target.type.id}/${target.state.slug}${target.city ? `/${target.city.slug}` : ""}`;
  assets.set(m.prebuiltPartPath(canonical), await m.renderLandingPart(target));
}
// The binding's answer, reduced to what the worker reads (ok and the bytes): in workerd reading an
// asset is I/O handled by the runtime, while Node's Response would add its JavaScript stream
// machinery to every request. A copy per request, as the binding's body is: the worker writes the
// year into it.
const env = {
  ASSETS: {
    fetch: async (req: Request) => {
      const part = assets.get(new URL(req.url).pathname);
      if (!part) return new Response(SHELL);
      return { ok: true, status: 200, arrayBuffer: async () => part.slice().buffer } as unknown as Response;
    },
  },
} as unknown as Env;

export default [
  {
    name: "landing page request, uncached (full HTML)",
    async: true,
    options: { samples: 300, minBatchMs: 1 },
    fn: () => m.app.request(`https://c2c.test${next()}`, {}, env),
  },
  {
    name: "landing 404 (one shared answer)",
    async: true,
    options: { samples: 300, minBatchMs: 1 },
    fn: () => m.app.request("https://c2c.test/estimate/castle/texas", {}, env),
  },
  {
    name: "build: landing content (engine figures + text)",
    fn: () => m.buildLandingContent(m.landingTargetOf(next())!, 2026),
  },
  {
    name: "build: landing part (React renderToString)",
    async: true,
    options: { samples: 100, minBatchMs: 1 },
    fn: () => m.renderLandingPart(m.landingTargetOf(next())!),
  },
  {
    name: "sitemap.xml (1,802 URLs)",
    options: { samples: 100 },
    fn: () => m.sitemapXml(m.sitemapEntries("https://c2c.test")),
  },
];
