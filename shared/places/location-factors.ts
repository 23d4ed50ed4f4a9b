/**
 * Location cost factors (national average = 1.00): one per state and DC, and one per city where the
 * source gives a metro value. Both columns come from one secondary composite (registry id
 * "location-composite-2026"), so they share one as-of date; the long provenance text lives once in
 * the sources registry, not on every row. DoD area cost factors and BLS wage ratios found beside it
 * are cross-checks only (see the places README), not used here.
 */
import { METRO_FACTORS } from "./data/metro-factors.generated";
import type { LocationFactor } from "./types";
import type { PlacesSourceId } from "./sources";

/** Registry id of the factors' source. */
export const FACTOR_SOURCE: PlacesSourceId = "location-composite-2026";
/** As-of date of the composite (inputs: BLS OEWS May 2025; Craftsman 2023–2026 editions). */
export const FACTOR_AS_OF = "2026-09-18";

/** State factor by USPS code: the composite's "state index corrections" table (50 states + DC). */
export const STATE_FACTORS: Readonly<Record<string, number>> = {
  AK: 1.2,
  AL: 0.87,
  AR: 0.84,
  AZ: 0.96,
  CA: 1.13,
  CO: 1.01,
  CT: 1.07,
  DC: 1.09,
  DE: 0.98,
  FL: 0.91,
  GA: 0.91,
  HI: 1.24,
  IA: 0.96,
  ID: 0.94,
  IL: 1.15,
  IN: 1.0,
  KS: 0.94,
  KY: 0.93,
  LA: 0.9,
  MA: 1.15,
  MD: 1.0,
  ME: 0.98,
  MI: 0.99,
  MN: 1.09,
  MO: 1.02,
  MS: 0.86,
  MT: 0.98,
  NC: 0.91,
  ND: 1.01,
  NE: 0.93,
  NH: 0.99,
  NJ: 1.14,
  NM: 0.92,
  NV: 1.04,
  NY: 1.1,
  OH: 1.0,
  OK: 0.89,
  OR: 1.1,
  PA: 1.0,
  RI: 1.05,
  SC: 0.9,
  SD: 0.9,
  TN: 0.92,
  TX: 0.9,
  UT: 0.95,
  VA: 0.95,
  VT: 0.97,
  WA: 1.16,
  WI: 1.04,
  WV: 0.94,
  WY: 0.99,
};

/**
 * City factor by state code and city slug: the composite's metro table (county-adjusted). Only cities
 * of the places list are keyed; Washington DC (1.05) has no city of the picker. New York City carries
 * the Manhattan value for all five boroughs; Virginia Beach and Norfolk are listed separately.
 */
export const CITY_FACTORS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  AK: { anchorage: 1.19 },
  AL: { birmingham: 0.9 },
  AR: { "little-rock": 0.85 },
  AZ: { phoenix: 0.97 },
  CA: {
    "san-francisco": 1.3,
    "san-jose": 1.28,
    oakland: 1.26,
    sacramento: 1.11,
    "san-diego": 1.11,
    "los-angeles": 1.1,
    riverside: 1.05,
  },
  CO: { denver: 1.06 },
  FL: { jacksonville: 0.92, miami: 0.92, tampa: 0.92, orlando: 0.91 },
  GA: { atlanta: 0.97 },
  HI: { honolulu: 1.25 },
  IL: { chicago: 1.2 },
  IN: { indianapolis: 1.02 },
  KY: { louisville: 0.98 },
  LA: { "new-orleans": 0.96 },
  MA: { boston: 1.22 },
  MD: { baltimore: 0.98 },
  MI: { detroit: 1.04 },
  MN: { minneapolis: 1.15 },
  MO: { "st-louis": 1.12, "kansas-city": 1.05 },
  NC: { raleigh: 0.95, charlotte: 0.94 },
  NM: { albuquerque: 0.91 },
  NV: { "las-vegas": 1.03 },
  NY: { "new-york-city": 1.27 },
  OH: { columbus: 1.05, cleveland: 1.03 },
  OK: { "oklahoma-city": 0.93 },
  OR: { portland: 1.21 },
  PA: { philadelphia: 1.08, pittsburgh: 1.01 },
  TN: { nashville: 0.96, memphis: 0.93 },
  TX: { austin: 0.94, dallas: 0.92, houston: 0.92, "san-antonio": 0.89 },
  UT: { "salt-lake-city": 0.98 },
  VA: { norfolk: 0.94, richmond: 0.93, "virginia-beach": 0.92 },
  WA: { seattle: 1.25 },
  WI: { milwaukee: 1.08 },
};

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

/**
 * The city's own factor row (metro indices of HUD, RSMeans and DoD first, else the composite's
 * metro table), or undefined when no source covers the city or its county.
 */
export function cityFactorRow(code: string, slug: string): LocationFactor | undefined {
  const metro = Object.hasOwn(METRO_FACTORS, code) ? METRO_FACTORS[code] : undefined;
  const m = metro && Object.hasOwn(metro, slug) ? metro[slug] : undefined;
  if (m) return { factor: m[0], commercial: m[1], scope: "city", source: METRO_SOURCE, asOf: METRO_AS_OF };
  return compositeCityRow(code, slug);
}

function compositeCityRow(code: string, slug: string): LocationFactor | undefined {
  const row = Object.hasOwn(CITY_FACTORS, code) ? CITY_FACTORS[code] : undefined;
  const factor = row && Object.hasOwn(row, slug) ? row[slug] : undefined;
  return factor === undefined
    ? undefined
    : { factor, scope: "city", source: FACTOR_SOURCE, asOf: FACTOR_AS_OF };
}
