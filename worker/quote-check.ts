/**
 * From a validated quote-check body to the answer: the engine's structured estimate for the
 * project (through its public API only), the quote read into lines, and the check. Used by the
 * check, its download and its share link, so all three give the same figures.
 */
import { DATA_AS_OF, DATA_VERSION, structuredEstimate } from "../shared/engine/index";
import { checkQuote, readLines, readQuote, type QuoteCheckResult } from "../shared/quote/index";
import type { QuoteCheckInput } from "../shared/quote-schemas";
import { toProjectInput } from "./project";

export type { QuoteCheckResult };

/** Runs the check; throws RangeError for an area outside the type's bounds (withEngine → 400). */
export function runQuoteCheck({ project, quote }: QuoteCheckInput): QuoteCheckResult {
  const input = toProjectInput(project);
  const { costEstimate, costBreakdown } = structuredEstimate({
    ...input,
    ...(project.areaSqFt !== undefined ? { areaSqFt: project.areaSqFt } : {}),
    ...(project.quality !== undefined ? { quality: project.quality } : {}),
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
    project: {
      constructionType: input.type,
      state: input.location.state.name,
      city: input.location.city?.name ?? null,
      areaSqFt: costEstimate.sq_ft,
      areaGiven: project.areaSqFt !== undefined,
      quality: project.quality ?? null,
    },
    ...check,
    skipped: read.skipped,
    truncated: read.truncated,
    estimateClass: costEstimate.estimateClass,
    dataVersion: DATA_VERSION,
    asOf: DATA_AS_OF,
  };
}
