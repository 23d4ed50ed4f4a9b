/**
 * The planner and the replay of a conversation: ten questions exactly, the specification's
 * question object, clear errors for answers that do not fit, and the final estimate's
 * requirements.
 */
import { describe, expect, it } from "vitest";
import {
  QUESTION_COUNT,
  ReplayError,
  finalEstimate,
  initializeQuestions,
  nextQuestion,
  type AnswerRecord,
} from "../../../shared/engine/index";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";
import { place, play, project } from "./fixtures";

const austin = place(0.94, "Texas", "Austin");

describe("initializeQuestions", () => {
  it("asks for the area first with unit and bounds", () => {
    const step = initializeQuestions(project("single-family", austin));
    expect(step.question).toMatchObject({
      id: "sf-area",
      kind: "number",
      unit: "sq ft",
      min: 500,
      max: 20000,
      questionNumber: 1,
    });
    expect(step.costEstimate.estimateClass).toBe(5);
    expect(step.costEstimate.sqFtAnswered).toBe(false);
  });
});

describe("nextQuestion", () => {
  it.each(PROJECT_TYPE_IDS)("asks exactly ten distinct questions for %s", (type) => {
    const p = project(type);
    const answers = play(
      p,
      Array.from({ length: 12 }, (_, i) => (i * 0.37) % 1),
    );
    expect(answers).toHaveLength(QUESTION_COUNT);
    expect(new Set(answers.map((a) => a.question)).size).toBe(QUESTION_COUNT);
    expect(nextQuestion(p, answers).question).toBeNull();
  });

  it("accepts the question id, upper-case letters and numeric strings", () => {
    const p = project("single-family");
    const first = nextQuestion(p, [{ question: "sf-area", answer: "2,400", questionNumber: 1 }]);
    expect(first.costEstimate.sq_ft).toBe(2400);
    const q2 = first.question!;
    expect(q2.option_a).toBeDefined();
    const second = nextQuestion(p, [
      { question: "sf-area", answer: "2400", questionNumber: 1 },
      { question: q2.question, answer: "B", questionNumber: 2 },
    ]);
    expect(second.costEstimate.answered).toBe(2);
  });

  it("rejects an area outside its bounds, naming the answer and the bounds", () => {
    const p = project("single-family");
    expect(() => nextQuestion(p, [{ question: "sf-area", answer: 900000, questionNumber: 1 }])).toThrow(
      "Answer 1 (900000) is outside 500–20,000 sq ft",
    );
  });

  it("rejects a letter the question does not offer", () => {
    const p = project("single-family");
    const q2 = nextQuestion(p, [{ question: "sf-area", answer: 2400, questionNumber: 1 }]).question!;
    const bad: AnswerRecord[] = [
      { question: "sf-area", answer: 2400, questionNumber: 1 },
      { question: q2.question, answer: "f", questionNumber: 2 },
    ];
    expect(() => nextQuestion(p, bad)).toThrow(/Answer 2 must be one of a–e for 'What level of finishes/);
  });

  it("rejects an answer recorded for another question", () => {
    const p = project("single-family");
    const bad = [{ question: "How many stories will the home have?", answer: "a", questionNumber: 1 }];
    try {
      nextQuestion(p, bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      expect((e as ReplayError).questionNumber).toBe(1);
      expect((e as Error).message).toContain("question 1 is 'What is the total finished floor area");
    }
  });

  it("rejects more than ten answers", () => {
    const p = project("office-building");
    const answers = play(
      p,
      Array.from({ length: 10 }, () => 0.5),
    );
    expect(() => nextQuestion(p, [...answers, answers[0]!])).toThrow(ReplayError);
  });
});

describe("finalEstimate", () => {
  it("needs exactly ten answers", () => {
    const p = project("healthcare");
    const answers = play(
      p,
      Array.from({ length: 9 }, () => 0.2),
    );
    expect(() => finalEstimate(p, answers)).toThrow("The final estimate needs 10 answers; got 9");
  });

  it("summarises the answers with the area, the place and a last range line", () => {
    const p = project("single-family", austin);
    const answers = play(p, [0.5, 0.3, 0.1, 0.4, 0.2, 0.6, 0.7, 0.8, 0.1, 0.9]);
    const final = finalEstimate(p, answers);
    const area = Number(answers[0]!.answer).toLocaleString("en-US");
    expect(final.requirements).toContain(`Floor area: ${area} sq ft.`);
    expect(
      final.requirements.some(
        (l) =>
          l === "Location: Austin, Texas, costs 6% below the national average (city location factor 0.94).",
      ),
    ).toBe(true);
    const e = final.costEstimate;
    expect(final.requirements.at(-1)).toBe(
      `Total Project Cost Range: $${e.min.toLocaleString("en-US")} - $${e.max.toLocaleString("en-US")}`,
    );
    expect(e.estimateClass).toBe(4);
    expect(e.answered).toBe(10);
  });
});
