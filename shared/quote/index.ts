/**
 * The Quote Checker's pure core (issue "The Quote Checker"): read a contractor's quote into lines
 * with a CSI division and a kind, then check it against the engine's local range for the project.
 * The worker feeds it the engine's structured estimate; nothing here does I/O.
 */
export * from "./types";
export { readQuote, readLines, classify, cleanDescription, MAX_LINES, MAX_DESCRIPTION } from "./reader";
export { checkQuote, divisionRanges, position } from "./check";
export { findAmounts, lineAmount, lineQuantity, parseAmount, type FoundQuantity } from "./amounts";
export { matchPhrases, phraseMatcher, words, type PhraseHit } from "./phrases";
export { DIVISION_EXAMPLES } from "./dictionary";
