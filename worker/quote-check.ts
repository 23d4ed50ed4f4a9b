/**
 * From a validated quote-check body to the answer: the engine's structured estimate for the
 * project (through its public API only), the quote read into lines, and the check. Used by the
 * check, its download and its share link, so all three give the same figures. With a saved
 * estimate's answers the range is that estimate's own (issue 32: "Use it" checks against it). An area outside the
 * type's bounds is the engine's OutOfRangeError (400 `out_of_range` from the error handler).
 */
import type * as v from "valibot";
import type { QuoteCheckInputSchema } from "../shared/api/inputs";
import type { QuoteCheckResult } from "../shared/api/outputs";
import {
  DATA_AS_OF,
  DATA_VERSION,
  finalEstimate,
  nextQuestion,
  QUESTION_COUNT,
  structuredEstimate,
  type ProjectInput,
} from "../shared/engine/index";
import type { DivisionName } from "../shared/api/outputs";
import { checkQuote, readLines, readQuote } from "../shared/quote/index";
import { checkAnswers } from "./answers";

/** A quote-check body as the validator resolved it. */
export type ResolvedQuoteCheck = v.InferOutput<typeof QuoteCheckInputSchema>;

/**
 * The range a quote is checked against: with a conversation's answers, that estimate's own (the
 * final estimate after ten; before, the estimate so far, its divisions in a typical project's
 * proportions); without, a typical project of the type, area and quality given.
 */
function rangeOf({ project, areaSqFt, quality, answers }: ResolvedQuoteCheck) {
  if (answers) {
    checkAnswers(answers);
    if (answers.length === QUESTION_COUNT) {
      const { costEstimate, costBreakdown } = finalEstimate(project, answers);
      return { costEstimate, divisions: costBreakdown.divisions, answered: answers.length };
    }
    const { costEstimate } = nextQuestion(project, answers);
    return {
      costEstimate,
      divisions: scaledDivisions(project, costEstimate.expected),
      answered: answers.length,
    };
  }
  const { costEstimate, costBreakdown } = structuredEstimate({
    ...project,
    ...(areaSqFt !== null ? { areaSqFt } : {}),
    ...(quality !== null ? { quality } : {}),
  });
  return { costEstimate, divisions: costBreakdown.divisions, answered: 0 };
}

/** A typical project's division split, scaled to an expected total. */
function scaledDivisions(project: ProjectInput, expected: number): Record<DivisionName, number> {
  const typical = structuredEstimate(project);
  const scale = typical.costEstimate.expected > 0 ? expected / typical.costEstimate.expected : 1;
  return Object.fromEntries(
    Object.entries(typical.costBreakdown.divisions).map(([d, amount]) => [d, amount * scale]),
  ) as Record<DivisionName, number>;
}

/** Runs the check of a resolved body. */
export function runQuoteCheck(input: ResolvedQuoteCheck): QuoteCheckResult {
  const { areaSqFt, quality, quote, request } = input;
  const { costEstimate, divisions, answered } = rangeOf(input);
  const read = quote.lines?.length
    ? { lines: readLines(quote.lines), skipped: 0, truncated: false }
    : readQuote(quote.text ?? "");
  const check = checkQuote(
    { min: costEstimate.min, expected: costEstimate.expected, max: costEstimate.max, divisions },
    read.lines,
    quote.total,
  );
  return {
    ...check,
    project: {
      constructionType: request.project.constructionType,
      state: request.project.state,
      city: request.project.city,
      areaSqFt: costEstimate.sq_ft,
      areaGiven: answered > 0 ? costEstimate.sqFtAnswered !== false : areaSqFt !== null,
      quality,
    },
    skipped: read.skipped,
    truncated: read.truncated,
    estimateClass: costEstimate.estimateClass,
    basis: answered > 0 ? { kind: "answers", answered } : { kind: "typical", answered: 0 },
    dataVersion: DATA_VERSION,
    asOf: DATA_AS_OF,
  };
}
