/**
 * The check in plain words: a short summary of where the quote sits, and the questions to ask the
 * contractor before signing (missing and excluded work, lines above or below the local range,
 * allowances, markups, a total that does not add up). Never a lead form or a contractor list:
 * the visitor takes these questions to their own contractor.
 */
import { formatMoneyShort } from "../format";
import { DIVISION_EXAMPLES } from "./dictionary";
import { TOTAL_MISMATCH_SHARE } from "./params";
import type { QuoteCheck } from "./types";

/** The most questions listed; the first ones matter most. */
export const MAX_QUESTIONS = 10;

const money = formatMoneyShort;
const pct = (share: number) => `${Math.round(Math.abs(share) * 100)}%`;
const range = (min: number, max: number) => `${money(min)} – ${money(max)}`;

/** "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** `“text”` with the text shortened for a sentence. */
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

type CheckBase = Omit<QuoteCheck, "summary" | "questions">;

function totalSentence({ total }: CheckBase): string {
  const where =
    total.position === "within"
      ? `within the local range of ${range(total.min, total.max)}, ${pct(total.vsExpected)} ${total.vsExpected >= 0 ? "above" : "below"} its middle`
      : total.position === "below"
        ? `below the local range of ${range(total.min, total.max)}, ${pct(total.quoted / total.min - 1)} under its low end`
        : `above the local range of ${range(total.min, total.max)}, ${pct(total.quoted / total.max - 1)} over its high end`;
  return `The quote's total of ${money(total.quoted)} is ${where}.`;
}

function summary(c: CheckBase): string[] {
  const out = [totalSentence(c)];
  const quotedDivisions = c.divisions.filter((d) => d.lines > 0);
  if (c.total.scope === "partial") {
    out.push(
      `The quote covers only ${listWords(quotedDivisions.map((d) => d.division))}, so its total is compared with that part of the project's range.`,
    );
  }
  if (quotedDivisions.length === 0 && c.unplaced.count === 0) {
    out.push("Only a total was given: paste or upload the quote's lines to check each division.");
  } else if (quotedDivisions.length > 0) {
    const count = (flag: string) => quotedDivisions.filter((d) => d.flag === flag).length;
    out.push(
      `Of ${quotedDivisions.length} division${quotedDivisions.length === 1 ? "" : "s"} quoted, ${count("ok")} ${count("ok") === 1 ? "is" : "are"} in range, ${count("high")} above and ${count("low")} below.`,
    );
  }
  const missing = c.divisions.filter((d) => d.flag === "missing");
  if (missing.length > 0) {
    out.push(
      `${missing.length} division${missing.length === 1 ? "" : "s"} a project like this needs ${missing.length === 1 ? "has" : "have"} no line: ${listWords(missing.map((d) => d.division))}.`,
    );
  }
  if (c.markups.amount > 0)
    out.push(
      `Markups (overhead, profit, contingency, fees) add ${pct(c.markups.rate)} to the work; the division figures include them pro rata.`,
    );
  if (c.allowances > 0)
    out.push(`${money(c.allowances)} of the quote is allowances: placeholders, not fixed prices.`);
  if (c.unplaced.count > 0) {
    out.push(
      `${c.unplaced.count} line${c.unplaced.count === 1 ? "" : "s"} (${money(c.unplaced.amount)}) could not be placed in a division; choose one for each to complete the check.`,
    );
  }
  return out;
}

function questions(c: CheckBase): string[] {
  const out: string[] = [];
  const { total } = c;
  if (
    total.source !== "sum" &&
    total.linesSum > 0 &&
    Math.abs(total.linesSum - total.quoted) > TOTAL_MISMATCH_SHARE.value * total.quoted
  ) {
    out.push(
      `The lines add up to ${money(total.linesSum)} but the total is ${money(total.quoted)}. Which is right, and what explains the difference?`,
    );
  }
  if (total.position === "below") {
    out.push(
      "The total is below the local range. Can you confirm in writing that the price includes all the work in the plans? A low bid often leaves work out and adds it back as change orders.",
    );
  } else if (total.position === "above") {
    out.push(
      "The total is above the local range. Which items drive the price, and are there alternatives in materials, finishes or schedule that would bring it down?",
    );
  }
  // An excluded division is asked about with the exclusions below, not as a missing line.
  const missing = c.divisions
    .filter((d) => d.flag === "missing" && !d.excluded)
    .sort((a, b) => b.expected - a.expected);
  for (const d of missing.slice(0, 3)) {
    out.push(
      `There is no line for ${d.division} (${DIVISION_EXAMPLES[d.division]}), which usually runs ${range(d.min, d.max)} for a project like this. Is it in another line, excluded, or left for you to provide?`,
    );
  }
  const exclusions = c.lines.filter((l) => l.kind === "exclusion").map((l) => l.description);
  if (exclusions.length > 0) {
    out.push(
      `The quote excludes ${listWords(exclusions.slice(0, 4).map(quoted))}${exclusions.length > 4 ? " and more" : ""}. Who will do and pay for that work, and what should you budget for it?`,
    );
  }
  const byGap = (a: { compared: number; max: number }, b: { compared: number; max: number }) =>
    b.compared / Math.max(1, b.max) - a.compared / Math.max(1, a.max);
  for (const d of c.divisions
    .filter((x) => x.flag === "high")
    .sort(byGap)
    .slice(0, 3)) {
    out.push(
      `${d.division} is ${money(d.compared)} with markups, above the local range of ${range(d.min, d.max)}. What quantities and grades does it assume, and can you break it into labor and materials?`,
    );
  }
  for (const d of c.divisions.filter((x) => x.flag === "low").slice(0, 2)) {
    out.push(
      `${d.division} is ${money(d.compared)} with markups, below the local range of ${range(d.min, d.max)}. Does it include all the ${DIVISION_EXAMPLES[d.division]} work?`,
    );
  }
  for (const l of c.lines.filter((x) => x.large && x.kind !== "markup").slice(0, 2)) {
    out.push(
      `The line ${quoted(l.description)} (${money(l.amount ?? 0)}) is larger than the whole range for its division. What quantities and unit prices is it based on?`,
    );
  }
  if (c.allowances > 0) {
    out.push(
      `Allowances total ${money(c.allowances)}. How was each one set, what does it buy, and how will you be charged if your choices cost more?`,
    );
  }
  if (c.markups.amount > 0) {
    const contingency = c.lines.some((l) => l.kind === "markup" && /contingenc/i.test(l.description));
    out.push(
      `Markups add ${pct(c.markups.rate)} to the work. What does each one cover${contingency ? ", and does unused contingency come back to you" : ""}?`,
    );
  }
  if (out.length < MAX_QUESTIONS) {
    out.push("Is the price fixed, and how will change orders be priced and approved?");
  }
  return out.slice(0, MAX_QUESTIONS);
}

/** The plain-words summary and the questions of a check. */
export function adviseQuote(c: CheckBase): { summary: string[]; questions: string[] } {
  return { summary: summary(c), questions: questions(c) };
}
