/**
 * Custom cities priced by their county (issue 11): a typed place that is not listed but lies in a
 * county with a priced listed city takes that city's indices with the scope "county"; anything
 * else typed keeps the state's; listed cities and aliases are unchanged.
 */
import { describe, expect, it } from "vitest";
import { cityBySlug, citiesOf, resolveLocation, STATES } from "../../../shared/places";
import { placeKey } from "../../../shared/places/aliases";
import { COUNTY_PLACES } from "../../../shared/places/data/county-places.generated";
import { cityFactorRow } from "../../../shared/places/location-factors";
import { countyCity, resolveProjectLocation } from "../../../shared/places/project-location";
import { buildCountyPlaces } from "../../../shared/places/generator/county-places";
import * as generator from "../../../shared/places/generator/generate.mjs";

describe("custom cities priced by their county", () => {
  it("prices Pflugerville, Texas with Austin's indices (Travis County)", () => {
    const austin = resolveLocation("Texas", "Austin")!;
    const place = resolveProjectLocation("Texas", "pflugerville")!;
    expect(place.city).toEqual({ name: "pflugerville", slug: null, custom: true });
    expect(place.location).toEqual({ ...austin.location, scope: "county" });
    expect(place.location.factor).not.toBe(resolveLocation("Texas")!.location.factor);
  });

  it("matches names however they are typed", () => {
    expect(countyCity({ code: "CA" }, "Palo Alto")?.slug).toBe("san-jose");
    expect(countyCity({ code: "CA" }, "  palo-alto ")?.slug).toBe("san-jose");
    expect(placeKey("Saint Helena")).toBe(placeKey("St. Helena"));
  });

  it("keeps the state's factor for a place it does not know, and listed cities as they were", () => {
    const unknown = resolveProjectLocation("Texas", "Nowhere Creek")!;
    expect(unknown.location).toEqual(resolveLocation("Texas")!.location);
    expect(resolveProjectLocation("Texas", "Austin")).toEqual(resolveLocation("Texas", "Austin"));
    expect(resolveProjectLocation("New York", "Brooklyn")).toEqual(resolveLocation("New York", "Brooklyn"));
    expect(resolveProjectLocation("Texas", null)).toEqual(resolveLocation("Texas", null));
  });

  it("maps only unlisted places, each to a priced listed city of its state", () => {
    let places = 0;
    for (const [code, table] of Object.entries(COUNTY_PLACES)) {
      expect(STATES.map((s) => s.code)).toContain(code);
      const listed = new Set(citiesOf(code).map((c) => placeKey(c.name)));
      for (const [key, slug] of Object.entries(table)) {
        expect(listed.has(key), `${code} ${key}`).toBe(false);
        expect(cityBySlug(code, slug), `${code} ${slug}`).toBeDefined();
        expect(cityFactorRow(code, slug), `${code} ${slug}`).toBeDefined();
        places++;
      }
    }
    expect(places).toBeGreaterThan(3000);
  });

  it("is exactly what npm run data:county-places writes", async () => {
    const { out } = await buildCountyPlaces(generator);
    expect(out).toEqual(COUNTY_PLACES);
  }, 60_000);
});
