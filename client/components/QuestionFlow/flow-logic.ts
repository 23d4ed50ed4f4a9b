/**
 * The question flow's pure rules (issue 13): what people type into a numeric answer ("2,400",
 * "2400 sq ft", " 2400 "), which earlier answers still fit a question that comes back after an
 * answer changed, and where the flow stands in the browser's history (`?q=3`).
 */
import { answerNumber, normalizeAnswer, sameAnswer as sameCanonical } from "../../../shared/api/answers";
import type { AnswerRecord, QuestionOut } from "../../../shared/api/outputs";
import { questionOptions } from "../OptionChoices/OptionChoices";

/** What a typed numeric answer means: a number, nothing yet, or a message saying what is wrong. */
export type NumberReading = { value: number } | { value: null; error?: string };

// Units people add after the number: the question's own, and the usual ways to write area.
const UNIT_WORDS =
  /(square\s+feet|square\s+foot|sq\.?\s*ft\.?|sqft|sf|ft2|ft²|feet|units?|stories|storeys|floors?|beds?|rooms?|students?|seats?)$/i;

/**
 * Reads a numeric answer as people type it: a leading "$" and a unit after the number are fine
 * ("2400 sq ft", "$85,000"); the number itself follows the contract's one rule (thousands
 * separators and spaces, "2,400" and " 2 400 "; a comma is never a decimal point). Anything else
 * is refused with a message.
 */
export function readNumber(text: string, unit?: string): NumberReading {
  let t = text.trim().toLowerCase();
  if (t === "") return { value: null };
  if (unit && t.endsWith(unit.toLowerCase())) t = t.slice(0, -unit.length).trim();
  t = t.replace(UNIT_WORDS, "").trim().replace(/^\$/, "");
  const value = answerNumber(t);
  return value === null ? { value: null, error: "Enter a number, such as 2,400" } : { value };
}

/** The same answer, however it was written ("B" and "b", 2400 and "2,400"); never a missing one. */
export function sameAnswer(a: string | number | null | undefined, b: string | number | null | undefined) {
  return a !== null && a !== undefined && b !== null && b !== undefined && sameCanonical(a, b);
}

/**
 * The kept answer to `question`, if one still fits it: same question text, and an option the
 * question still offers or a number within its bounds.
 */
export function keptAnswerFor(kept: readonly AnswerRecord[], question: QuestionOut): string | number | null {
  const hit = kept.find((k) => k.question.trim() === question.question.trim() || k.question === question.id);
  if (!hit) return null;
  if (question.kind === "number") {
    const n = typeof hit.answer === "number" ? hit.answer : readNumber(hit.answer).value;
    if (n === null) return null;
    if (
      (question.min !== undefined && n < question.min) ||
      (question.max !== undefined && n > question.max)
    ) {
      return null;
    }
    return n;
  }
  const letter = normalizeAnswer(hit.answer);
  return questionOptions(question).some(([l]) => l === letter) ? letter : null;
}

/** Answers of an earlier pass worth keeping: the later ones first, then older kept ones. */
export function mergeKept(later: readonly AnswerRecord[], kept: readonly AnswerRecord[]): AnswerRecord[] {
  const seen = new Set(later.map((a) => a.question.trim()));
  return [...later, ...kept.filter((k) => !seen.has(k.question.trim()))];
}

/** The question number a `?q=` value asks for, within 1…last; `last` when missing or invalid. */
export function positionFrom(param: string | null, last: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= last ? n : last;
}
