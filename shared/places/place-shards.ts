/**
 * The place tables that are too large for the worker's bundle (issue 30's budget: the county table
 * adds at most 60 KB gzip to the worker): every ZIP code's place, county and state, and every place
 * name of the postal file with its county. `npm run data:county-places` writes them as small JSON
 * files among the static assets, under PLACE_SHARDS_DIR (worker only: visitors get 404, like the
 * prebuilt landing parts), one file per ZIP code's first three digits and one per state:
 *
 *   /_places/zip/622.json    {"62263":["IL","189","Nashville"], …}   ZIP → [state, county code, place]
 *   /_places/names/IL.json   {"nashville":"189", …}                 place key (placeKey) → county code
 *
 * This module holds the shards an isolate has read, parsed, for the synchronous lookups of
 * project-location.ts; it does no I/O itself. Whoever runs those lookups loads the shards first:
 * the worker through its assets binding at the request boundary (worker/places.ts), Node's
 * scripts and tests with a reader of the committed files (scripts/node-place-shards.ts). A lookup
 * whose shard was not loaded throws (a missed load must never price a place as unknown).
 */

/** Folder of the shards among the static assets. */
export const PLACE_SHARDS_DIR = "/_places";

/** A ZIP code shard: ZIP → [state code, county code, place as the postal file names it]. */
export type ZipShard = Readonly<Record<string, readonly [string, string, string]>>;
/** A state's place-name shard: place key → county code (the county a bare name means). */
export type NameShard = Readonly<Record<string, string>>;

/** The asset path of the shard holding a 5-digit ZIP code. */
export function zipShardPath(zip: string): string {
  return `${PLACE_SHARDS_DIR}/zip/${zip.slice(0, 3)}.json`;
}

/** The asset path of a state's place-name shard (two-letter code). */
export function nameShardPath(stateCode: string): string {
  return `${PLACE_SHARDS_DIR}/names/${stateCode}.json`;
}

const loaded = new Map<string, unknown>();
let reader: ((path: string) => string | undefined) | undefined;

/**
 * Installs a synchronous reader of shard files (Node: the committed files), used for a shard not
 * loaded yet. It answers a shard's JSON text, or undefined when there is no such file.
 */
export function setPlaceShardReader(read: ((path: string) => string | undefined) | undefined): void {
  reader = read;
}

/** Keeps a shard read from `path` (its JSON text; null when there is no such file: an empty shard). */
export function addPlaceShard(path: string, text: string | null): void {
  const value: unknown = text === null ? {} : JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`${path} is not a place shard`);
  loaded.set(path, value);
}

/**
 * Whether the shard at `path` is at hand: loaded, or read now through the installed reader (Node;
 * the worker has none, so it fetches what this denies).
 */
export function hasPlaceShard(path: string): boolean {
  if (!loaded.has(path) && reader) addPlaceShard(path, reader(path) ?? null);
  return loaded.has(path);
}

/** Forgets every loaded shard (benchmarks of a cold isolate). */
export function clearPlaceShards(): void {
  loaded.clear();
}

function shard(path: string): unknown {
  if (!hasPlaceShard(path)) throw new Error(`place shard ${path} was not loaded before the lookup`);
  return loaded.get(path);
}

/** The [state code, county code, place] of a 5-digit ZIP code, or undefined when unknown. */
export function zipShardEntry(zip: string): readonly [string, string, string] | undefined {
  const table = shard(zipShardPath(zip)) as ZipShard;
  return Object.hasOwn(table, zip) ? table[zip] : undefined;
}

/** The county code of a place key in a state's postal place names, or undefined. */
export function nameShardCounty(stateCode: string, key: string): string | undefined {
  const table = shard(nameShardPath(stateCode)) as NameShard;
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
