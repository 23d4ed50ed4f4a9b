/**
 * /accuracy (decision record 006): the build's render of the page from the calibration data
 * (view, summaries, chart and table of every case, then the stored form with its origin slot),
 * done once per deploy; what the first request of an isolate does with the stored page (read it,
 * write the origin in); and a request through the route, which serves the page made once per
 * isolate. Run with `npm run bench`.
 */
import { Hono } from "hono";
import cases from "../../shared/calibration/cases.json";
import { readOriginPage } from "../../worker/render/origin-page";
import { renderAccuracyAsset, renderAccuracyDocument } from "../../worker/render/accuracy-document";
import { accuracy } from "../../worker/routes/accuracy";

const STORED = renderAccuracyAsset();
const app = new Hono<{ Bindings: Env }>().route("/", accuracy);
/** The assets binding with the build's page in it. */
const ASSETS = { fetch: async () => new Response(STORED.slice()) } as unknown as Fetcher;

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
];
