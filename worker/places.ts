/**
 * The place shards (shared/places/place-shards.ts) for the worker: read through the assets binding
 * at the request boundary, before the synchronous lookups of the API's schemas run, and kept
 * parsed for the life of the isolate (a ZIP's shard is at most 3.3 KB, a state's names at most
 * 41 KB; the whole set is about 2 MB, so an isolate that met every state and prefix would hold a few
 * MB). The table is never in the bundle. Two requests that find the same shard missing each fetch
 * it: an in-flight fetch is not shared across requests, which Workers do not allow (a promise
 * settled by another request's I/O can hang the waiting one); the second parse just replaces the first.
 */
import { addPlaceShard, hasPlaceShard } from "../shared/places/place-shards";
import { placeShardsFor } from "../shared/places/project-location";

/**
 * Loads one shard (a missing file is an empty shard: no ZIP of that prefix is known). The URL is
 * on the request's own origin, as the landing parts' are: under `vite dev` the binding asks Vite's
 * server, which refuses other hosts.
 */
async function loadShard(assets: Fetcher, origin: string, path: string): Promise<void> {
  const res = await assets.fetch(new Request(new URL(path, origin)));
  if (res.status === 404) {
    await res.body?.cancel();
    return addPlaceShard(path, null);
  }
  if (!res.ok) throw new Error(`place shard ${path}: HTTP ${res.status}`);
  addPlaceShard(path, await res.text());
}

/** The state, city and ZIP fields of a request: what resolving its place reads. */
export interface PlaceFields {
  state?: string | null;
  city?: string | null;
  zip?: string | null;
}

/**
 * Loads every shard resolving these places will read (placeShardsFor, asked again after each
 * round: a known ZIP of the state spares its state's names). At most three rounds.
 */
export async function loadPlaces(
  assets: Fetcher | undefined,
  origin: string,
  places: readonly PlaceFields[],
): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const paths = new Set(places.flatMap((p) => placeShardsFor(p.state, p.city, p.zip)));
    const missing = [...paths].filter((path) => !hasPlaceShard(path));
    if (missing.length === 0) return;
    if (!assets) throw new Error("no assets binding to read the place shards from");
    await Promise.all(missing.map((path) => loadShard(assets, origin, path)));
  }
}

const text = (x: unknown) => (typeof x === "string" ? x : undefined);

/**
 * The place fields of a JSON body, wherever the API's schemas read them: at the top (initialize,
 * estimate), under projectData (the conversation, saves, downloads, scenarios) and under project
 * (Quote Checker, Quote Changes). Values of the wrong type are left to the schemas to refuse.
 */
export function placeFieldsOf(body: unknown): PlaceFields[] {
  if (typeof body !== "object" || body === null) return [];
  const b = body as Record<string, unknown>;
  const out: PlaceFields[] = [];
  for (const o of [b, b.projectData, b.project]) {
    if (typeof o !== "object" || o === null || Array.isArray(o)) continue;
    const r = o as Record<string, unknown>;
    const fields = { state: text(r.state), city: text(r.city), zip: text(r.zip) };
    if (fields.state || fields.zip) out.push(fields);
  }
  return out;
}
