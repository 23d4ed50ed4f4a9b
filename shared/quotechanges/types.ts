/**
 * Quote Changes' shapes (issue 28): a change order's lines as read, what each one changes, and
 * each priced against the engine's estimate of the same change. The API answers these.
 */
import type { DivisionName } from "../api/constants";
import type { LineKind } from "../quote/types";
import type { Figures } from "../whatif/index";

export type { Figures };

/** A quantity on a line: square feet, linear feet, cubic yards or a count. */
export interface Quantity {
  value: number;
  unit: "sf" | "lf" | "cy" | "ea";
}

/** What a line changes, as the visitor (or an integration) sets it; "none" leaves it unplaced. */
export type ChangeTarget =
  | { kind: "answer"; questionId: string; answer: string }
  | { kind: "area"; change: number }
  | { kind: "division"; division: DivisionName }
  | { kind: "none" };

/** A line as sent: its words, its amount and optionally what it changes. */
export interface ChangeLineInput {
  description: string;
  amount?: number | null;
  target?: ChangeTarget;
}

/** A line of a change order as read. */
export interface ChangeLine {
  /** The line's words without its change-order number. */
  description: string;
  /** The change order or item number written on the line ("3" for "CO #3:"), else null. */
  co: string | null;
  /** Dollars, negative for a credit; null when the line gives none. */
  amount: number | null;
  kind: LineKind;
  /** True for a deletion: a credit, or words such as "delete", "omit", "deduct". */
  removal: boolean;
  quantity: Quantity | null;
  /** The reader's CSI division (the Quote Checker's dictionary), null when it found none. */
  division: DivisionName | null;
  /** What the visitor set, when they did. */
  target?: ChangeTarget;
}

/** What a line was matched to. */
export interface ChangeMatch {
  kind: "answer" | "addition" | "area" | "division" | "none";
  /** The dictionary's words that matched, as normalised ("impact rated window"); empty when set by hand. */
  words: string[];
  by: "words" | "visitor";
  questionId: string | null;
  question: string | null;
  /** The estimate's answer and the answer the change gives (option labels, or areas in sq ft). */
  from: string | null;
  to: string | null;
  /** The option letter the change gives (for an answer or an addition). */
  answer: string | null;
  /** The option letter it changes from: the estimate's answer, or an assumed one when it has none. */
  fromAnswer: string | null;
  /** True when the estimate leaves the question open and `from` is the usual starting point. */
  assumed: boolean;
  division: DivisionName | null;
  quantity: Quantity | null;
}

/** Low, fair or high against the engine's 80% range of the change; null when it has no figure. */
export type ChangeFlag = "low" | "fair" | "high";

export interface PricedChange {
  description: string;
  co: string | null;
  amount: number | null;
  kind: LineKind;
  removal: boolean;
  match: ChangeMatch;
  /** The engine's change of construction cost for this line, with its likely and 80% range. */
  engine: Figures | null;
  flag: ChangeFlag | null;
  /** amount / the engine's expected change (1 = the same), when both are there. */
  ratio: number | null;
  /** How the engine priced it, or why it did not, in plain words. */
  note: string;
  questions: string[];
}

/** A question the visitor can pick for a line the reader could not place. */
export interface ChoiceQuestion {
  id: string;
  text: string;
  /** The estimate's answer (option letter), when it has one. */
  current: string | null;
  options: Array<{ answer: string; label: string }>;
}

export interface ChangeOrderResult {
  /** The baseline's construction cost (expected, likely and 80% range). */
  baseline: Figures;
  areaSqFt: number;
  lines: PricedChange[];
  totals: {
    /** Sum of the work and allowance lines (credits negative) and of the markups. */
    work: number;
    markups: number;
    quoted: number;
    /** Lines placed (anything but "none") of the work and allowance lines. */
    placed: number;
    workLines: number;
    /** Lines with an engine figure: their quoted sum and the engine's sum of expected changes. */
    priced: number;
    pricedQuoted: number;
    pricedEngine: number;
  };
  summary: string[];
  questions: string[];
  choices: ChoiceQuestion[];
  /** Lines of the text skipped (headings, notes) and whether lines beyond the limit were dropped. */
  skipped: number;
  truncated: boolean;
}
