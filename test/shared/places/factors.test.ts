// Location factors with provenance, and resolveLocation.
import { describe, expect, it } from "vitest";
import { PLACES_SOURCES, STATES, citiesOf, locationFactor, resolveLocation } from "../../../shared/places";
import { METRO_FACTORS } from "../../../shared/places/data/metro-factors.generated";
import { buildMetroFactors } from "../../../shared/places/generator/metro-factors";
import { STATE_FACTORS } from "../../../shared/places/data/state-factors";

const SOURCE_IDS = new Set<string>(PLACES_SOURCES.map((s) => s.id));
const DATE = /^\d{4}-\d{2}(-\d{2})?$/;

describe("locationFactor", () => {
  it("has a factor with a registered source and a date for all 50 states and DC", () => {
    expect(Object.keys(STATE_FACTORS)).toHaveLength(51);
    for (const s of [...STATES.map((x) => x.code), "DC"]) {
      const f = locationFactor(s);
      expect(f.scope).toBe("state");
      expect(SOURCE_IDS.has(f.source), s).toBe(true);
      expect(f.asOf).toMatch(DATE);
      expect(f.factor).toBeGreaterThan(0.7);
      expect(f.factor).toBeLessThan(1.4);
    }
  });

  it("gives every city factor's city a place in the lists, with source and date", () => {
    for (const [code, rows] of Object.entries(METRO_FACTORS)) {
      for (const slug of Object.keys(rows)) {
        const f = locationFactor(code, slug);
        // a listed city no index covers has its own county's index (scope "county")
        const byCounty = rows[slug]?.[2].startsWith("county-index");
        expect(f.scope, `${slug} ${code}`).toBe(byCounty ? "county" : "city");
        expect(SOURCE_IDS.has(f.source)).toBe(true);
        expect(f.asOf).toMatch(DATE);
      }
    }
  });

  it("uses the city's own metro indices where a source has them, else the state's", () => {
    expect(locationFactor("CA", "san-francisco")).toMatchObject({
      factor: 1.3,
      commercial: 1.3,
      scope: "city",
      source: "metro-indices-2024",
    });
    expect(locationFactor("California", "San Francisco").factor).toBe(1.3);
    // Boston has a DoD area cost factor (1.23) apart from its residential indices
    expect(locationFactor("MA", "boston")).toMatchObject({ factor: 1.18, commercial: 1.23 });
    expect(locationFactor("CA", "My Ranch")).toMatchObject({
      factor: 1.13,
      scope: "state",
    });
    expect(locationFactor("CA", null).scope).toBe("state");
  });

  it("refuses an unknown state", () => {
    expect(() => locationFactor("Atlantis")).toThrow(RangeError);
  });

  it("uses the metro factors exactly as npm run data:factors writes them", () => {
    const { out, own, county, countyIndex } = buildMetroFactors();
    expect(METRO_FACTORS).toEqual(out);
    expect(own + county + countyIndex).toBe(
      Object.values(METRO_FACTORS).flatMap((rows) => Object.keys(rows)).length,
    );
  });

  it("has a city in every listed state's list for each state", () => {
    for (const s of STATES) expect(citiesOf(s).length).toBeGreaterThan(0);
  });
});

describe("resolveLocation", () => {
  it("resolves a listed city with its own factor", () => {
    expect(resolveLocation("missouri", "st-louis")).toEqual({
      state: { name: "Missouri", code: "MO", iso: "US-MO", slug: "missouri" },
      city: { name: "St. Louis", slug: "st-louis", custom: false },
      location: {
        factor: 1.08,
        commercial: 1.08,
        scope: "city",
        source: "metro-indices-2024",
        asOf: "2024-03",
      },
    });
  });

  it("keeps a typed city as custom on the state's factor", () => {
    const r = resolveLocation("TX", "  Smallville  ");
    expect(r?.city).toEqual({ name: "Smallville", slug: null, custom: true });
    expect(r?.location).toMatchObject({ factor: 0.9, scope: "state" });
  });

  it("gives city null when none is given, and undefined for an unknown state", () => {
    expect(resolveLocation("Ohio", "")?.city).toBeNull();
    expect(resolveLocation("Ohio", "   ")?.city).toBeNull();
    expect(resolveLocation("Ohio")?.city).toBeNull();
    expect(resolveLocation("Ohio", null)?.location.scope).toBe("state");
    expect(resolveLocation("DC", "Washington")).toBeUndefined();
    expect(resolveLocation("Atlantis", "X")).toBeUndefined();
  });
});
