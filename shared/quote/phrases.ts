/**
 * Matching the phrase dictionary against a line's words: text is normalised (lower case, "&" as
 * "and", punctuation as spaces, plural words made singular), then scanned once, longest phrase
 * first at each word. Tables are built once at module load, so reading a line costs a few
 * microseconds.
 */
import { DIVISION_NAMES, type DivisionName } from "../engine/types";
import {
  ALLOWANCE_PHRASES,
  CSI_NUMBERS,
  DIVISION_PHRASES,
  EXCLUSION_PHRASES,
  MARKUP_PHRASES,
  OWNER_FURNISHED_PHRASES,
  PAYMENT_PHRASES,
  TOTAL_PHRASES,
  WEAK_MARKUP_PHRASES,
  WEAK_WORDS,
} from "./dictionary";

/** Singular form of a word, by the few rules trade words need ("trusses" → "truss"). */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** The words of a text in normal form: "Doors & Windows (3)" → ["door", "and", "window", "3"]. */
export function words(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]s\b/g, "")
    .replace(/[,;+]/g, " , ")
    .replace(/[^a-z0-9,]+/g, " ")
    .trim();
  return plain === "" ? [] : plain.split(" ").map(singular);
}

type Tag = { kind: "division"; division: DivisionName } | { kind: Exclude<LineMark, "division"> };
type LineMark =
  "division" | "allowance" | "exclusion" | "owner-furnished" | "markup" | "weak-markup" | "total" | "payment";

interface Phrase {
  words: string[];
  weight: number;
  tag: Tag;
}

/** Phrases by their first word, longest first. */
const byFirstWord = new Map<string, Phrase[]>();

function add(text: string, tag: Tag) {
  const w = words(text);
  if (w.length === 0) return;
  const phrase: Phrase = {
    words: w,
    weight: WEAK_WORDS.has(w.join(" ")) ? 0.5 : 1 + 0.5 * (w.length - 1),
    tag,
  };
  const list = byFirstWord.get(w[0]!) ?? [];
  list.push(phrase);
  list.sort((a, b) => b.words.length - a.words.length);
  byFirstWord.set(w[0]!, list);
}

for (const division of DIVISION_NAMES) {
  for (const text of DIVISION_PHRASES[division]) add(text, { kind: "division", division });
}
const MARKS: Array<[readonly string[], Exclude<LineMark, "division">]> = [
  [ALLOWANCE_PHRASES, "allowance"],
  [EXCLUSION_PHRASES.filter((p) => !(OWNER_FURNISHED_PHRASES as readonly string[]).includes(p)), "exclusion"],
  [OWNER_FURNISHED_PHRASES, "owner-furnished"],
  [MARKUP_PHRASES, "markup"],
  [WEAK_MARKUP_PHRASES, "weak-markup"],
  [TOTAL_PHRASES, "total"],
  [PAYMENT_PHRASES, "payment"],
];
for (const [list, kind] of MARKS) for (const text of list) add(text, { kind });

/** What the dictionary finds in a description. */
export interface PhraseMatch {
  /** The division with the highest score (ties: the one named first); null when none matched. */
  division: DivisionName | null;
  /** How strongly: the winning division's score (a multi-word phrase scores its word count). */
  score: number;
  /** Which kind words appear. */
  marks: ReadonlySet<Exclude<LineMark, "division">>;
}

/** A leading CSI number: "Division 9", "Div. 3", "03 30 00", "033000", "09 -", "26 – Electrical". */
const CSI_CODE =
  /^\s*(?:(?:div(?:ision)?\.?\s*(\d{1,2})\b)|(\d{2})\s?\d{2}\s?\d{2}\b|(0\d)\s*[-–—:.\s]|(\d{2})\s*[-–—:]\s)/i;

/** The division of a leading CSI number, if the line starts with one. */
export function csiDivision(text: string): DivisionName | null {
  const m = CSI_CODE.exec(text);
  if (!m) return null;
  const n = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return CSI_NUMBERS[n] ?? null;
}

/** The head of a compound names the work: "roofing permit" is a permit, "deck lights" lights. */
const HEAD_BONUS = 0.25;

/** Scans a description for trade phrases and kind words. */
export function matchPhrases(text: string): PhraseMatch {
  const w = words(text);
  const scores = new Map<DivisionName, number>();
  const marks = new Set<Exclude<LineMark, "division">>();
  // The last trade phrase before a comma, an "and" or the end is its segment's head.
  let head: DivisionName | null = null;
  const closeSegment = () => {
    if (head) scores.set(head, (scores.get(head) ?? 0) + HEAD_BONUS);
    head = null;
  };
  for (let i = 0; i < w.length;) {
    const phrase = byFirstWord.get(w[i]!)?.find((p) => p.words.every((x, j) => w[i + j] === x));
    if (!phrase) {
      if (w[i] === "," || w[i] === "and") closeSegment();
      i += 1;
      continue;
    }
    if (phrase.tag.kind === "division") {
      const d = phrase.tag.division;
      scores.set(d, (scores.get(d) ?? 0) + phrase.weight);
      head = d;
    } else {
      marks.add(phrase.tag.kind);
    }
    i += phrase.words.length;
  }
  closeSegment();
  let division: DivisionName | null = null;
  let score = 0;
  // Map iteration follows first appearance, so a tie goes to the division named first.
  for (const [d, s] of scores) {
    if (s > score) [division, score] = [d, s];
  }
  const code = csiDivision(text);
  if (code) [division, score] = [code, Math.max(score, 10)];
  return { division, score, marks };
}
