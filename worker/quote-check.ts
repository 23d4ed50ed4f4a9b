/**
 * From a validated quote-check body to the answer: the engine's structured estimate for the
 * project (through its public API only), the quote read into lines, and the check. Used by the
 * check, its download and its share link, so all three give the same figures. An area outside the
 * type's bounds is the engine's OutOfRangeError (400 `out_of_range` from the error handler).
 */
import type * as v from "valibot";
import type { QuoteCheckInputSchema } from "../shared/api/inputs";
import type { QuoteCheckResult } from "../shared/api/outputs";
import { DATA_AS_OF, DATA_VERSION, structuredEstimate } from "../shared/engine/index";
import { checkQuote, readLines, readQuote } from "../shared/quote/index";

/** A quote-check body as the validator resolved it. */
export type ResolvedQuoteCheck = v.InferOutput<typeof QuoteCheckInputSchema>;

/** Runs the check of a resolved body. */
export function runQuoteCheck({
  project,
  areaSqFt,
  quality,
  quote,
  request,
}: ResolvedQuoteCheck): QuoteCheckResult {
  const { costEstimate, costBreakdown } = structuredEstimate({
    ...project,
    ...(areaSqFt !== null ? { areaSqFt } : {}),
    ...(quality !== null ? { quality } : {}),
  });
  const read = quote.lines?.length
    ? { lines: readLines(quote.lines), skipped: 0, truncated: false }
    : readQuote(quote.text ?? "");
  const check = checkQuote(
    {
      min: costEstimate.min,
      expected: costEstimate.expected,
      max: costEstimate.max,
      divisions: costBreakdown.divisions,
    },
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
      areaGiven: areaSqFt !== null,
      quality,
    },
    skipped: read.skipped,
    truncated: read.truncated,
    estimateClass: costEstimate.estimateClass,
    dataVersion: DATA_VERSION,
    asOf: DATA_AS_OF,
  };
}
