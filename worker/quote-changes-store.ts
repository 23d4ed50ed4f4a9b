/**
 * Saved change-order checks behind share links (`/quote-changes?id=…`): a tool store
 * (tool-store.ts) under the prefix `quote-changes`, the id hashed from the data version, the
 * project and the change order.
 */
import type { QuoteChangesRequest, SavedQuoteChanges } from "../shared/api/outputs";
import { toolStore } from "./tool-store";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_CHANGES_RECORD_VERSION = 1;

const store = toolStore<QuoteChangesRequest, SavedQuoteChanges>(
  "quote-changes",
  QUOTE_CHANGES_RECORD_VERSION,
  (r) => [r.project, r.changes],
);

export const quoteChangesKey = store.key;
export const quoteChangesId = store.id;
export const saveQuoteChanges = store.save;
export const loadQuoteChanges = store.load;
