/**
 * Benchmarks of the estimation engine: initialize, next question at step 5, final estimate and a
 * whole ten-question conversation (initialize + nine next calls + final), as the stateless API
 * would run them. Run with `npm run bench`.
 */
import {
  finalEstimate,
  initializeQuestions,
  nextQuestion,
  type AnswerRecord,
  type ProjectInput,
} from "../../shared/engine/index";

const project: ProjectInput = {
  type: "single-family",
  location: {
    state: { name: "Texas", code: "TX", iso: "US-TX", slug: "texas" },
    city: { name: "Austin", slug: "austin", custom: false },
    location: { factor: 0.94, scope: "city", source: "bench", asOf: "2026-09" },
  },
};

/** A fixed conversation: the area, then option b or c alternately. */
function conversation(): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (let i = 0; i < 10; i++) {
    const q = nextQuestion(project, answers).question!;
    answers.push({
      question: q.question,
      answer: q.kind === "number" ? 2400 : i % 2 ? "b" : "c",
      questionNumber: i + 1,
    });
  }
  return answers;
}

const answers = conversation();

function wholeConversation(): void {
  initializeQuestions(project);
  for (let i = 1; i < 10; i++) nextQuestion(project, answers.slice(0, i));
  finalEstimate(project, answers);
}

export default [
  { name: "engine: initializeQuestions", fn: () => initializeQuestions(project) },
  { name: "engine: nextQuestion at step 5", fn: () => nextQuestion(project, answers.slice(0, 4)) },
  { name: "engine: finalEstimate", fn: () => finalEstimate(project, answers) },
  { name: "engine: whole 10-question conversation", fn: wholeConversation, options: { samples: 100 } },
];
