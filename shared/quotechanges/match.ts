/**
 * What a change-order line changes, found with the Quote Checker's phrase machinery
 * (`phraseMatcher` over the dictionary's ANSWER_PHRASES and AREA_PHRASES): an answer of the
 * estimate's conversation (an addition when that option carries one, such as a pool or a porch),
 * a change of floor area (area words with a quantity in square feet), or else the reader's CSI
 * division. The rules, in order:
 *
 * - "X in lieu of Y" and "X instead of Y" change to X; "upgrade/change/switch … to X" to X.
 * - Area words with a square-foot quantity, before any answer phrase, change the area by that
 *   quantity (less for a deletion).
 * - Otherwise the longest answer phrase of a question the project type has (ties: the last one).
 *   "+"/"-" is the option above or below the estimate's answer; a deletion returns the question
 *   to the option in REMOVED_TO ("-": the one below the phrase's), else to its first option.
 * - Otherwise the reader's division, with the line's quantity.
 */
import type { CompiledChoice, CompiledQuestion, CompiledType } from "../engine/compile";
import type { AnswerValue } from "../engine/cost-model";
import { OPTION_LETTERS } from "../engine/types";
import { ANSWER_PHRASES, AREA_PHRASES, DIVISION_PHRASES, REMOVED_TO } from "../quote/dictionary";
import { phraseMatcher, type PhraseHit } from "../quote/phrases";
import { words } from "../quote/index";
import { optionLabel } from "../whatif/words";
import { formatNumber } from "../format";
import { wordsOf } from "./read";
import type { ChangeLine, ChangeMatch } from "./types";

interface AnswerPhrase {
  questionId: string;
  letter: string;
}

const answerHits = phraseMatcher(
  Object.entries(ANSWER_PHRASES).flatMap(([questionId, byLetter]) =>
    Object.entries(byLetter).flatMap(([letter, phrases]) =>
      phrases.map((p) => [p, { questionId, letter } satisfies AnswerPhrase] as const),
    ),
  ),
);
const areaHits = phraseMatcher(AREA_PHRASES.map((p) => [p, true] as const));
// The trade phrases again, to show which words placed a line in its division.
const divisionHits = phraseMatcher(
  Object.entries(DIVISION_PHRASES).flatMap(([division, phrases]) =>
    phrases.map((p) => [p, division] as const),
  ),
);

/** The trade phrases of a division found in a text ("quartz countertop"), at most three. */
export function divisionWords(text: string, division: string): string[] {
  const found = divisionHits(words(text))
    .filter((h) => h.value === division)
    .map((h) => h.words.join(" "));
  return [...new Set(found)].slice(0, 3);
}

/**
 * The part of a line that names the new work and the part that names what it replaces:
 * "X in lieu of Y" → X and Y, "upgrade from Y to X" and "delete Y, revise to X" → X and the rest.
 */
export function changedPart(text: string): { to: string; other: string } {
  const lieu = /\b(?:in\s+lieu\s+of|instead\s+of|ilo)\b/i.exec(text);
  if (lieu) return { to: text.slice(0, lieu.index), other: text.slice(lieu.index) };
  const to =
    /\b(?:upgrade|upgraded|change|changed|switch|convert|revise|revised|go)\b(?:.*?\bfrom\b.*?)?\s\bto\b\s(.+)$/i.exec(
      text,
    );
  if (!to) return { to: text, other: "" };
  return { to: to[1]!, other: text.slice(0, text.length - to[1]!.length) };
}

/** An empty match of this kind (the fields a kind does not use are null). */
export function emptyMatch(kind: ChangeMatch["kind"], by: ChangeMatch["by"] = "words"): ChangeMatch {
  return {
    kind,
    words: [],
    by,
    questionId: null,
    question: null,
    from: null,
    to: null,
    answer: null,
    fromAnswer: null,
    assumed: false,
    division: null,
    quantity: null,
  };
}

/** How an answer reads: an option's label without its detail, a number with its unit. */
export function answerLabel(q: CompiledQuestion, a: AnswerValue | undefined): string | null {
  if (!a) return null;
  if (q.kind === "choice" && a.kind === "choice") {
    const o = q.options[a.index];
    return o ? (o.notSure ? "Not sure" : optionLabel(o.label)) : null;
  }
  return a.kind === "number"
    ? `${formatNumber(a.value)} ${q.kind === "number" ? q.q.unit : ""}`.trim()
    : null;
}

/** The real options of a choice question (without "Not sure"). */
function realOptions(q: CompiledChoice): number {
  return q.options.filter((o) => !o.notSure).length;
}

const letterIndex = (letter: string) => OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);

