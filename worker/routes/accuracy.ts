/**
 * GET /accuracy (decision record 006): the published accuracy of the engine. The build renders
 * the page from the calibration data once (docs/decisions/008) and stores it among the static
 * assets with a slot for the origin; the worker fetches it once per isolate and writes each origin
 * in (a copy of the bytes). Without a build (vite dev, the worker tests) it renders the page
 * itself, importing the data and the renderer on the first request only, so the worker's
 * start-up never parses them.
 */
import { Hono } from "hono";
import { readOriginPage } from "../render/origin-page";
import { ACCURACY_ASSET } from "../../shared/content/prebuilt";

const CACHE_CONTROL = "public, max-age=3600";

type PageFor = (origin: string) => Uint8Array<ArrayBuffer>;

/** The page's source, loaded once per isolate: the build's copy, or the renderer. */
let source: Promise<PageFor> | undefined;

async function loadSource(assets: Fetcher, url: string): Promise<PageFor> {
  const res = await assets.fetch(new Request(new URL(ACCURACY_ASSET, url)));
  const stored = res.ok ? readOriginPage(new Uint8Array(await res.arrayBuffer())) : undefined;
  if (stored) return stored;
  const { renderAccuracyDocument } = await import("../render/accuracy-document");
  const encoder = new TextEncoder();
  return (origin) => encoder.encode(renderAccuracyDocument(origin));
}

/** Pages by origin (one or two per isolate: the site and a preview host). */
const pages = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_ORIGINS = 4;

/** The page for an origin as UTF-8, made at most once per isolate. */
export async function accuracyHtml(assets: Fetcher, url: string): Promise<Uint8Array<ArrayBuffer>> {
  const origin = new URL(url).origin;
  let page = pages.get(origin);
  if (!page) {
    if (!source) {
      source = loadSource(assets, url);
      source.catch(() => (source = undefined));
    }
    page = (await source)(origin);
    if (pages.size >= MAX_ORIGINS) pages.clear();
    pages.set(origin, page);
  }
  return page;
}

export const accuracy = new Hono<{ Bindings: Env }>();

accuracy.get("/accuracy", async (c) =>
  c.body(await accuracyHtml(c.env.ASSETS, c.req.url), 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": CACHE_CONTROL,
  }),
);
