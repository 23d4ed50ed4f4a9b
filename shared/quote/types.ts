/**
 * The Quote Checker's shapes: a quote's lines as read, and the check of a quote against the
 * engine's local range (issue "The Quote Checker"; the API answers these).
 */
import type { DivisionName } from "../api/constants";

/** What a line of a quote is. */
export type LineKind = "item" | "allowance" | "exclusion" | "markup" | "total";

/** One line of a quote. */
export interface QuoteLine {
  description: string;
  /** Dollars; null for a line without a price (an exclusion, a markup given only as a percent). */
  amount: number | null;
  /** The CSI division of the work; null when the reader could not place it (or for markups, totals). */
  division: DivisionName | null;
  kind: LineKind;
  /** A markup's rate in percent, when the quote gives one ("Overhead & profit 10%"). */
  percent?: number;
}

/** A line as a visitor or an integration sends it, optionally already placed. */
export interface QuoteLineInput {
  description: string;
  amount?: number | null;
  division?: DivisionName | null;
  kind?: LineKind;
}

/** The reader's output: the lines, and how many text lines it skipped (headings, notes, terms). */
export interface ReadQuote {
  lines: QuoteLine[];
  skipped: number;
  /** True when the quote had more lines than the reader keeps. */
  truncated: boolean;
}

/** Where a quoted amount sits against a range. */
export type Position = "below" | "within" | "above";

/** A division's flag: below its range, inside, above, or no line for a division the project needs. */
export type DivisionFlag = "low" | "ok" | "high" | "missing";

/** The local range of one division, derived from the engine's estimate. */
export interface DivisionRange {
  division: DivisionName;
  min: number;
  expected: number;
  max: number;
}

/** The engine's figures for the project, as the check needs them. */
export interface ProjectRange {
  min: number;
  expected: number;
  max: number;
  divisions: Record<DivisionName, number>;
}

export interface TotalCheck {
  quoted: number;
  min: number;
  expected: number;
  max: number;
  position: Position;
  /** Where in the range: 0 at min, 1 at max (below 0 or above 1 outside it). */
  placement: number;
  /** quoted / expected − 1, e.g. 0.12 for 12% above the middle of the range. */
  vsExpected: number;
  /** Where the quoted total came from: the total field, the quote's total line, or the lines' sum. */
  source: "given" | "stated" | "sum";
  /** The sum of the work, allowance and markup lines. */
  linesSum: number;
  /** "whole" when the quote covers most of the project; "partial" for a trade's quote. */
  scope: "whole" | "partial";
}

export interface DivisionCheck {
  division: DivisionName;
  /** The sum of the quote's work and allowance lines of this division, as written. */
  quoted: number;
  /** quoted with the quote's markups spread pro rata, the figure the range is compared with. */
  compared: number;
  min: number;
  expected: number;
  max: number;
  flag: DivisionFlag;
  /** How many lines of the quote are in this division. */
  lines: number;
  /** Allowances within `quoted`. */
  allowances: number;
  /** True when an exclusion line names this division. */
  excluded: boolean;
}

/** A line of the check: the read line plus whether it is unusually large. */
export interface CheckedLine extends QuoteLine {
  large: boolean;
}

/** The whole check. */
export interface QuoteCheck {
  total: TotalCheck;
  divisions: DivisionCheck[];
  lines: CheckedLine[];
  markups: { amount: number; rate: number };
  allowances: number;
  unplaced: { count: number; amount: number };
  summary: string[];
  questions: string[];
}
