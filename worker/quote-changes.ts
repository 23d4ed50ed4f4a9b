/**
 * From a validated change-order body to the answer: the change order read with the Quote
 * Checker's reader (or its lines as sent), each line priced against the baseline estimate by
 * shared/quotechanges. Used by the check, its download and its share link, so all three give the
 * same figures. Answers that do not replay are the engine's ReplayError (400), an area outside the
 * type's bounds its OutOfRangeError (400), a target that is not a question of the type too.
 */
import type * as v from "valibot";
import type { QuoteChangesInputSchema } from "../shared/api/inputs";
import type { QuoteChangesResult } from "../shared/api/outputs";
import { DATA_AS_OF, DATA_VERSION } from "../shared/engine/index";
import { priceChangeOrder, readChangeLines, readChangeOrder } from "../shared/quotechanges/index";
import { checkAnswers } from "./answers";

/** A change-order body as the validator resolved it. */
export type ResolvedQuoteChanges = v.InferOutput<typeof QuoteChangesInputSchema>;

/** Prices the change order of a resolved body. */
export function runQuoteChanges(input: ResolvedQuoteChanges): QuoteChangesResult {
  const { project, areaSqFt, quality, answers, changes, request } = input;
  if (answers) checkAnswers(answers);
  const read = changes.lines?.length
    ? { lines: readChangeLines(changes.lines), skipped: 0, truncated: false }
    : readChangeOrder(changes.text ?? "");
  const result = priceChangeOrder(project, { answers, areaSqFt, quality }, read);
  return {
    ...result,
    project: {
      constructionType: request.project.constructionType,
      state: request.project.state,
      city: request.project.city,
      quality,
    },
    basis: answers ? { kind: "answers", answered: answers.length } : { kind: "typical", answered: 0 },
    dataVersion: DATA_VERSION,
    asOf: DATA_AS_OF,
  };
}
