/**
 * Location cost factors (national average = 1.00): one per state and DC from a secondary composite
 * (registry id "location-composite-2026"; data/state-factors.ts), and one per city where published
 * metro indices cover it (data/metro-factors.generated.ts); the long provenance text lives once in
 * the sources registry, not on every row. DoD area cost factors and BLS wage ratios found beside it
 * are cross-checks only (see the places README), not used here.
 */
import { METRO_FACTORS } from "./data/metro-factors.generated";
import { STATE_FACTORS } from "./data/state-factors";
import type { LocationFactor } from "./types";
import type { PlacesSourceId } from "./sources";

/** Registry id of the factors' source. */
export const FACTOR_SOURCE: PlacesSourceId = "location-composite-2026";
/** As-of date of the composite (inputs: BLS OEWS May 2025; Craftsman 2023–2026 editions). */
export const FACTOR_AS_OF = "2026-09-18";

/** The state's factor row, or undefined for an unknown code. */
export function stateFactorRow(code: string): LocationFactor | undefined {
  const factor = Object.hasOwn(STATE_FACTORS, code) ? STATE_FACTORS[code] : undefined;
  return factor === undefined
    ? undefined
    : { factor, scope: "state", source: FACTOR_SOURCE, asOf: FACTOR_AS_OF };
}

/** Source and as-of date of the metro indices (see generator/metro-factors.ts). */
export const METRO_SOURCE: PlacesSourceId = "metro-indices-2024";
export const METRO_AS_OF = "2024-03";

/** Source and as-of date of the county indices (see generator/county-factors.ts). */
export const COUNTY_SOURCE: PlacesSourceId = "county-wages-2025";
export const COUNTY_AS_OF = "2025-07";

/**
 * The city's factor row: its metro's indices (HUD, RSMeans, DoD; scope "city"), or for a listed
 * city no index covers, its own county's index (scope "county"); undefined when neither exists.
 */
export function cityFactorRow(code: string, slug: string): LocationFactor | undefined {
  const metro = Object.hasOwn(METRO_FACTORS, code) ? METRO_FACTORS[code] : undefined;
  const m = metro && Object.hasOwn(metro, slug) ? metro[slug] : undefined;
  if (!m) return undefined;
  return m[2].startsWith("county-index")
    ? { factor: m[0], commercial: m[1], scope: "county", source: COUNTY_SOURCE, asOf: COUNTY_AS_OF }
    : { factor: m[0], commercial: m[1], scope: "city", source: METRO_SOURCE, asOf: METRO_AS_OF };
}