/** The option a deletion of option i returns the question to. */
function removedTo(q: CompiledChoice, i: number): number {
  const to = REMOVED_TO[q.q.id];
  return to === "-" ? i - 1 : to ? letterIndex(to) : 0;
}

/** The estimate's answer to a choice question as an option index, -1 when open or "Not sure". */
export function answeredIndex(q: CompiledChoice, a: AnswerValue | undefined): number {
  return a?.kind === "choice" && q.options[a.index] && !q.options[a.index]!.notSure ? a.index : -1;
}

/**
 * The options a phrase's letter changes from and to. With the estimate's answer, from that answer;
 * when the estimate leaves the question open, from the usual starting point: for a deletion the
 * option the words name, else the option a deletion would return to ("+"/"-": the second option).
 */
export function optionChange(
  q: CompiledChoice,
  letter: string,
  current: AnswerValue | undefined,
  removal: boolean,
  replaced?: string,
): { from: number; to: number; assumed: boolean } {
  const n = realOptions(q);
  const clamp = (i: number) => Math.max(0, Math.min(n - 1, i));
  const now = answeredIndex(q, current);
  if (letter === "+" || letter === "-") {
    const from = now >= 0 ? now : 1;
    return { from, to: clamp(from + ((letter === "+") !== removal ? 1 : -1)), assumed: now < 0 };
  }
  const named = clamp(letterIndex(letter));
  if (now < 0 && replaced && replaced !== "+" && replaced !== "-") {
    return { from: clamp(letterIndex(replaced)), to: named, assumed: true };
  }
  if (removal) return { from: now >= 0 ? now : named, to: clamp(removedTo(q, named)), assumed: now < 0 };
  return { from: now >= 0 ? now : clamp(removedTo(q, named)), to: named, assumed: now < 0 };
}

/** A match to a change of answer from one option to another. */
export function answerMatch(
  q: CompiledChoice,
  c: { from: number; to: number; assumed: boolean },
  by: ChangeMatch["by"],
): ChangeMatch {
  const added = q.options[c.to]?.add;
  return {
    ...emptyMatch(added && added.feature !== q.options[c.from]?.add?.feature ? "addition" : "answer", by),
    questionId: q.q.id,
    question: q.q.text,
    from: answerLabel(q, { kind: "choice", index: c.from }),
    to: answerLabel(q, { kind: "choice", index: c.to }),
    answer: OPTION_LETTERS[c.to]!,
    fromAnswer: OPTION_LETTERS[c.from]!,
    assumed: c.assumed,
  };
}

function best<T>(hits: PhraseHit<T>[]): PhraseHit<T> | undefined {
  let out: PhraseHit<T> | undefined;
  for (const h of hits) if (!out || h.words.length >= out.words.length) out = h;
  return out;
}

/** The line matched against a project type's questions, with the estimate's answers. */
export function matchLine(
  line: ChangeLine,
  model: CompiledType,
  answers: ReadonlyMap<string, AnswerValue>,
  area: number,
): ChangeMatch {
  if (line.kind === "markup" || line.kind === "total" || line.kind === "exclusion") return emptyMatch("none");
  const part = changedPart(line.description);
  // "Credit: X in lieu of Y" names what it changes to: X is the new answer, not a deletion.
  const removal = line.removal && part.other === "";
  const w = wordsOf(part.to);
  const answer = best(answerHits(w).filter((h) => model.byId.get(h.value.questionId)?.kind === "choice"));
  const areaHit = areaHits(w)[0];
  if (areaHit && line.quantity?.unit === "sf" && (!answer || areaHit.at <= answer.at)) {
    const change = removal ? -line.quantity.value : line.quantity.value;
    return {
      ...emptyMatch("area"),
      words: [areaHit.words.join(" ")],
      questionId: model.area.q.id,
      question: model.area.q.text,
      from: `${formatNumber(area)} sq ft`,
      to: `${formatNumber(area + change)} sq ft`,
      quantity: line.quantity,
    };
  }
  if (answer) {
    const q = model.byId.get(answer.value.questionId) as CompiledChoice;
    // What it replaces, when the line says so ("… in lieu of architectural shingles").
    const replaced = best(answerHits(words(part.other)).filter((h) => h.value.questionId === q.q.id));
    const c = optionChange(q, answer.value.letter, answers.get(q.q.id), removal, replaced?.value.letter);
    return {
      ...answerMatch(q, c, "words"),
      words: [answer.words.join(" ")],
      quantity: line.quantity,
    };
  }
  if (line.division) {
    return {
      ...emptyMatch("division"),
      words: divisionWords(line.description, line.division),
      division: line.division,
      quantity: line.quantity,
    };
  }
  return emptyMatch("none");
}
