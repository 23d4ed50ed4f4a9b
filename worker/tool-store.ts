/**
 * Saved tool results behind share links (a Quote Checker check, a priced change order), in the
 * estimates' KV namespace under their own key prefix, written through the estimate store's
 * `saveOnce` (so the same share limits apply and failures are its StoreUnavailableError). A result
 * is stored under a content hash of the data version and the request as understood, with its
 * figures, so a shared link shows the same result after the cost data changes.
 */
import { loadText, saveOnce, type SaveResult } from "./estimate-store";
import type { ShareVerdict } from "./share-limit";

/** The key, id, save and load of one tool's saved results. */
export interface ToolStore<Request, Saved extends { id: string; dataVersion: string; savedAt: string }> {
  /** The KV key of a saved result (exported so tests can seed and inspect the store). */
  key(id: string): string;
  /** The id: the first 128 bits of SHA-256 of the data version and the request's parts, in hex. */
  id(dataVersion: string, request: Request): Promise<string>;
  /** Saves the result unless one with its id exists; `mayWrite` as for estimates. */
  save(kv: KVNamespace, record: Saved, mayWrite?: () => Promise<ShareVerdict>): Promise<SaveResult>;
  /** The saved result with this id, or null. */
  load(kv: KVNamespace, id: string): Promise<Saved | null>;
}

/**
 * A tool's store: results under `{prefix}:v{version}:{id}`, the id hashed from the data version
 * and the parts of the request that decide the result (in a fixed order).
 */
export function toolStore<Request, Saved extends { id: string; dataVersion: string; savedAt: string }>(
  prefix: string,
  version: number,
  parts: (request: Request) => unknown[],
): ToolStore<Request, Saved> {
  const key = (id: string) => `${prefix}:v${version}:${id}`;
  return {
    key,
    async id(dataVersion, request) {
      const bytes = new TextEncoder().encode(JSON.stringify([dataVersion, ...parts(request)]));
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
      return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
    },
    save: (kv, record, mayWrite) => saveOnce(kv, key(record.id), record, mayWrite),
    async load(kv, id) {
      const text = await loadText(kv, key(id));
      return text === null ? null : (JSON.parse(text) as Saved);
    },
  };
}
