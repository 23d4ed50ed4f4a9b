/**
 * Matching the phrase dictionary against a line's words: text is normalised (lower case, "&" as
 * "and", punctuation as spaces, plural words made singular), then scanned once, longest phrase
 * first at each word. Tables are built once at module load, so reading a line costs a few
 * microseconds.
 */
import { DIVISION_NAMES, type DivisionName } from "../api/constants";
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
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es")) {
    const stem = word.slice(0, -2);
    if (/(?:ss|x|ch|sh|z)$/.test(stem)) return stem;
  }
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  return word.slice(0, -1);
}

// Words repeat across lines and quotes; a bounded memo keeps hostile input from growing it.
const singularMemo = new Map<string, string>();
function singularOf(word: string): string {
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 115 /* s */) return word;
  let out = singularMemo.get(word);
  if (out === undefined) {
    out = singular(word);
    if (singularMemo.size < 20_000) singularMemo.set(word, out);
  }
  return out;
}

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * The words of a text in normal form: "Doors & Windows, trim" → ["door", "and", "window", ",",
 * "trim"]. Letters and digits make words; "&" is "and"; commas, semicolons and "+" are kept as ","
 * (they separate items); a possessive "'s" is dropped; everything else separates words.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) out.push(singularOf(lower.slice(start, i)));
    start = -1;
    if ((c === 39 || c === 8217) && lower.charCodeAt(i + 1) === 115 && !isWordChar(lower.charCodeAt(i + 2))) {
      i += 1; // "builder's" → "builder"
    } else if (c === 38) out.push("and");
    else if (c === 44 || c === 59 || c === 43) out.push(",");
  }
  return out;
}

type Tag = { kind: "division"; division: DivisionName } | { kind: Exclude<LineMark, "division"> };
type LineMark =
  "division" | "allowance" | "exclusion" | "owner-furnished" | "markup" | "weak-markup" | "total" | "payment";

interface Phrase {
  words: string[];
  weight: number;
  tag: Tag;
  /** The division's index in DIVISION_NAMES (-1 for kind words). */
  index: number;
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
    index: tag.kind === "division" ? DIVISION_NAMES.indexOf(tag.division) : -1,
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

/** The longest phrase starting at word i, if any. */
function longestAt(w: readonly string[], i: number): Phrase | undefined {
  const candidates = byFirstWord.get(w[i]!);
  if (!candidates) return undefined;
  outer: for (const p of candidates) {
    for (let j = 1; j < p.words.length; j++) if (w[i + j] !== p.words[j]) continue outer;
    return p;
  }
  return undefined;
}

/** The head of a compound names the work: "roofing permit" is a permit, "deck lights" lights. */
const HEAD_BONUS = 0.25;

const NO_MARKS: ReadonlySet<Exclude<LineMark, "division">> = new Set();
// Scores by division index, reused from line to line (cleared after each), and the order in which
// divisions first appear (a tie goes to the division named first).
const scoreOf = new Float64Array(DIVISION_NAMES.length);
const order: number[] = [];

function addScore(d: number, points: number) {
  const now = scoreOf[d]!;
  if (now === 0 && !order.includes(d)) order.push(d);
  scoreOf[d] = now + points;
}

/** Scans a description for trade phrases and kind words. */
export function matchPhrases(text: string): PhraseMatch {
  const w = words(text);
  let marks: Set<Exclude<LineMark, "division">> | null = null;
  // The last trade phrase before a comma, an "and" or the end is its segment's head.
  let head = -1;
  for (let i = 0; i < w.length;) {
    const phrase = longestAt(w, i);
    if (!phrase) {
      if (head >= 0 && (w[i] === "," || w[i] === "and")) {
        addScore(head, HEAD_BONUS);
        head = -1;
      }
      i += 1;
      continue;
    }
    if (phrase.tag.kind === "division") {
      addScore(phrase.index, phrase.weight);
      head = phrase.index;
    } else {
      (marks ??= new Set()).add(phrase.tag.kind);
    }
    i += phrase.words.length;
  }
  if (head >= 0) addScore(head, HEAD_BONUS);
  let division: DivisionName | null = null;
  let score = 0;
  for (let k = 0; k < order.length; k++) {
    const d = order[k]!;
    const s = scoreOf[d]!;
    if (s > score) {
      division = DIVISION_NAMES[d]!;
      score = s;
    }
    scoreOf[d] = 0;
  }
  order.length = 0;
  // A leading CSI number can only start with a space, a digit or "d"/"D" ("Div. 9").
  const c = text.charCodeAt(0);
  const code = c <= 32 || c > 127 || (c >= 48 && c <= 57) || c === 100 || c === 68 ? csiDivision(text) : null;
  if (code) {
    division = code;
    score = Math.max(score, 10);
  }
  return { division, score, marks: marks ?? NO_MARKS };
}

/** A phrase found in a text's words: its value, its words as matched and where it starts. */
export interface PhraseHit<T> {
  value: T;
  words: readonly string[];
  at: number;
}

/**
 * A matcher over a table of its own (used by Quote Changes for answers, area words and deletion
 * words), built like the trade dictionary's: phrases in normal form, indexed by first word, tried
 * longest first at each word, hits not overlapping. Build it once, at module load.
 */
export function phraseMatcher<T>(
  entries: Iterable<readonly [string, T]>,
): (w: readonly string[]) => PhraseHit<T>[] {
  const table = new Map<string, Array<{ words: string[]; value: T }>>();
  for (const [text, value] of entries) {
    const w = words(text);
    if (w.length === 0) continue;
    const list = table.get(w[0]!) ?? [];
    list.push({ words: w, value });
    list.sort((a, b) => b.words.length - a.words.length);
    table.set(w[0]!, list);
  }
  return (w) => {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < w.length;) {
      const candidates = table.get(w[i]!);
      let found: { words: string[]; value: T } | undefined;
      if (candidates) {
        outer: for (const p of candidates) {
          for (let j = 1; j < p.words.length; j++) if (w[i + j] !== p.words[j]) continue outer;
          found = p;
          break;
        }
      }
      if (found) {
        hits.push({ value: found.value, words: found.words, at: i });
        i += found.words.length;
      } else i += 1;
    }
    return hits;
  };
}
