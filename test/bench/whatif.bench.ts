/**
 * What moves your cost: every what-if of one finished estimate (a 2,400 sq ft home in Austin,
 * 43 alternatives, each the conversation replayed from the changed answer on), and the same for a
 * California hospital (the state's own model). The budget is 1 ms of CPU at p99 per estimate.
 * Run with `npm run bench -- whatif`.
 */
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

export default [
  { name: "what-if: every alternative, Austin home", fn: () => whatIf(austin, homeAnswers) },
  {
    name: "what-if: every alternative, California hospital",
    fn: () => whatIf(caHospital, hospitalAnswers, { startDate: "2027-06", landCost: 2_000_000 }),
  },
];
