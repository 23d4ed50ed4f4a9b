/** The contract's one rule for how an answer is written (shared/api/answers.ts). */
import { describe, expect, it } from "vitest";
import { answerNumber, normalizeAnswer, sameAnswer } from "../../shared/api/answers";

describe("normalizeAnswer", () => {
  it.each([
    ["2400", 2400],
    [" 2400 ", 2400],
    ["2,400", 2400],
    ["2 400", 2400],
    ["1,250,000", 1_250_000],
    ["1 250 000.5", 1_250_000.5],
    ["12.75", 12.75],
    ["0", 0],
  ])("reads %j as the number %d", (text, value) => {
    expect(normalizeAnswer(text)).toBe(value);
    expect(answerNumber(text)).toBe(value);
  });

  it.each([
    "0x960",
    "2.4e3",
    "+2400",
    "-2400",
    "2,40",
    "24,00",
    "2.400,5",
    ".5",
    "2400.",
    "Infinity",
    "",
    "  ",
  ])("keeps %j as text: not a number under the rule", (text) => {
    expect(answerNumber(text)).toBeNull();
    expect(normalizeAnswer(text)).toBe(text.trim().toLowerCase());
  });

  it("writes a letter in lower case without the spaces around it, and keeps a number as it is", () => {
    expect(normalizeAnswer(" B ")).toBe("b");
    expect(normalizeAnswer(2400)).toBe(2400);
    expect(normalizeAnswer(normalizeAnswer("2,400"))).toBe(2400);
  });

  it("compares answers once canonical", () => {
    expect(sameAnswer("2 400", 2400)).toBe(true);
    expect(sameAnswer("2,400", "2400")).toBe(true);
    expect(sameAnswer("B", "b")).toBe(true);
    expect(sameAnswer("0x960", 2400)).toBe(false);
    expect(sameAnswer("2.4e3", 2400)).toBe(false);
  });
});
