import { describe, expect, it } from "vitest";
import {
  keptAnswerFor,
  mergeKept,
  positionFrom,
  readNumber,
  sameAnswer,
} from "../../client/components/QuestionFlow/flow-logic";
import { filterOptions } from "../../client/components/SearchSelect/SearchSelect";
import { answerText } from "../../client/components/AnswersList/AnswersList";
import type { QuestionOut } from "../../shared/api/outputs";

const area: QuestionOut = {
  id: "sf-area",
  questionNumber: 1,
  question: "What is the total finished floor area of the home?",
  kind: "number",
  unit: "sq ft",
  min: 500,
  max: 20000,
  step: 10,
};
const quality: QuestionOut = {
  id: "sf-quality",
  questionNumber: 2,
  question: "What level of finishes and fixtures do you want?",
  kind: "choice",
  option_a: "Economy (builder-grade)",
  option_b: "Standard",
  option_c: "Not sure (use the typical mix)",
};

describe("readNumber", () => {
  it.each([
    ["2,400", 2400],
    ["2400 sq ft", 2400],
    [" 2400 ", 2400],
    ["2 400", 2400],
    ["12,000 square feet", 12000],
    ["2400sqft", 2400],
    ["1,250.5", 1250.5],
  ])("reads %j as %d (a comma is never a decimal point)", (text, value) => {
    expect(readNumber(text, "sq ft")).toEqual({ value });
  });

  it("refuses what is not a number, with a message, and reads nothing from an empty field", () => {
    expect(readNumber("two thousand")).toEqual({ value: null, error: "Enter a number, such as 2,400" });
    expect(readNumber("2,40")).toEqual({ value: null, error: "Enter a number, such as 2,400" });
    expect(readNumber("   ")).toEqual({ value: null });
  });
});

describe("kept answers", () => {
  it("offer an earlier answer again only where it still fits the question", () => {
    const kept = [
      { question: area.question, answer: 2400, questionNumber: 3 },
      { question: quality.question, answer: "f", questionNumber: 4 },
    ];
    expect(keptAnswerFor(kept, area)).toBe(2400);
    expect(keptAnswerFor(kept, { ...area, max: 2000 })).toBeNull();
    expect(keptAnswerFor(kept, quality)).toBeNull();
    expect(keptAnswerFor([{ question: quality.question, answer: "B", questionNumber: 2 }], quality)).toBe(
      "b",
    );
  });

  it("merge with the later answers first and no question twice", () => {
    const later = [{ question: "Q2", answer: "a", questionNumber: 2 }];
    const older = [
      { question: "Q2", answer: "b", questionNumber: 2 },
      { question: "Q5", answer: "c", questionNumber: 5 },
    ];
    expect(mergeKept(later, older).map((a) => `${a.question}=${a.answer}`)).toEqual(["Q2=a", "Q5=c"]);
  });

  it("compare answers however they were written", () => {
    expect(sameAnswer("B", "b")).toBe(true);
    expect(sameAnswer(2400, "2,400")).toBe(true);
    expect(sameAnswer("a", null)).toBe(false);
  });
});

describe("positionFrom", () => {
  it("reads ?q= within 1 to the last question shown, else the last", () => {
    expect(positionFrom("3", 5)).toBe(3);
    expect(positionFrom("9", 5)).toBe(5);
    expect(positionFrom(null, 5)).toBe(5);
    expect(positionFrom("x", 2)).toBe(2);
  });
});

describe("filterOptions with other names", () => {
  const resolve = (t: string) => (t.trim().toLowerCase() === "brooklyn" ? "New York City" : undefined);
  it("lists the city another name stands for first, with no custom entry", () => {
    expect(filterOptions(["Buffalo", "New York City"], "Brooklyn", true, resolve)).toEqual({
      matches: ["New York City"],
      exact: 0,
      custom: null,
    });
  });
});

describe("answerText", () => {
  it("writes an answer in words: the option's label, or the number with its unit", () => {
    expect(answerText({ question: area.question, answer: 2400, questionNumber: 1 }, area)).toBe(
      "2,400 sq ft",
    );
    expect(answerText({ question: quality.question, answer: "a", questionNumber: 2 }, quality)).toBe(
      "Economy",
    );
    expect(answerText({ question: quality.question, answer: "b", questionNumber: 2 }, undefined)).toBe("b");
  });
});
