/**
 * Where a project is priced (issue 11: "custom cities use their county's or metro's factor when it
 * can be found, else the state's"): `resolveLocation`, and for a typed city that is not listed but
 * is a known place of a county with a priced listed city, that city's cost index with the scope
 * "county". The API and the calibration use it; the client never imports it, so the table of
 * places (about 30 KB gzipped) stays out of the browser's bundle.
 */
import { placeKey } from "./aliases";
import { COUNTY_PLACES } from "./data/county-places.generated";
import { cityBySlug, resolveLocation } from "./index";
import { cityFactorRow } from "./location-factors";
import type { City, ResolvedLocation, State } from "./types";

/** The listed city whose cost index prices an unlisted place of its county, if the place is known. */
export function countyCity(state: Pick<State, "code">, text: string): City | undefined {
  const table = Object.hasOwn(COUNTY_PLACES, state.code) ? COUNTY_PLACES[state.code] : undefined;
  const key = placeKey(text);
  const slug = table && Object.hasOwn(table, key) ? table[key] : undefined;
  return slug ? cityBySlug(state.code, slug) : undefined;
}

/** resolveLocation, with a custom city priced by its county's listed city where one is known. */
export function resolveProjectLocation(
  state: State | string,
  city?: string | null,
): ResolvedLocation | undefined {
  const resolved = resolveLocation(state, city);
  if (!resolved?.city?.custom) return resolved;
  const near = countyCity(resolved.state, resolved.city.name);
  const row = near && cityFactorRow(resolved.state.code, near.slug);
  return row ? { ...resolved, location: { ...row, scope: "county" } } : resolved;
}
