/**
 * GET /accuracy (PRODUCT.md decision 15): the published accuracy of the engine, rendered from the
 * calibration data. The data and its renderer are imported on the first request only, so the
 * worker's start-up does not parse them; the page is rendered once per isolate and origin, since
 * it changes only with the data, which a new deploy (and so a new isolate) brings.
 */
import { Hono } from "hono";
import { DATA_AS_OF, DATA_VERSION } from "../../shared/engine/index";

const CACHE_CONTROL = "public, max-age=3600";

/** Rendered pages by origin (one or two per isolate: the site and a preview host), encoded once. */
const pages = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const MAX_ORIGINS = 4;

async function render(origin: string): Promise<Uint8Array<ArrayBuffer>> {
  const [{ renderAccuracyPage }, { accuracyView }, cases, scores] = await Promise.all([
    import("../render/accuracy"),
    import("../render/accuracy-data"),
    import("../../shared/calibration/cases.json"),
    import("../../shared/calibration/scores.generated.json"),
  ]);
  const view = accuracyView(
    cases.default as Parameters<typeof accuracyView>[0],
    scores.default as Parameters<typeof accuracyView>[1],
    { priceLevel: DATA_AS_OF, dataVersion: DATA_VERSION },
  );
  return new TextEncoder().encode(renderAccuracyPage(view, origin));
}

/** The page for an origin as UTF-8, rendered at most once per isolate. */
export function accuracyHtml(origin: string): Promise<Uint8Array<ArrayBuffer>> {
  let page = pages.get(origin);
  if (!page) {
    if (pages.size >= MAX_ORIGINS) pages.clear();
    page = render(origin);
    page.catch(() => pages.delete(origin));
    pages.set(origin, page);
  }
  return page;
}

export const accuracy = new Hono<{ Bindings: Env }>();

accuracy.get("/accuracy", async (c) =>
  c.body(await accuracyHtml(new URL(c.req.url).origin), 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": CACHE_CONTROL,
  }),
);
