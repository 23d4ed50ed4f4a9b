/**
 * Saved quote checks behind share links (`/quote-checker?id=…`): a tool store (tool-store.ts)
 * under the prefix `quote-check`, the id hashed from the data version, the project and the quote.
 */
import type { QuoteCheckRequest, SavedQuoteCheck } from "../shared/api/outputs";
import { toolStore } from "./tool-store";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_RECORD_VERSION = 1;

const store = toolStore<QuoteCheckRequest, SavedQuoteCheck>("quote-check", QUOTE_RECORD_VERSION, (r) => [
  r.project,
  r.quote,
]);

export const quoteCheckKey = store.key;
export const quoteCheckId = store.id;
export const saveQuoteCheck = store.save;
export const loadQuoteCheck = store.load;
