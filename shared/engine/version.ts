/**
 * Version and price level of the engine's data, stamped on every estimate (and on stored ones, so
 * a shared estimate keeps saying which data it came from). The version derives from the data: a
 * short hash of every data module an estimate reads — the engine's files (global, types, soft
 * costs, escalation) and the places' tables that price a location (state factors, metro factors,
 * the listed cities, the county index that prices a custom city, with the hash it carries of the
 * ZIP codes and place names kept as static assets) — so any change of a figure
 * changes it, and a share id computed from the same inputs after such a change is a new one.
 */
import { COUNTY_PLACES } from "../places/data/county-places.generated";
import { GENERATED_STATES } from "../places/data/cities.generated";
import { METRO_FACTORS } from "../places/data/metro-factors.generated";
import { STATE_FACTORS } from "../places/data/state-factors";
import { ESCALATION, GLOBAL, SOFT_COSTS, TYPE_DATA } from "./params";

/** FNV-1a over a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * Every data module an estimate reads, by the file it comes from (relative to shared/). A test
 * checks that each data file the engine and the places import is named here.
 */
export const DATA_MODULES = {
  "engine/data/global.json": GLOBAL,
  "engine/data/single-family.json": TYPE_DATA["single-family"],
  "engine/data/multi-family.json": TYPE_DATA["multi-family"],
  "engine/data/home-improvements.json": TYPE_DATA["home-improvements"],
  "engine/data/office-building.json": TYPE_DATA["office-building"],
  "engine/data/educational.json": TYPE_DATA.educational,
  "engine/data/healthcare.json": TYPE_DATA.healthcare,
  "engine/data/soft-costs.json": SOFT_COSTS,
  "engine/data/escalation.json": ESCALATION,
  "places/data/state-factors.ts": STATE_FACTORS,
  "places/data/metro-factors.generated.ts": METRO_FACTORS,
  "places/data/cities.generated.ts": GENERATED_STATES,
  "places/data/county-places.generated.ts": COUNTY_PLACES,
} as const satisfies Record<string, unknown>;

/** The version of a set of data modules: the price level, then a hash of them all, in a fixed order. */
export function dataVersion(modules: Readonly<Record<keyof typeof DATA_MODULES, unknown>>): string {
  const names = (Object.keys(DATA_MODULES) as (keyof typeof DATA_MODULES)[]).sort();
  const global = modules["engine/data/global.json"] as { priceLevel: string };
  return `${global.priceLevel}.${fnv1a(JSON.stringify(names.map((name) => [name, modules[name]])))}`;
}

/** Price level of the dollars (ISO month). */
export const DATA_AS_OF = GLOBAL.priceLevel;

/** Version of the data: price level plus a hash of the data modules ("2025-12.3f9a0c1e"). */
export const DATA_VERSION = dataVersion(DATA_MODULES);
