/**
 * Quote Changes' cost for a 30-line change order (issue 28: at most 1 ms of CPU; 20 different
 * changes of a home, then 10 of them again): reading and
 * pricing it against a typical project and against a finished conversation (each answer change a
 * replay), and the whole POST /api/quote-changes request through the worker's middleware.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { EstimateInputSchema } from "../../shared/api/inputs";
import { nextQuestion, type AnswerRecord } from "../../shared/engine/index";
import { priceChangeOrder, readChangeOrder } from "../../shared/quotechanges/index";
import { handleError } from "../../worker/errors";
import { guardBody } from "../../worker/middleware/body";
import { securityHeaders } from "../../worker/middleware/security-headers";
import { api } from "../../worker/routes/api";
import { QUOTE_CHANGES_BODY_ALLOWANCES } from "../../worker/routes/quote-changes";
import { SAMPLE_CHANGE_ORDERS } from "../shared/quotechanges/change-orders";
import { HELD_OUT_CHANGE_ORDERS } from "../shared/quotechanges/held-out";

const app = new Hono<{ Bindings: Env }>();
app.use(securityHeaders());
app.use(guardBody(QUOTE_CHANGES_BODY_ALLOWANCES));
app.route("/api", api);
app.onError(handleError);
const env = {} as Env;

const residential = SAMPLE_CHANGE_ORDERS[0]!;
// The work lines of both residential change orders (20 different changes), then the first again.
const workLines = [residential, HELD_OUT_CHANGE_ORDERS[0]!]
  .flatMap((co) => co.text.split("\n"))
  .filter((l) => /\$|\(\d/.test(l) && !/total|overhead|markup/i.test(l));
const text = Array.from({ length: 30 }, (_, i) => workLines[i % workLines.length]!).join("\n");
if (readChangeOrder(text).lines.length !== 30)
  throw new Error("the bench change order does not have 30 lines");

const { project } = v.parse(EstimateInputSchema, residential.project);
const answers: AnswerRecord[] = [];
for (let i = 0; i < 10; i++) {
  const q = nextQuestion(project, answers).question!;
  answers.push({ question: q.question, answer: q.id === "sf-area" ? 2400 : "b", questionNumber: i + 1 });
}
const typical = { answers: null, areaSqFt: 2400, quality: null };
const finished = { answers, areaSqFt: null, quality: null };
const body = JSON.stringify({ project: residential.project, changes: { text } });

export default [
  { name: "read a 30-line change order", fn: () => readChangeOrder(text) },
  {
    name: "price 30 lines against a typical project",
    fn: () => priceChangeOrder(project, typical, readChangeOrder(text)),
  },
  {
    name: "price 30 lines against a finished estimate",
    fn: () => priceChangeOrder(project, finished, readChangeOrder(text)),
  },
  {
    name: "POST /api/quote-changes, 30 lines",
    async: true,
    fn: () =>
      app.request(
        "/api/quote-changes",
        { method: "POST", headers: { "Content-Type": "application/json" }, body },
        env,
      ),
  },
];
