/**
 * Benchmarks of the estimation engine: initialize, next question at step 5, final estimate and a
 * whole ten-question conversation (initialize + nine next calls + final), as the stateless API
 * would run them; and a whole conversation about a California hospital, which prices on the state's
 * own model (its hospital rule). Run with `npm run bench`.
 */
import {
  finalEstimate,
  initializeQuestions,
  nextQuestion,
  type AnswerRecord,
  type ProjectInput,
} from "../../shared/engine/index";
import { resolveLocation } from "../../shared/places/index";

const project: ProjectInput = { type: "single-family", location: resolveLocation("texas", "austin")! };
const caHospital: ProjectInput = {
  type: "healthcare",
  location: resolveLocation("california", "los-angeles")!,
};

/** A fixed conversation: a hospital where the kind is asked, the area, then option b or c alternately. */
function conversation(p: ProjectInput): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (let i = 0; i < 10; i++) {
    const q = nextQuestion(p, answers).question!;
    const choice = q.id === "hc-kind" ? "a" : i % 2 ? "b" : "c";
    answers.push({
      question: q.question,
      answer: q.kind === "number" ? 2400 * (p.type === "healthcare" ? 50 : 1) : choice,
      questionNumber: i + 1,
    });
  }
  return answers;
}

const answers = conversation(project);
const hospitalAnswers = conversation(caHospital);

function wholeConversation(p: ProjectInput, all: AnswerRecord[]): void {
  initializeQuestions(p);
  for (let i = 1; i < 10; i++) nextQuestion(p, all.slice(0, i));
  finalEstimate(p, all);
}

export default [
  { name: "engine: initializeQuestions", fn: () => initializeQuestions(project) },
  { name: "engine: nextQuestion at step 5", fn: () => nextQuestion(project, answers.slice(0, 4)) },
  { name: "engine: finalEstimate", fn: () => finalEstimate(project, answers) },
  {
    name: "engine: whole 10-question conversation",
    fn: () => wholeConversation(project, answers),
    options: { samples: 100 },
  },
  {
    name: "engine: whole conversation, California hospital",
    fn: () => wholeConversation(caHospital, hospitalAnswers),
    options: { samples: 100 },
  },
];
