/**
 * The places lookup API for the worker and the client: the 50 states (alphabetical) with their major
 * cities (by population), the explicit slug map and location factors with provenance. The city list
 * is generated (`npm run data:places`); lookups here never rebuild names from slugs — the slug map is
 * data (`prettifySlug` of project-types.ts is a display fallback only).
 */
import { cityAliasCandidates } from "./aliases";
import { GENERATED_STATES } from "./data/cities.generated";
import { cityFactorRow, stateFactorRow } from "./location-factors";
import { DEFAULT_CLIMATE, DEFAULT_ECONOMY, STATE_DESCRIPTIONS } from "./state-profiles";
import type { City, LocationFactor, ResolvedLocation, State } from "./types";

export type { City, LocationFactor, ResolvedLocation, State } from "./types";
export { PLACES_SOURCES, type PlacesSource, type PlacesSourceId } from "./sources";
export { FACTOR_AS_OF, FACTOR_SOURCE } from "./location-factors";

/** The 50 states, alphabetical by name (DC is not a state of the picker). */
export const STATES: readonly State[] = GENERATED_STATES.map(({ cities: _cities, ...identity }) => {
  const own = Object.hasOwn(STATE_DESCRIPTIONS, identity.code)
    ? STATE_DESCRIPTIONS[identity.code]
    : undefined;
  const [climate, economy] = own ?? [DEFAULT_CLIMATE, DEFAULT_ECONOMY];
  return { ...identity, climate, economy };
});

const stateByKey = new Map<string, State>();
for (const s of STATES) {
  for (const key of [s.name, s.slug, s.code, s.iso]) stateByKey.set(key.toLowerCase(), s);
}

const citiesByCode = new Map<string, readonly City[]>(GENERATED_STATES.map((s) => [s.code, s.cities]));
const cityBySlugByCode = new Map<string, ReadonlyMap<string, City>>(
  GENERATED_STATES.map((s) => [s.code, new Map(s.cities.map((c) => [c.slug, c]))]),
);
const cityByNameByCode = new Map<string, ReadonlyMap<string, City>>(
  GENERATED_STATES.map((s) => [s.code, new Map(s.cities.map((c) => [c.name.toLowerCase(), c]))]),
);

/** A state by name, slug, USPS code or ISO code ("Texas", "new-york", "TX", "US-TX"), any case. */
export function findState(query: string): State | undefined {
  return stateByKey.get(query.trim().toLowerCase());
}

function stateOf(state: State | string): State | undefined {
  return typeof state === "string" ? findState(state) : findState(state.code);
}

/** The state's major cities, most populous first; empty for an unknown state. */
export function citiesOf(state: State | string): readonly City[] {
  const s = stateOf(state);
  return (s && citiesByCode.get(s.code)) ?? [];
}

/** A listed city by its exact slug only — what landing-page validation uses. */
export function cityBySlug(state: State | string, slug: string): City | undefined {
  const s = stateOf(state);
  return s ? cityBySlugByCode.get(s.code)?.get(slug) : undefined;
}

/** A listed city by exact slug, or by name in any case ("st. louis" → St. Louis). */
export function findCity(state: State | string, slugOrName: string): City | undefined {
  const s = stateOf(state);
  if (!s) return undefined;
  return (
    cityBySlugByCode.get(s.code)?.get(slugOrName) ??
    cityByNameByCode.get(s.code)?.get(slugOrName.trim().toLowerCase())
  );
}

/**
 * A listed city by slug or name, or by another name people use for it ("Brooklyn" → New York City,
 * "Saint Louis" → St. Louis; ./aliases.ts). Undefined when the text names no listed city.
 */
export function findCityOrAlias(state: State | string, text: string): City | undefined {
  const s = stateOf(state);
  if (!s) return undefined;
  const direct = findCity(s, text);
  if (direct) return direct;
  for (const name of cityAliasCandidates(s.code, text)) {
    const city = findCity(s, name);
    if (city) return city;
  }
  return undefined;
}

/** The slug map, name → slug: "St. Louis" → "st-louis"; undefined for a city not listed. */
export function citySlug(state: State | string, name: string): string | undefined {
  const s = stateOf(state);
  return s ? cityByNameByCode.get(s.code)?.get(name.trim().toLowerCase())?.slug : undefined;
}

const DC_KEYS = new Set([
  "dc",
  "district of columbia",
  "district-of-columbia",
  "us-dc",
  "washington dc",
  "washington, d.c.",
]);

/**
 * The location factor: the city's own when the source gives one, else its state's (all 50 states
 * and DC have one). `city` is a slug or a name; custom text falls back to the state. Throws for an
 * unknown state, which callers validate first (see resolveLocation).
 */
export function locationFactor(state: State | string, city?: string | null): LocationFactor {
  const s = stateOf(state);
  const code =
    s?.code ?? (typeof state === "string" && DC_KEYS.has(state.trim().toLowerCase()) ? "DC" : undefined);
  const stateRow = code ? stateFactorRow(code) : undefined;
  if (!code || !stateRow)
    throw new RangeError(`unknown state: ${typeof state === "string" ? state : state.code}`);
  const listed = s && city ? findCity(s, city) : undefined;
  return (listed && cityFactorRow(code, listed.slug)) ?? stateRow;
}

/**
 * A state and optional city as given by a visitor or a URL, resolved with its factor: undefined for
 * an unknown state; a listed city by slug, name or a common other name (a borough, "NYC"); any
 * other text as a custom city on the state's factor; no (or blank) city → city null.
 */
export function resolveLocation(state: State | string, city?: string | null): ResolvedLocation | undefined {
  const s = typeof state === "string" ? findState(state) : state;
  if (!s) return undefined;
  const text = city?.trim() ?? "";
  const { name, code, iso, slug } = s;
  if (!text)
    return {
      state: { name, code, iso, slug },
      city: null,
      location: locationFactor(s),
    };
  // "Brooklyn", "NYC", "Saint Louis": other names people use for a listed city price as that city
  const listed = findCityOrAlias(s, text);
  return {
    state: { name, code, iso, slug },
    city: listed
      ? { name: listed.name, slug: listed.slug, custom: false }
      : { name: text, slug: null, custom: true },
    location: locationFactor(s, listed?.slug ?? null),
  };
}
