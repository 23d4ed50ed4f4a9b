// Types of the places generator's exports that tests use (the generator itself is plain Node ESM).

/** Whether the committed generated module differs from what the generator writes now. */
export function placesDrift(): Promise<boolean>;

/** URL slug of a place or state name, as the generator computes it. */
export function slugOf(name: string): string;

/** Display name as the generator normalises it ("Saint Paul" → "St. Paul"). */
export function displayName(raw: string): string;

/** Counts fixed by the product specification. */
export const FIXED_COUNTS: {
  readonly CA: 47;
  readonly TX: 39;
  readonly FL: 30;
};
export const MIN_CITIES: number;
export const MAX_CITIES: number;

/** Bytes (minified, then gzip -9) that shared/places/index.ts adds to a client bundle. */
export function placesBundleGzipBytes(): Promise<number>;
