/**
 * The question flow's pure rules (issue 13): what people type into a numeric answer ("2,400",
 * "2400 sq ft", " 2400 "), which earlier answers still fit a question that comes back after an
 * answer changed, and where the flow stands in the browser's history (`?q=3`).
 */
import type { AnswerRecord, QuestionOut } from "../../../shared/api/outputs";
import { questionOptions } from "../OptionChoices/OptionChoices";

/** What a typed numeric answer means: a number, nothing yet, or a message saying what is wrong. */
export type NumberReading = { value: number } | { value: null; error?: string };

// Units people add after the number: the question's own, and the usual ways to write area.
const UNIT_WORDS =
  /(square\s+feet|square\s+foot|sq\.?\s*ft\.?|sqft|sf|ft2|ft²|feet|units?|stories|storeys|floors?|beds?|rooms?|students?|seats?)$/i;

/**
 * Reads a numeric answer as people type it: thousands separators, spaces, a leading "$" and a
 * unit after the number are fine ("2,400", "2400 sq ft", " 2 400 "). A comma is never a decimal
 * point. Anything else is refused with a message.
 */
export function readNumber(text: string, unit?: string): NumberReading {
  let t = text.trim().toLowerCase();
  if (t === "") return { value: null };
  if (unit && t.endsWith(unit.toLowerCase())) t = t.slice(0, -unit.length).trim();
  t = t.replace(UNIT_WORDS, "").trim().replace(/^\$/, "");
  // "2,400" and "2 400": groups of three digits after the first.
  const grouped = /^\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(t);
  const plain = /^\d+(\.\d+)?$/.test(t);
  if (!grouped && !plain) return { value: null, error: "Enter a number, such as 2,400" };
  return { value: Number(t.replace(/[, ]/g, "")) };
}

/** The same answer, however it was written ("B" and "b", 2400 and "2,400"). */
export function sameAnswer(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const norm = (x: string | number) => String(x).trim().toLowerCase().replace(/,/g, "");
  return norm(a) === norm(b);
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
  const letter = String(hit.answer).trim().toLowerCase();
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
