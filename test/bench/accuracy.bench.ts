/**
 * /accuracy render time (PRODUCT.md decision 15): building the page's view of the calibration
 * data (join, sort, summaries) and rendering the whole HTML document with its chart and table of
 * every case, uncached; then a request through the route, which serves the page rendered once per
 * isolate. Run with `npm run bench`.
 */
import { Hono } from "hono";
import cases from "../../shared/calibration/cases.json";
import scores from "../../shared/calibration/scores.generated.json";
import type { CalibrationCase, CaseScore } from "../../shared/calibration/types";
import { DATA_AS_OF, DATA_VERSION } from "../../shared/engine/index";
import { renderAccuracyPage } from "../../worker/render/accuracy";
import { accuracyView } from "../../worker/render/accuracy-data";
import { accuracy } from "../../worker/routes/accuracy";

const CASES = cases as CalibrationCase[];
const SCORES = scores as CaseScore[];
const META = { priceLevel: DATA_AS_OF, dataVersion: DATA_VERSION };
const app = new Hono<{ Bindings: Env }>().route("/", accuracy);

export default [
  {
    name: `accuracy view (${CASES.length} cases, summaries)`,
    options: { samples: 100 },
    fn: () => accuracyView(CASES, SCORES, META),
  },
  {
    name: "accuracy page render, uncached (view + HTML)",
    options: { samples: 100 },
    fn: () => renderAccuracyPage(accuracyView(CASES, SCORES, META), "https://c2c.test"),
  },
  {
    name: "accuracy page request, rendered once per isolate",
    async: true,
    options: { samples: 100, minBatchMs: 1 },
    fn: async () => (await app.request("https://c2c.test/accuracy")).arrayBuffer(),
  },
];
