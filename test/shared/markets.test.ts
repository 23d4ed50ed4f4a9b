import { describe, expect, it } from "vitest";
import { POPULAR_MARKETS } from "../../shared/markets";
import { findState, stateFactorPercent } from "../../shared/places";

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

  it("shows the factor the engine applies, as a whole percent", () => {
    for (const market of POPULAR_MARKETS) expect(market.percent).toBe(stateFactorPercent(market.slug));
    // California's composite factor is 1.13 (places data): +13%.
    expect(POPULAR_MARKETS[0]?.percent).toBe(13);
  });
});
