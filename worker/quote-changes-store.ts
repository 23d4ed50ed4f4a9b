/**
 * Saved change-order checks behind share links (`/quote-changes?id=…`), in the estimates' KV
 * namespace under their own key prefix, written through the estimate store's `saveOnce` (the same
 * share limits), as saved quote checks are: under a content hash of the data version and the
 * request as understood, with the figures as computed.
 */
import type { QuoteChangesRequest, SavedQuoteChanges } from "../shared/api/outputs";
import { loadText, saveOnce, type SaveResult } from "./estimate-store";
import type { ShareVerdict } from "./share-limit";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_CHANGES_RECORD_VERSION = 1;

/** The KV key of a saved change-order check. */
export function quoteChangesKey(id: string): string {
  return `quote-changes:v${QUOTE_CHANGES_RECORD_VERSION}:${id}`;
}

/** The id: the first 128 bits of SHA-256 of the data version and the request, in hex. */
export async function quoteChangesId(dataVersion: string, request: QuoteChangesRequest): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([dataVersion, request.project, request.changes]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Saves the check unless one with its id exists; `mayWrite` as for estimates. */
export function saveQuoteChanges(
  kv: KVNamespace,
  record: SavedQuoteChanges,
  mayWrite?: () => Promise<ShareVerdict>,
): Promise<SaveResult> {
  return saveOnce(kv, quoteChangesKey(record.id), record, mayWrite);
}

/** The saved check with this id, or null. */
export async function loadQuoteChanges(kv: KVNamespace, id: string): Promise<SavedQuoteChanges | null> {
  const text = await loadText(kv, quoteChangesKey(id));
  return text === null ? null : (JSON.parse(text) as SavedQuoteChanges);
}
