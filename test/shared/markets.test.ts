import { describe, expect, it } from "vitest";
import { POPULAR_MARKETS } from "../../shared/markets";
import { citiesOf, findState, resolveLocation } from "../../shared/places";
import { locationMultiplier } from "../../shared/engine/index";
import { TYPE_DATA } from "../../shared/engine/params";
import { num } from "../../shared/engine/provenance";

describe("popular markets", () => {
  it("lists the specification's eight states", () => {
    expect(POPULAR_MARKETS.map((m) => m.name)).toEqual([
      "California",
      "Texas",
      "Florida",
      "New York",
      "Illinois",
      "Pennsylvania",
      "Ohio",
      "Georgia",
    ]);
  });

  it("names, slugs and codes agree with the places data", () => {
    for (const market of POPULAR_MARKETS) {
      const state = findState(market.slug);
      expect(state?.name).toBe(market.name);
      expect(state?.code).toBe(market.code);
    }
  });

  it("shows the multiplier a home estimate applies in the state and its cheapest and dearest cities", () => {
    const percent = (state: string, city: string | null) =>
      Math.round((locationMultiplier("single-family", resolveLocation(state, city)!) - 1) * 100);
    const applied = POPULAR_MARKETS.map((m) => {
      const cities = citiesOf(m.slug).map((c) => ({ name: c.name, percent: percent(m.slug, c.name) }));
      const low = cities.reduce((a, b) => (b.percent < a.percent ? b : a));
      const high = cities.reduce((a, b) => (b.percent > a.percent ? b : a));
      return { ...m, percent: percent(m.slug, null), cities: { low, high } };
    });
    expect(POPULAR_MARKETS, "shared/markets.ts: copy these percentages").toEqual(applied);
    // California's index is 1.13 (places data); homes raise it to their fitted exponent
    const k = num(TYPE_DATA["single-family"].locationExponent);
    expect(POPULAR_MARKETS[0]?.percent).toBe(Math.round((Math.pow(1.13, k) - 1) * 100));
  });
});
