/**
 * Saved change-order checks behind share links (`/quote-changes?id=…`): a tool store
 * (tool-store.ts) under the prefix `quote-changes`, the id hashed from the data version, the
 * project and the change order.
 */
import type { QuoteChangesRequest, SavedQuoteChanges } from "../shared/api/outputs";
import { toolStore } from "./tool-store";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_CHANGES_RECORD_VERSION = 1;

/** The store of saved change-order checks. */
export const quoteChangesStore = toolStore<QuoteChangesRequest, SavedQuoteChanges>(
  "quote-changes",
  QUOTE_CHANGES_RECORD_VERSION,
  (r) => [r.project, r.changes],
);

/** The KV key of a saved change-order check (tests seed and inspect the store with it). */
export const quoteChangesKey = quoteChangesStore.key;
