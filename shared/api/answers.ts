/**
 * The one rule for how an answer is written (the API, the engine's replay, the stored share records
 * and the question flow all use it). A number is digits, with groups of three after the first
 * separated by commas or spaces ("2,400", "2 400") and an optional decimal part ("2400.5"): it
 * becomes that number. A comma is never a decimal point, and other spellings of numbers (hex
 * "0x960", exponent "2.4e3", a sign "+2400") are not numbers: they stay text, which a numeric
 * question refuses. Any other text is an option letter, trimmed and in lower case ("B" → "b").
 * The canonical answer is what is compared and stored, so "2,400" and 2400 are one answer, and a
 * share link's id does not depend on the first saver's spelling.
 */

/** A number as people write it: digits, optional thousands separators, an optional decimal part. */
export const NUMBER_TEXT = /^(?:\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.\d+)?$/;

/** The number `text` writes under the rule, or null when it is not a number so written. */
export function answerNumber(text: string): number | null {
  const t = text.trim();
  return NUMBER_TEXT.test(t) ? Number(t.replace(/[,\s]/g, "")) : null;
}

/** The canonical form of an answer: a number as a number, any other text trimmed and in lower case. */
export function normalizeAnswer(answer: string | number): string | number {
  if (typeof answer === "number") return answer;
  return answerNumber(answer) ?? answer.trim().toLowerCase();
}

/** True when two answers are the same once canonical ("B" and "b"; 2400, "2,400" and "2 400"). */
export function sameAnswer(a: string | number, b: string | number): boolean {
  return normalizeAnswer(a) === normalizeAnswer(b);
}
