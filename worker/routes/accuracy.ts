/**
 * GET /accuracy (decision record 006): the published accuracy of the engine. The build renders
 * the page from the calibration data once (docs/decisions/008) and stores it among the static
 * assets with a slot for the origin; the worker fetches it once per isolate and writes each origin
 * in (a copy of the bytes). Without a build (vite dev, the worker tests) it renders the page
 * itself, importing the data and the renderer on the first request only, so the worker's
 * start-up never parses them.
 *
 * With a filter in the query string (`?type=healthcare&kind=hospital&state=TX`, issue 27) the
 * worker renders the view of the projects it picks, from the view the build stores as JSON (read
 * once per isolate), so a filtered page is small; a value it cannot show answers 400 with a page
 * that says why (worker/render/accuracy-filter.ts).
 */
import { Hono } from "hono";
import { readOriginPage } from "../render/origin-page";
import { ACCURACY_ASSET, ACCURACY_VIEW_ASSET } from "../../shared/content/prebuilt";
import type { AccuracyView } from "../render/accuracy-data";
import { filterView, isFiltered, parseAccuracyFilter } from "../render/accuracy-filter";

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

/** The whole view, loaded once per isolate: the build's JSON, or computed from the data. */
let view: Promise<AccuracyView> | undefined;

async function loadView(assets: Fetcher, url: string): Promise<AccuracyView> {
  const res = await assets.fetch(new Request(new URL(ACCURACY_VIEW_ASSET, url)));
  if (res.ok && (res.headers.get("content-type") ?? "").includes("json"))
    return (await res.json()) as AccuracyView;
  const { accuracyDocumentView } = await import("../render/accuracy-document");
  return accuracyDocumentView();
}

function wholeView(assets: Fetcher, url: string): Promise<AccuracyView> {
  if (!view) {
    view = loadView(assets, url);
    view.catch(() => (view = undefined));
  }
  return view;
}

export const accuracy = new Hono<{ Bindings: Env }>();

accuracy.get("/accuracy", async (c) => {
  const url = new URL(c.req.url);
  const parsed = parseAccuracyFilter(url.searchParams);
  if (parsed.ok && !isFiltered(parsed.filter)) {
    return c.body(await accuracyHtml(c.env.ASSETS, c.req.url), 200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": CACHE_CONTROL,
    });
  }
  const [whole, render] = await Promise.all([
    wholeView(c.env.ASSETS, c.req.url),
    import("../render/accuracy"),
  ]);
  if (!parsed.ok) {
    return c.body(render.renderAccuracyProblem(whole, url.origin, parsed.problems), 400, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    });
  }
  return c.body(render.renderAccuracyPage(filterView(whole, parsed.filter), url.origin, parsed.filter), 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": CACHE_CONTROL,
  });
});
