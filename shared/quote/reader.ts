/**
 * The line reader: a quote as pasted or extracted from a file (free text, "description ....
 * $45,300", "Electrical allowance $12k", CSV or tab-separated columns) → lines with an amount, a
 * CSI division and a kind (item, allowance, exclusion, markup, total). Headings, notes, payment
 * terms, addresses and phone numbers are skipped. Amount-less lines under an "Exclusions" heading
 * are exclusions. Pure and linear in the text's length.
 */
import type { DivisionName } from "../api/constants";
import { lineAmount, linePercent, parseAmount } from "./amounts";
import { EXCLUSION_HEADINGS, NOTE_HEADINGS } from "./dictionary";
import { matchPhrases, words } from "./phrases";
import type { LineKind, QuoteLine, QuoteLineInput, ReadQuote } from "./types";

/** The most lines a quote may have (the API's limit). */
export const MAX_LINES = 300;
/** The longest description kept. */
export const MAX_DESCRIPTION = 200;

const headingSet = (list: readonly string[]) => new Set(list.map((h) => words(h).join(" ")));
const EXCLUSION_HEADING = headingSet(EXCLUSION_HEADINGS);
const NOTE_HEADING = headingSet(NOTE_HEADINGS);

/** "Exclusions:", "NOTES", "Terms & Conditions" → the heading's kind, else null. */
function headingKind(line: string): { kind: "exclusion" | "note"; rest: string } | null {
  const m = /^[\s*#•-]*([A-Za-z&' ]{3,40}?)\s*(?::|-|–|—|$)\s*(.*)$/.exec(line);
  if (!m) return null;
  const head = words(m[1]!).join(" ");
  if (EXCLUSION_HEADING.has(head)) return { kind: "exclusion", rest: m[2]!.trim() };
  if (NOTE_HEADING.has(head)) return { kind: "note", rest: m[2]!.trim() };
  return null;
}

const LEADER_HINT = /[.·…_]\s?[.·…_]/;
const TRAILING = /^[\s\-–—:=|$,;"'(@]$/;
// The same set, by character code: - : = | $ , ; " ' ( @ and spaces, else the pattern decides.
const TRAILING_ASCII = new Set([45, 58, 61, 124, 36, 44, 59, 34, 39, 40, 64, 32]);
const trailing = (c: number) =>
  TRAILING_ASCII.has(c) || ((c < 32 || c > 126) && TRAILING.test(String.fromCharCode(c)));
const LEADING = /[\s\-–—*•·>|"',;:]+|\(?\d{1,2}[.)]\s+|[a-z][.)]\s+/iy;

/** A description without bullets, list numbers, leader dots and stray separators. */
export function cleanDescription(text: string): string {
  let t = text.length > 4 * MAX_DESCRIPTION ? text.slice(0, 4 * MAX_DESCRIPTION) : text;
  // Leader dots and rules stand apart from words ("Framing ..... $88,000"), unlike "window.__x".
  if (LEADER_HINT.test(t)) t = t.replace(/(?:^|\s)(?:[.·…_]\s?){2,}(?=\s|$)/g, " ");
  // Bullets, list numbers and stray separators at the start: tried at the start only (sticky).
  LEADING.lastIndex = 0;
  if (LEADING.test(t)) t = t.slice(LEADING.lastIndex);
  // Stray separators at the end, cut from the end (a regex ending in "+$" would try every position).
  let end = t.length;
  while (end > 0 && trailing(t.charCodeAt(end - 1))) end--;
  if (end < t.length) t = t.slice(0, end);
  if (t.includes("(")) t = t.replace(/\(\s*\)/g, "");
  if (/\s\s/.test(t)) t = t.replace(/\s{2,}/g, " ");
  return t.trim().slice(0, MAX_DESCRIPTION);
}

/** The kind and division of a described line, by the phrase dictionary. "skip" for payment terms. */
export function classify(
  description: string,
  hasAmount: boolean,
): { kind: LineKind | "skip"; division: DivisionName | null } {
  const { division, marks } = matchPhrases(description);
  if (marks.has("payment") && !marks.has("exclusion")) return { kind: "skip", division: null };
  if (marks.has("exclusion")) return { kind: "exclusion", division };
  // "Walk-in cooler (owner furnished, GC installs) $4,200" prices the installation: work.
  if (marks.has("owner-furnished") && !hasAmount) return { kind: "exclusion", division };
  if (marks.has("total") && (division === null || /\bsub\s?-?total/i.test(description)))
    return { kind: "total", division: null };
  if (marks.has("markup") || (marks.has("weak-markup") && division === null))
    return { kind: "markup", division: null };
  if (marks.has("allowance")) return { kind: "allowance", division };
  if (marks.has("total")) return { kind: "item", division }; // "Total electrical": see sectionTotals
  return { kind: hasAmount ? "item" : "skip", division };
}

/** A line with its description and amount, classified; null when it is not a line of work. */
function toLine(description: string, rawAmount: number | null, inExclusions: boolean): QuoteLine | null {
  const text = cleanDescription(description);
  // "Credit for owner-supplied tile 1,500" lowers the price even when written without a minus.
  const amount = rawAmount !== null && /\bcredit\b/i.test(text) ? -Math.abs(rawAmount) : rawAmount;
  if (text === "" || !/[a-z]/i.test(text)) return null;
  const c = classify(text, amount !== null);
  if (c.kind === "skip") {
    return inExclusions ? { description: text, amount, division: c.division, kind: "exclusion" } : null;
  }
  const line: QuoteLine = { description: text, amount, division: c.division, kind: c.kind };
  if (c.kind === "markup") {
    const percent = linePercent(description);
    if (percent !== null) line.percent = percent;
    if (amount === null && percent === null) return null;
  } else if (amount === null && c.kind !== "exclusion") {
    return null;
  }
  if (inExclusions && amount === null) line.kind = "exclusion";
  return line;
}

/** Lines of a free-text quote. */
function readText(rows: string[]): { lines: QuoteLine[]; skipped: number } {
  const lines: QuoteLine[] = [];
  let skipped = 0;
  let section: "work" | "exclusion" | "note" = "work";
  for (const raw of rows) {
    const row = raw.trim();
    if (row === "") continue;
    const found = lineAmount(row);
    const heading = found ? null : headingKind(row);
    if (heading) {
      section = heading.kind;
      // "Exclusions: landscaping, fencing, blinds" lists them on the heading's own line.
      if (heading.kind === "exclusion" && heading.rest) {
        for (const part of heading.rest.split(/[,;]| and (?=[a-z])/i)) {
          const line = toLine(part, null, true);
          if (line) lines.push(line);
        }
      }
      continue;
    }
    if (found) section = section === "note" ? "note" : "work";
    const description = found ? `${row.slice(0, found.start)} ${row.slice(found.end)}` : row;
    const line =
      section === "note" && !found
        ? null
        : toLine(description, found?.value ?? null, section === "exclusion");
    if (line) lines.push(line);
    else skipped += 1;
  }
  return { lines, skipped };
}

/** Splits one CSV row, honouring double quotes. */
export function splitCsvRow(row: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const ch = row[i]!;
    if (quoted) {
      if (ch === '"' && row[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const DESCRIPTION_HEADER =
  /^(?:desc|description|item|items|scope|work|trade|task|line item|division|category|phase|cost code|csi)/i;
const AMOUNT_HEADER =
  /^(?:amount|total|line total|ext|extended|extension|subtotal|price|cost|bid|value|sum|\$)/i;
const UNIT_PRICE_HEADER = /unit|rate|each|per\b|qty|quantity|^uom$/i;

/** Columns of a CSV or tab-separated quote with a header row, or null when the text is not one. */
function csvLayout(header: string): { delimiter: string; description: number[]; amount: number } | null {
  const delimiter = ["\t", ",", ";", "|"].find((d) => header.includes(d));
  if (!delimiter) return null;
  const cells = splitCsvRow(header, delimiter).map((c) => c.toLowerCase());
  const description = cells.flatMap((c, i) => (DESCRIPTION_HEADER.test(c) ? [i] : []));
  const amounts = cells.flatMap((c, i) => (AMOUNT_HEADER.test(c) && !UNIT_PRICE_HEADER.test(c) ? [i] : []));
  if (description.length === 0 || amounts.length === 0) return null;
  // The last amount column: "Unit price, Total" → Total.
  return { delimiter, description, amount: amounts[amounts.length - 1]! };
}

function readCsv(rows: string[], layout: NonNullable<ReturnType<typeof csvLayout>>) {
  const lines: QuoteLine[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (row.trim() === "") continue;
    const cells = splitCsvRow(row, layout.delimiter);
    const description = layout.description
      .map((i) => cells[i] ?? "")
      .filter((c) => c !== "")
      .join(" — ");
    const cell = cells[layout.amount] ?? "";
    const amount = parseAmount(cell) ?? lineAmount(cell)?.value ?? null;
    const line = toLine(description, amount, false);
    if (line) lines.push(line);
    else skipped += 1;
  }
  return { lines, skipped };
}

/** "Total electrical 12,000" right after electrical lines that add up to it is a subtotal. */
function markSectionTotals(lines: QuoteLine[]) {
  lines.forEach((line, i) => {
    if (line.kind !== "item" || line.amount === null || !/\btotal\b/i.test(line.description)) return;
    let sum = 0;
    for (let j = i - 1; j >= 0 && lines[j]!.division === line.division && lines[j]!.kind !== "total"; j--) {
      sum += lines[j]!.amount ?? 0;
      if (Math.abs(sum - line.amount) <= 1) {
        lines[i] = { ...line, kind: "total", division: null };
        return;
      }
    }
  });
}

/** Markups given only as a percent get their amount: the rate times the work and allowances. */
function pricePercentMarkups(lines: QuoteLine[]) {
  const work = lines.reduce(
    (s, l) => s + (l.kind === "item" || l.kind === "allowance" ? (l.amount ?? 0) : 0),
    0,
  );
  for (const line of lines) {
    if (line.kind === "markup" && line.amount === null && line.percent !== undefined) {
      line.amount = Math.round((work * line.percent) / 100);
    }
  }
}

/** Reads a quote's text into lines. */
export function readQuote(text: string): ReadQuote {
  const rows = text.replace(/\r\n?/g, "\n").split("\n");
  const first = rows.findIndex((r) => r.trim() !== "");
  const layout = first >= 0 ? csvLayout(rows[first]!) : null;
  const read = layout ? readCsv(rows.slice(first + 1), layout) : readText(rows);
  markSectionTotals(read.lines);
  pricePercentMarkups(read.lines);
  const truncated = read.lines.length > MAX_LINES;
  return { lines: read.lines.slice(0, MAX_LINES), skipped: read.skipped, truncated };
}

/** Lines sent as data: each described line is read like a line of text unless already placed. */
export function readLines(inputs: readonly QuoteLineInput[]): QuoteLine[] {
  const lines = inputs.slice(0, MAX_LINES).flatMap((input): QuoteLine[] => {
    const description =
      cleanDescription(input.description) || input.description.trim().slice(0, MAX_DESCRIPTION);
    const amount = input.amount ?? null;
    const c = classify(description, amount !== null);
    const kind = input.kind ?? (c.kind === "skip" ? "item" : c.kind);
    const division =
      input.division !== undefined
        ? input.division
        : kind === "markup" || kind === "total"
          ? null
          : c.division;
    const line: QuoteLine = { description, amount, division, kind };
    const percent = kind === "markup" ? linePercent(input.description) : null;
    if (percent !== null) line.percent = percent;
    return [line];
  });
  pricePercentMarkups(lines);
  return lines;
}
