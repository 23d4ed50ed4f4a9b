// The places data set: counts the specification fixes, the slug map, and the lookup API.
import { describe, expect, it } from "vitest";
import { STATES, cityBySlug, citySlug, citiesOf, findCity, findState } from "../../../shared/places";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("STATES", () => {
  it("lists the 50 states alphabetically, without DC", () => {
    expect(STATES).toHaveLength(50);
    const names = STATES.map((s) => s.name);
    expect([...names].sort()).toEqual(names);
    expect(findState("DC")).toBeUndefined();
    expect(findState("District of Columbia")).toBeUndefined();
  });

  it("gives each state its USPS, ISO code, slug, climate and economy", () => {
    const texas = findState("Texas");
    expect(texas).toMatchObject({
      name: "Texas",
      code: "TX",
      iso: "US-TX",
      slug: "texas",
    });
    for (const s of STATES) {
      expect(s.iso).toBe(`US-${s.code}`);
      expect(s.slug).toMatch(SLUG);
      expect(s.climate.length).toBeGreaterThan(10);
      expect(s.economy.length).toBeGreaterThan(10);
    }
  });
});

describe("cities per state", () => {
  it("has 47 cities in California, 39 in Texas and 30 in Florida", () => {
    expect(citiesOf("CA")).toHaveLength(47);
    expect(citiesOf("texas")).toHaveLength(39);
    expect(citiesOf("Florida")).toHaveLength(30);
  });

  it("gives every state between 10 and 47 cities, ordered by population", () => {
    for (const s of STATES) {
      const cities = citiesOf(s);
      expect(cities.length, s.code).toBeGreaterThanOrEqual(10);
      expect(cities.length, s.code).toBeLessThanOrEqual(47);
      for (let i = 1; i < cities.length; i++) {
        expect(cities[i - 1]!.population, s.code).toBeGreaterThanOrEqual(cities[i]!.population);
      }
    }
  });

  it("gives every city a population, a source year and a county (New York City spans five)", () => {
    for (const s of STATES) {
      for (const c of citiesOf(s)) {
        expect(c.population).toBeGreaterThan(0);
        expect(c.populationYear).toBeGreaterThanOrEqual(2000);
        expect(c.populationYear).toBeLessThanOrEqual(2023);
        if (c.slug !== "new-york-city") expect(c.county, `${c.name} ${s.code}`).toBeTruthy();
      }
    }
    expect(findCity("NY", "new-york-city")?.county).toBeNull();
  });

  it("keeps no borough or neighbourhood of New York City as a city", () => {
    const ny = citiesOf("NY").map((c) => c.name);
    expect(ny[0]).toBe("New York City");
    for (const borough of ["Brooklyn", "Queens", "Manhattan", "The Bronx", "Staten Island"]) {
      expect(ny).not.toContain(borough);
    }
  });

  it("uses the 2020 Census for consolidated city-counties GeoNames has stale", () => {
    expect(findCity("GA", "augusta")?.population).toBe(202081);
    expect(findCity("GA", "macon")?.population).toBe(157346);
    expect(findCity("KY", "louisville")?.population).toBe(386884);
    expect(findCity("KY", "lexington")?.name).toBe("Lexington");
  });
});

describe("slug map", () => {
  it("maps names people write to slugs and back", () => {
    const cases: [string, string, string][] = [
      ["MO", "St. Louis", "st-louis"],
      ["NC", "Winston-Salem", "winston-salem"],
      ["MO", "O'Fallon", "o-fallon"],
      ["TX", "McAllen", "mcallen"],
      ["ID", "Coeur d'Alene", "coeur-d-alene"],
      ["FL", "Port St. Lucie", "port-st-lucie"],
      ["MO", "Lee's Summit", "lees-summit"],
      ["HI", "‘Ewa Gentry", "ewa-gentry"],
    ];
    for (const [state, name, slug] of cases) {
      expect(citySlug(state, name)).toBe(slug);
      expect(cityBySlug(state, slug)?.name).toBe(name);
    }
  });

  it("round-trips every city slug, with no duplicate slug within a state", () => {
    let total = 0;
    for (const s of STATES) {
      const slugs = new Set<string>();
      for (const c of citiesOf(s)) {
        expect(c.slug).toMatch(SLUG);
        expect(slugs.has(c.slug), `${c.slug} twice in ${s.code}`).toBe(false);
        slugs.add(c.slug);
        expect(cityBySlug(s, c.slug)).toBe(c);
        expect(citySlug(s, c.name)).toBe(c.slug);
        total++;
      }
    }
    expect(total).toBeGreaterThan(700);
  });

  it("resolves landing slugs exactly and rejects anything else", () => {
    expect(cityBySlug("missouri", "st-louis")?.name).toBe("St. Louis");
    expect(cityBySlug("missouri", "St-Louis")).toBeUndefined();
    expect(cityBySlug("missouri", "st louis")).toBeUndefined();
    expect(cityBySlug("missouri", "saint-louis")).toBeUndefined();
    expect(cityBySlug("missouri", "constructor")).toBeUndefined();
    expect(cityBySlug("illinois", "st-louis")).toBeUndefined();
    expect(cityBySlug("atlantis", "st-louis")).toBeUndefined();
  });
});

describe("findState", () => {
  it("finds a state by name, slug, USPS or ISO code in any case, trimmed", () => {
    for (const q of ["New York", "new york", "new-york", "NY", " ny ", "US-NY"]) {
      expect(findState(q)?.code, q).toBe("NY");
    }
    expect(findState("Nowhere")).toBeUndefined();
    expect(findState("")).toBeUndefined();
  });
});

describe("findCity", () => {
  it("finds a city by exact slug or by name in any case", () => {
    expect(findCity("TX", "mcallen")?.name).toBe("McAllen");
    expect(findCity("TX", "mcallen ")?.name).toBe("McAllen");
    expect(findCity("texas", "MCALLEN")?.slug).toBe("mcallen");
    expect(findCity("texas", "Springfield")).toBeUndefined();
    expect(findCity("atlantis", "Springfield")).toBeUndefined();
  });
});
