/**
 * Where a project is priced (issue 30: "every US place priced by its own county or labor market"):
 * `resolveLocation`, and for a typed city that is not listed, its county's index (scope "county")
 * — never the state's average where its county is known; a ZIP code names the place, county and
 * state outright. The API and the calibration use it; the client never imports it, so the county
 * table (data/county-places.generated.ts) stays out of the browser's bundle. The ZIP codes and the
 * postal file's place names are not in the worker's bundle either: they are static assets read a
 * shard at a time (place-shards.ts), loaded before these synchronous lookups run.
 */
import { placeKey } from "./aliases";
import { COUNTY_PLACES } from "./data/county-places.generated";
import { findCityOrAlias, findState, resolveLocation } from "./index";
import { COUNTY_AS_OF, COUNTY_SOURCE, METRO_AS_OF, METRO_SOURCE } from "./location-factors";
import { hasPlaceShard, nameShardCounty, nameShardPath, zipShardEntry, zipShardPath } from "./place-shards";
import type { LocationFactor, ResolvedLocation, State } from "./types";

/** A county of a state: its 3-digit code (FIPS) and name. */
export interface County {
  code: string;
  name: string;
}

/** What a ZIP code names: the place, its county and its state. */
export interface ZipPlace {
  zip: string;
  place: string;
  county: County;
  state: Pick<State, "name" | "code">;
}

const COUNTY_FACTORS = COUNTY_PLACES.counties;
/** A county's entry: [name, residential, commercial, basis ("metro:<slug>" or an OEWS area code)]. */
export type CountyRow = readonly [string, number, number, string];

// a state's counties, parsed once on first use: code → [name, residential, commercial, basis]
const countyTables = new Map<string, Readonly<Record<string, readonly [string, number, number, string]>>>();
/** A state's counties by code (see CountyRow); empty for an unknown state. */
export function countiesOf(code: string): Readonly<Record<string, CountyRow>> {
  const done = countyTables.get(code);
  if (done) return done;
  const table: Record<string, readonly [string, number, number, string]> = {};
  const text = Object.hasOwn(COUNTY_FACTORS, code) ? COUNTY_FACTORS[code] : undefined;
  for (const entry of text ? text.split(";") : []) {
    const [county = "", name = "", res = "", com = "", basis = ""] = entry.split("|");
    table[county] = [name, Number(res), Number(com || res), basis];
  }
  countyTables.set(code, table);
  return table;
}

/** A county by state code and county code, or undefined. */
export function countyByCode(stateCode: string, countyCode: string): County | undefined {
  const table = countiesOf(stateCode);
  const e = Object.hasOwn(table, countyCode) ? table[countyCode] : undefined;
  return e ? { code: countyCode, name: e[0] } : undefined;
}

/**
 * The county's factor row (scope "county"): a county with a priced listed city takes that city's
 * published indices, any other the index of its labor market's construction wages (see the
 * generator). Undefined for a county the table does not know.
 */
export function countyFactorRow(stateCode: string, countyCode: string): LocationFactor | undefined {
  const table = countiesOf(stateCode);
  const e = Object.hasOwn(table, countyCode) ? table[countyCode] : undefined;
  if (!e) return undefined;
  const metro = e[3].startsWith("metro:");
  return {
    factor: e[1],
    commercial: e[2],
    scope: "county",
    source: metro ? METRO_SOURCE : COUNTY_SOURCE,
    asOf: metro ? METRO_AS_OF : COUNTY_AS_OF,
  };
}

/**
 * The county of a place typed in a state ("Nashville" in Illinois → Washington County), if known:
 * GeoNames' places and its postal file's place names, from the state's name shard (loaded first:
 * see placeShardsFor).
 */
export function placeCounty(state: Pick<State, "code">, text: string): County | undefined {
  const code = nameShardCounty(state.code, placeKey(text));
  return code ? countyByCode(state.code, code) : undefined;
}

