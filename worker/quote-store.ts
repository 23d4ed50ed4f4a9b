/**
 * Saved quote checks behind share links (`/quote-checker?id=…`), in the same KV namespace as
 * saved estimates under their own key prefix. A check is stored under a content hash of its
 * inputs and data version, with its figures, so a shared link shows the same check after the cost
 * data changes. Failures become the estimate store's StoreUnavailableError (503 share_unavailable).
 */
import type { QuoteCheckInput } from "../shared/quote-schemas";
import { ESTIMATE_TTL_SECONDS, StoreUnavailableError } from "./estimate-store";
import type { QuoteCheckResult } from "./quote-check";

/** Version of the stored record's shape; part of the key. */
export const QUOTE_RECORD_VERSION = 1;

/** A saved check, as stored and as GET /api/quote-checks/{id} returns it. */
export interface SavedQuoteCheck {
  id: string;
  recordVersion: number;
  savedAt: string;
  dataVersion: string;
  input: QuoteCheckInput;
  check: QuoteCheckResult;
}

/** The KV key of a saved check (exported so tests can seed and inspect the store). */
export function quoteCheckKey(id: string): string {
  return `quote-check:v${QUOTE_RECORD_VERSION}:${id}`;
}

/** The id: the first 128 bits of SHA-256 of the data version and the inputs, in hex. */
export async function quoteCheckId(dataVersion: string, input: QuoteCheckInput): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([dataVersion, input.project, input.quote]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Saves the record unless one with its id exists; `limited` when the write budget says no. */
export async function saveQuoteCheck(
  kv: KVNamespace,
  record: SavedQuoteCheck,
  mayWrite: () => Promise<boolean> = async () => true,
): Promise<{ created: boolean; limited?: boolean }> {
  try {
    const key = quoteCheckKey(record.id);
    if ((await kv.get(key)) !== null) return { created: false };
    if (!(await mayWrite())) return { created: false, limited: true };
    await kv.put(key, JSON.stringify(record), {
      expirationTtl: ESTIMATE_TTL_SECONDS,
      metadata: { dataVersion: record.dataVersion, savedAt: record.savedAt },
    });
    return { created: true };
  } catch (err) {
    throw new StoreUnavailableError(err);
  }
}

/** The saved check with this id, or null. */
export async function loadQuoteCheck(kv: KVNamespace, id: string): Promise<SavedQuoteCheck | null> {
  let text: string | null;
  try {
    text = await kv.get(quoteCheckKey(id));
  } catch (err) {
    throw new StoreUnavailableError(err);
  }
  return text === null ? null : (JSON.parse(text) as SavedQuoteCheck);
}
