/**
 * Saved quote checks behind share links (`/quote-checker?id=…`), in the same KV namespace as
 * saved estimates under their own key prefix, written through the estimate store's `saveOnce`
 * (so the same share limits apply and failures are its StoreUnavailableError). A check is stored
 * under a content hash of its data version and the request as understood, with its figures, so a
 * shared link shows the same check after the cost data changes.
 */
import type { QuoteCheckRequest, SavedQuoteCheck } from "../shared/api/outputs";
import { loadText, saveOnce, type SaveResult } from "./estimate-store";
import type { ShareVerdict } from "./share-limit";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_RECORD_VERSION = 1;

/** The KV key of a saved check (exported so tests can seed and inspect the store). */
export function quoteCheckKey(id: string): string {
  return `quote-check:v${QUOTE_RECORD_VERSION}:${id}`;
}

/** The id: the first 128 bits of SHA-256 of the data version and the request, in hex. */
export async function quoteCheckId(dataVersion: string, request: QuoteCheckRequest): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([dataVersion, request.project, request.quote]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Saves the check unless one with its id exists; `mayWrite` as for estimates. */
export function saveQuoteCheck(
  kv: KVNamespace,
  record: SavedQuoteCheck,
  mayWrite?: () => Promise<ShareVerdict>,
): Promise<SaveResult> {
  return saveOnce(kv, quoteCheckKey(record.id), record, mayWrite);
}

/** The saved check with this id, or null. */
export async function loadQuoteCheck(kv: KVNamespace, id: string): Promise<SavedQuoteCheck | null> {
  const text = await loadText(kv, quoteCheckKey(id));
  return text === null ? null : (JSON.parse(text) as SavedQuoteCheck);
}
