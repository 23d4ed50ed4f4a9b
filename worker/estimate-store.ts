/**
 * Saved estimates behind share links (decision record 003): the one module that touches KV
 * (worker/quote-store.ts keeps quote checks through `saveOnce` and `loadText`).
 * An estimate is stored under a content hash of its inputs (data version, type, state, city,
 * answers, and the budget, ZIP code and drawn answers when given), so saving the same estimate twice gives the same id and writes once. The record keeps
 * its numbers and data version, so a shared link shows the same figures after the data changes.
 * Any KV failure becomes StoreUnavailableError, which routes turn into 503 `share_unavailable`.
 */
import { normalizeAnswer } from "../shared/api/answers";
import type { SavedEstimate } from "../shared/api/outputs";
import type { AnswerRecord, ProjectInput } from "../shared/engine/index";
import type { ShareVerdict } from "./share-limit";

/** Seconds a saved estimate lives: 400 days, beyond the promised year. */
export const ESTIMATE_TTL_SECONDS = 400 * 24 * 60 * 60;

/** Version of the stored record's shape; part of the key. */
export const RECORD_VERSION = 1;

/** Thrown when KV cannot be read or written. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The estimate store is unavailable", { cause });
    this.name = "StoreUnavailableError";
  }
}

/** The KV key of an estimate id (exported so tests can seed and inspect the store). */
export function estimateKey(id: string): string {
  return `estimate:v${RECORD_VERSION}:${id}`;
}

/** What an estimate may carry beyond its place, answers and budget: its ZIP code and drawn answers' ids. */
export interface EstimateExtras {
  zip?: string | null;
  drawn?: readonly string[];
}

/** The canonical JSON the id hashes: same inputs, same text, in a fixed order. */
export function canonicalInputs(
  dataVersion: string,
  project: ProjectInput,
  answers: readonly AnswerRecord[],
  budget: { startDate: string | null; landCost: number | null } = { startDate: null, landCost: null },
  extra: EstimateExtras = {},
) {
  const { state, city } = project.location;
  const inputs: unknown[] = [
    dataVersion,
    project.type,
    state.code,
    city ? (city.slug ?? `custom:${city.name.trim().toLowerCase()}`) : null,
    answers.map((a) => [a.question.trim(), normalizeAnswer(a.answer)]),
  ];
  // Only a budget that was given joins the hash, so links without one keep their ids.
  if (budget.startDate !== null || budget.landCost !== null) inputs.push([budget.startDate, budget.landCost]);
  // Likewise a ZIP code (it may price the place by another county) and the drawings' marks.
  if (extra.zip) inputs.push({ zip: extra.zip });
  if (extra.drawn?.length) inputs.push({ drawn: extra.drawn });
  return JSON.stringify(inputs);
}

/** The id of an estimate: the first 128 bits of SHA-256 of its canonical inputs, in hex. */
export async function estimateId(
  dataVersion: string,
  project: ProjectInput,
  answers: readonly AnswerRecord[],
  budget?: { startDate: string | null; landCost: number | null },
  extra?: EstimateExtras,
): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalInputs(dataVersion, project, answers, budget, extra));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a save did: written now, or not (it existed, or the limit named refused it). */
export interface SaveResult {
  created: boolean;
  refused?: Exclude<ShareVerdict, "ok">;
}

/**
 * Writes `record` under `key` unless the key exists (saved estimates and quote checks alike).
 * `mayWrite` is asked only before a new write and answers "ok" or the limit that refuses it.
 */
export async function saveOnce(
  kv: KVNamespace,
  key: string,
  record: { dataVersion: string; savedAt: string },
  mayWrite: () => Promise<ShareVerdict> = async () => "ok",
): Promise<SaveResult> {
  try {
    // A read first: KV writes are the scarce resource (1,000 a day on the Free plan).
    if ((await kv.get(key)) !== null) return { created: false };
    const verdict = await mayWrite();
    if (verdict !== "ok") return { created: false, refused: verdict };
    await kv.put(key, JSON.stringify(record), {
      expirationTtl: ESTIMATE_TTL_SECONDS,
      metadata: { dataVersion: record.dataVersion, savedAt: record.savedAt },
    });
    return { created: true };
  } catch (err) {
    throw new StoreUnavailableError(err);
  }
}

/** The JSON text stored under `key`, or null when there is none. */
export async function loadText(kv: KVNamespace, key: string): Promise<string | null> {
  try {
    return await kv.get(key);
  } catch (err) {
    throw new StoreUnavailableError(err);
  }
}

/**
 * Saves the estimate unless one with its id exists. `mayWrite` is asked only before a new write
 * and answers "ok" or the limit that refuses it; the result says whether the record was written
 * now, or which limit refused it.
 */
export function saveEstimate(
  kv: KVNamespace,
  record: SavedEstimate,
  mayWrite?: () => Promise<ShareVerdict>,
): Promise<SaveResult> {
  return saveOnce(kv, estimateKey(record.id), record, mayWrite);
}

/** The saved estimate with this id, or null when there is none. */
export async function loadEstimate(kv: KVNamespace, id: string): Promise<SavedEstimate | null> {
  const text = await loadText(kv, estimateKey(id));
  return text === null ? null : (JSON.parse(text) as SavedEstimate);
}
