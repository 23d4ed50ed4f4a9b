/**
 * What moves your cost: every what-if of one finished estimate (a 2,400 sq ft home in Austin,
 * 43 alternatives, each the conversation replayed from the changed answer on), and the same for a
 * California hospital (the state's own model); and the whole POST /api/what-if request (validation,
 * the what-ifs, about 90 KB of JSON) through the worker's middleware and error handler. The budget
 * is 1 ms of CPU at p99 for the what-ifs of one estimate. Run with `npm run bench -- whatif`.
 */
import { Hono } from "hono";
import { handleError } from "../../worker/errors";
import { guardBody } from "../../worker/middleware/body";
import { securityHeaders } from "../../worker/middleware/security-headers";
import { api } from "../../worker/routes/api";
import { QUOTE_BODY_ALLOWANCES } from "../../worker/routes/quote-check";
import { nextQuestion, type AnswerRecord, type ProjectInput } from "../../shared/engine/index";
import { resolveLocation } from "../../shared/places/index";
import { whatIf } from "../../shared/whatif/index";

const austin: ProjectInput = { type: "single-family", location: resolveLocation("texas", "austin")! };
const caHospital: ProjectInput = {
  type: "healthcare",
  location: resolveLocation("california", "los-angeles")!,
};

/** A fixed conversation: the kind first where asked, the area, then option b or a alternately. */
function conversation(p: ProjectInput, area: number): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (let i = 0; i < 10; i++) {
    const q = nextQuestion(p, answers).question!;
    const choice = q.id === "hc-kind" ? "a" : i % 2 ? "b" : "a";
    answers.push({
      question: q.question,
      answer: q.kind === "number" ? area : choice,
      questionNumber: i + 1,
    });
  }
  return answers;
}

const homeAnswers = conversation(austin, 2400);
const hospitalAnswers = conversation(caHospital, 120_000);

const app = new Hono<{ Bindings: Env }>();
app.use(securityHeaders());
app.use(guardBody(QUOTE_BODY_ALLOWANCES));
app.route("/api", api);
app.onError(handleError);
const env = {} as Env;
const body = JSON.stringify({
  projectData: { constructionType: "single-family", state: "Texas", city: "Austin" },
  answers: homeAnswers,
});
const bodyBytes = String(new TextEncoder().encode(body).byteLength);

async function call() {
  const res = await app.request(
    "/api/what-if",
    { method: "POST", headers: { "content-type": "application/json", "content-length": bodyBytes }, body },
    env,
  );
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`/api/what-if: ${res.status}`);
}

export default [
  { name: "what-if: every alternative, Austin home", fn: () => whatIf(austin, homeAnswers) },
  {
    name: "what-if: every alternative, California hospital",
    fn: () => whatIf(caHospital, hospitalAnswers, { startDate: "2027-06", landCost: 2_000_000 }),
  },
  { name: "api: POST /api/what-if (Austin home)", async: true, fn: call, options: { samples: 100 } },
];
