/**
 * Reading a change order with the Quote Checker's reader (shared/quote): amounts, credits in
 * parentheses or with "credit", allowances, markups and totals are found there; this adds the
 * change-order number at the start of a line ("CO #3:", "PCO 12 -", "Change Order No. 4:"), the
 * quantity ("200 sf", "(2)") and whether the line takes work out.
 */
import { MAX_LINES, cleanDescription, classify, lineQuantity, readQuote, words } from "../quote/index";
import { phraseMatcher } from "../quote/phrases";
import { REMOVAL_PHRASES } from "../quote/dictionary";
import type { DivisionName } from "../api/constants";
import type { ChangeLine, ChangeLineInput } from "./types";

/** "CO #3:", "C.O. 3 -", "PCO-012", "COR 4)", "Change Order No. 7:", "Item 2." at a line's start. */
const CO_NUMBER =
  /^\s*(?:(?:p?c\.?o\.?r?|ccd|cor|cop|change\s+order(?:\s+request)?|change|item|line)\s*(?:no\.?|number|#)?\s*[-#:]?\s*([a-z]?\d{1,5}(?:[-.]\d{1,3})?[a-z]?)\b|#\s*(\d{1,5}(?:[-.]\d{1,3})?)\b)\s*[:.)\-–—]?\s*/i;

/** The change-order number at the start of a text and the text without it. */
export function splitCoNumber(text: string): { co: string | null; rest: string } {
  const m = CO_NUMBER.exec(text);
  if (!m) return { co: null, rest: text };
  const rest = text.slice(m[0].length).trim();
  return rest === "" ? { co: null, rest: text } : { co: (m[1] ?? m[2] ?? "").toUpperCase(), rest };
}

// A line's words are needed when it is read and again when it is matched: remembered for the
// last few hundred texts (a bounded memo, so hostile input cannot grow it).
const wordsMemo = new Map<string, string[]>();
/** words(text), remembered. */
export function wordsOf(text: string): string[] {
  let w = wordsMemo.get(text);
  if (w === undefined) {
    if (wordsMemo.size >= 600) wordsMemo.clear();
    w = words(text);
    wordsMemo.set(text, w);
  }
  return w;
}

const removalHits = phraseMatcher(REMOVAL_PHRASES.map((p) => [p, true] as const));

/** True when the words take work out ("Delete", "Omit", "Credit for", "VE: reduce …"). */
export function isRemoval(description: string, amount: number | null): boolean {
  return (amount !== null && amount < 0) || removalHits(wordsOf(description)).length > 0;
}

function toChangeLine(
  description: string,
  amount: number | null,
  kind: ChangeLine["kind"],
  read: DivisionName | null,
): ChangeLine {
  const { co, rest } = splitCoNumber(description);
  const q = lineQuantity(rest);
  // A change-order number adds no trade word, so the reader's division stands.
  return {
    description: rest,
    co,
    amount,
    kind,
    removal: isRemoval(rest, amount),
    quantity: q ? { value: q.value, unit: q.unit } : null,
    division: kind === "markup" || kind === "total" ? null : read,
  };
}

/** "Bond & insurance 1.5%", "General conditions 8%": a percentage of general requirements is a markup. */
function asMarkup(line: ChangeLine): ChangeLine {
  return line.kind === "item" && line.division === "General Requirements" && /\d\s*%/.test(line.description)
    ? { ...line, kind: "markup", division: null }
    : line;
}

/** A change order's text → its lines (at most MAX_LINES), with how many text lines were skipped. */
export function readChangeOrder(text: string): { lines: ChangeLine[]; skipped: number; truncated: boolean } {
  const read = readQuote(text);
  return {
    lines: read.lines.map((l) => asMarkup(toChangeLine(l.description, l.amount, l.kind, l.division))),
    skipped: read.skipped,
    truncated: read.truncated,
  };
}

/** Lines sent as data (the page sends them back when the visitor places a line). */
export function readChangeLines(inputs: readonly ChangeLineInput[]): ChangeLine[] {
  return inputs.slice(0, MAX_LINES).map((input) => {
    const text = cleanDescription(input.description) || input.description.trim();
    const amount = input.amount ?? null;
    // "Credit …" lowers the price even when written without a minus, as in the reader.
    const signed = amount !== null && /\bcredit\b/i.test(text) ? -Math.abs(amount) : amount;
    // Classified without the change-order number, which is not part of the work's words.
    const c = classify(splitCoNumber(text).rest, signed !== null);
    const line = asMarkup(toChangeLine(text, signed, c.kind === "skip" ? "item" : c.kind, c.division));
    return input.target ? { ...line, target: input.target } : line;
  });
}