// county name → code by state, built once per state on first use
const countyNames = new Map<string, Map<string, string>>();

/** A county of a state by its name as the places data writes it ("Travis County"). */
function countyNamed(stateCode: string, name: string): County | undefined {
  let index = countyNames.get(stateCode);
  if (!index) {
    index = new Map(Object.entries(countiesOf(stateCode)).map(([code, e]) => [e[0], code]));
    countyNames.set(stateCode, index);
  }
  const code = index.get(name);
  return code ? countyByCode(stateCode, code) : undefined;
}

/**
 * What a 5-digit ZIP code names (place, county, state), or undefined for one the table lacks. Its
 * shard must be loaded (placeShardsFor).
 */
export function lookupZip(zip: string): ZipPlace | undefined {
  const text = zip.trim();
  if (!/^\d{5}$/.test(text)) return undefined;
  const found = zipShardEntry(text);
  const state = found && findState(found[0]);
  const county = found && countyByCode(found[0], found[1]);
  if (!found || !state || !county) return undefined;
  return { zip: text, place: found[2], county, state: { name: state.name, code: state.code } };
}

/**
 * resolveLocation, with a place that has no figures of its own priced by its county: a typed city
 * that is not listed takes its county's index (the ZIP's county when a ZIP is given, else
 * `county` when the caller looked it up ahead — "" for none —, else the county its name is known
 * in), a listed city
 * keeps its own figures. A ZIP of another state, or one the table lacks, is ignored here: the API
 * refuses it before (see shared/api/inputs.ts). With a ZIP and no city, the ZIP's place is the
 * city. The shards it reads must be loaded: placeShardsFor names them.
 */
export function resolveProjectLocation(
  state: State | string,
  city?: string | null,
  zip?: string | null,
  county?: string,
): ResolvedLocation | undefined {
  const s = typeof state === "string" ? findState(state) : state;
  if (!s) return resolveLocation(state, city);
  const z = zip ? lookupZip(zip) : undefined;
  const atZip = z && z.state.code === s.code ? z : undefined;
  const typed = city?.trim() ? city : (atZip?.place ?? city);
  const resolved = resolveLocation(s, typed);
  if (!resolved?.city) return resolved;
  if (!resolved.city.custom) {
    if (resolved.location.scope !== "state") return resolved;
    // a listed city no index covers: its own county
    const listed = findCityOrAlias(s, resolved.city.name);
    const own = listed?.county ? countyNamed(s.code, listed.county) : undefined;
    const row = own && countyFactorRow(s.code, own.code);
    return row ? { ...resolved, location: row } : resolved;
  }
  const ahead = () => (county ? countyByCode(s.code, county) : undefined);
  const found =
    atZip?.county ?? (county === undefined ? placeCounty(resolved.state, resolved.city.name) : ahead());
  const row = found && countyFactorRow(s.code, found.code);
  return row ? { ...resolved, location: row } : resolved;
}

/**
 * The shards (asset paths) resolveProjectLocation and zipProblem will read for these fields and
 * that are not loaded yet: the ZIP's shard first (a known ZIP of the state names the county, so
 * no name shard is needed then), then the state's name shard for a typed place that is not
 * listed. Call it again after loading what it names, until it is empty.
 */
export function placeShardsFor(state?: string | null, city?: string | null, zip?: string | null): string[] {
  const zipText = zip?.trim() ?? "";
  const digits = /^\d{5}$/.test(zipText);
  if (digits && !hasPlaceShard(zipShardPath(zipText))) return [zipShardPath(zipText)];
  const s = state ? findState(state) : undefined;
  if (!s) return [];
  const z = digits ? lookupZip(zipText) : undefined;
  if (z && z.state.code === s.code) return [];
  const typed = city?.trim() ?? "";
  if (!typed || hasPlaceShard(nameShardPath(s.code))) return [];
  const resolved = resolveLocation(s, typed);
  return resolved?.city?.custom ? [nameShardPath(s.code)] : [];
}
