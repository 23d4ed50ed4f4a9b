/**
 * /accuracy (decision record 006): the build's render of the page from the calibration data
 * (view, summaries, chart and table of every case, then the stored form with its origin slot),
 * done once per deploy; what the first request of an isolate does with the stored page (read it,
 * write the origin in); and a request through the route, which serves the page made once per
 * isolate. Filtered views (/accuracy?type=…, issue 27): the first request of an isolate parses
 * the stored view (JSON), then each filtered page is rendered from it. Run with `npm run bench`.
 */
import { Hono } from "hono";
import cases from "../../shared/calibration/cases.json";
import { readOriginPage } from "../../worker/render/origin-page";
import {
  renderAccuracyAsset,
  renderAccuracyDocument,
  renderAccuracyViewAsset,
} from "../../worker/render/accuracy-document";
import { renderAccuracyPage } from "../../worker/render/accuracy";
import type { AccuracyView } from "../../worker/render/accuracy-data";
import { filterView, type AccuracyFilter } from "../../worker/render/accuracy-filter";
import { accuracy } from "../../worker/routes/accuracy";

const STORED = renderAccuracyAsset();
const app = new Hono<{ Bindings: Env }>().route("/", accuracy);
/** The assets binding with the build's page in it. */
const ASSETS = { fetch: async () => new Response(STORED.slice()) } as unknown as Fetcher;
const VIEW_JSON = renderAccuracyViewAsset();
const VIEW = JSON.parse(VIEW_JSON) as AccuracyView;
const filtered = (f: AccuracyFilter) => () => renderAccuracyPage(filterView(VIEW, f), "https://c2c.test", f);

export default [
  {
    name: `accuracy page render (${cases.length} cases), once per build`,
    options: { samples: 100 },
    fn: () => renderAccuracyDocument("https://c2c.test"),
  },
  {
    name: `accuracy page, first request of an isolate: stored page (${(STORED.length / 1024).toFixed(0)} KB) read, origin written`,
    options: { samples: 300 },
    fn: () => readOriginPage(STORED)!("https://c2c.test"),
  },
  {
    name: "accuracy page request, made once per isolate",
    async: true,
    options: { samples: 100, minBatchMs: 1 },
    fn: async () => (await app.request("https://c2c.test/accuracy", {}, { ASSETS })).arrayBuffer(),
  },
  {
    name: `accuracy filtered views, first request of an isolate: stored view (${(VIEW_JSON.length / 1024).toFixed(0)} KB) parsed`,
    options: { samples: 50 },
    fn: () => JSON.parse(VIEW_JSON) as unknown,
  },
  {
    name: "accuracy filtered page: hospitals in Texas",
    options: { samples: 300 },
    fn: filtered({ type: "healthcare", kind: "hospital", state: "TX" }),
  },
  {
    name: "accuracy filtered page: every healthcare project (the largest type)",
    options: { samples: 100 },
    fn: filtered({ type: "healthcare" }),
  },
];
