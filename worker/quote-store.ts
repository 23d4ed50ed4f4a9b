/**
 * Saved quote checks behind share links (`/quote-checker?id=…`): a tool store (tool-store.ts)
 * under the prefix `quote-check`, the id hashed from the data version, the project and the quote.
 */
import type { QuoteCheckRequest, SavedQuoteCheck } from "../shared/api/outputs";
import { toolStore } from "./tool-store";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_RECORD_VERSION = 1;

/** The store of saved quote checks. */
export const quoteCheckStore = toolStore<QuoteCheckRequest, SavedQuoteCheck>(
  "quote-check",
  QUOTE_RECORD_VERSION,
  (r) => [r.project, r.quote],
);

/** The KV key of a saved check (tests seed and inspect the store with it). */
export const quoteCheckKey = quoteCheckStore.key;
