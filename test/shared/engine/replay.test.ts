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
  locationMultiplier,
  nextQuestion,
  type AnswerRecord,
} from "../../../shared/engine/index";
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../../../shared/project-types";
import { place, play, project } from "./fixtures";

const austin = place(0.94, "Texas", "Austin");

/**
 * The answers that come before the single-family area question: the planner asks first whatever
 * moves the cost most (the area, or the kind of home), so the tests do not assume the order.
 */
function beforeArea(p: ReturnType<typeof project>): AnswerRecord[] {
  const first = initializeQuestions(p).question!;
  return first.id === "sf-area" ? [] : [{ question: first.id, answer: "a", questionNumber: 1 }];
}

/** The ids of the ten questions asked, the kind question first with `kindLetter`, every other answer "a" (or the least number). */
function askedAfterKind(type: ProjectTypeId, kindId: string, kindLetter: string): string[] {
  const p = project(type);
  const answers: AnswerRecord[] = [{ question: kindId, answer: kindLetter, questionNumber: 1 }];
  for (let n = 2; n <= QUESTION_COUNT; n++) {
    const q = nextQuestion(p, answers).question!;
    answers.push({ question: q.id, answer: q.kind === "number" ? (q.min ?? 10000) : "a", questionNumber: n });
  }
  return answers.map((a) => a.question);
}

describe("initializeQuestions", () => {
  it("asks for the area with unit and bounds among the first two questions", () => {
    const p = project("single-family", austin);
    const step = initializeQuestions(p);
    expect(step.costEstimate.estimateClass).toBe(5);
    expect(step.costEstimate.sqFtAnswered).toBe(false);
    const prefix = beforeArea(p);
    expect(nextQuestion(p, prefix).question).toMatchObject({
      id: "sf-area",
      kind: "number",
      unit: "sq ft",
      min: 500,
      max: 20000,
      questionNumber: prefix.length + 1,
    });
  });

  it("asks first the question that narrows the range most, the kind of building included", () => {
    expect(initializeQuestions(project("healthcare")).question?.id).toBe("hc-kind");
    expect(initializeQuestions(project("home-improvements")).question?.id).toBe("hi-scope");
    // a school's floor area narrows the range more than its level; the level comes next
    expect(initializeQuestions(project("educational")).question?.id).toBe("ed-area");
    const second = nextQuestion(project("educational"), [
      { questionNumber: 1, question: "ed-area", answer: 60_000 },
    ]);
    expect(second.question?.id).toBe("ed-level");
  });

  it("asks an office its building class and a fire station or library its design level", () => {
    const asked = (kindLetter: string) => askedAfterKind("office-building", "of-kind", kindLetter);
    for (const office of ["a", "b"]) {
      expect(asked(office)).toContain("of-class");
      expect(asked(office)).not.toContain("of-design");
    }
    for (const civic of ["c", "d", "e"]) {
      expect(asked(civic)).toContain("of-design");
      expect(asked(civic)).not.toContain("of-class");
    }
  });

  // healthcare kinds that hold two kinds of building ask which (residential care also who owns
  // it), and no other kind is asked
  it.each([
    ["d", "hc-acute"],
    ["c", "hc-clinic"],
    ["e", "hc-residential"],
    ["e", "hc-care-owner"],
  ])("asks healthcare kind %s its own question %s, and no other kind", (kind, question) => {
    const asked = (kindLetter: string) => askedAfterKind("healthcare", "hc-kind", kindLetter);
    expect(asked(kind)).toContain(question);
    for (const other of ["a", "b", "c", "d", "e"].filter((k) => k !== kind)) {
      expect(asked(other), other).not.toContain(question);
    }
  });

  it("does not ask a surgery center or emergency department about an emergency department", () => {
    expect(askedAfterKind("healthcare", "hc-kind", "d")).not.toContain("hc-emergency");
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
    const prefix = beforeArea(p);
    const n = prefix.length + 1;
    const first = nextQuestion(p, [...prefix, { question: "sf-area", answer: "2,400", questionNumber: n }]);
    expect(first.costEstimate.sq_ft).toBe(2400);
    const next = first.question!;
    expect(next.option_a).toBeDefined();
    const second = nextQuestion(p, [
      ...prefix.map((a) => ({ ...a, answer: "A" })),
      { question: "sf-area", answer: "2400", questionNumber: n },
      { question: next.question, answer: "B", questionNumber: n + 1 },
    ]);
    expect(second.costEstimate.answered).toBe(n + 1);
  });

  it("rejects an area outside its bounds, naming the answer and the bounds", () => {
    const p = project("single-family");
    const prefix = beforeArea(p);
    const n = prefix.length + 1;
    expect(() =>
      nextQuestion(p, [...prefix, { question: "sf-area", answer: 900000, questionNumber: n }]),
    ).toThrow(`Answer ${n} (900000) is outside 500–20,000 sq ft`);
  });

  it("rejects a letter the question does not offer", () => {
    const p = project("healthcare");
    const bad: AnswerRecord[] = [{ question: "hc-kind", answer: "g", questionNumber: 1 }];
    expect(() => nextQuestion(p, bad)).toThrow(/Answer 1 must be one of a–f for 'What kind of healthcare/);
  });

  it("rejects an answer recorded for another question", () => {
    const p = project("healthcare");
    const bad = [{ question: "How many stories will the building have?", answer: "a", questionNumber: 1 }];
    try {
      nextQuestion(p, bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      expect((e as ReplayError).questionNumber).toBe(1);
      expect((e as Error).message).toContain("question 1 is 'What kind of healthcare facility is it?'");
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
    const area = Number(answers.find((a) => a.question.includes("floor area"))!.answer).toLocaleString(
      "en-US",
    );
    expect(final.requirements).toContain(`Floor area: ${area} sq ft.`);
    // the applied factor is the city's index raised to the type's fitted dispersion exponent
    const applied = locationMultiplier("single-family", austin);
    const below = Math.round((1 - applied) * 100);
    expect(final.requirements).toContain(
      `Location: Austin, Texas, costs ${below}% below the national average (city location factor ${applied.toFixed(2)}).`,
    );
    expect(applied).toBeLessThan(0.94);
    const e = final.costEstimate;
    expect(final.requirements.at(-1)).toBe(
      `Total Project Cost Range: $${e.min.toLocaleString("en-US")} - $${e.max.toLocaleString("en-US")}`,
    );
    expect([3, 4, 5]).toContain(e.estimateClass);
    expect(e.answered).toBe(10);
  });
});
