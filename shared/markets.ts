/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they are the location multiplier a home estimate applies in the
 * state (decision record 013, one source of cost figures), as the engine's `locationMultiplier` gives it for
 * a single-family home there, in whole percent. The figures are written here so the home page
 * loads neither the engine nor its data; a test recomputes each through the engine and fails
 * when one differs (after a refit, copy the figures it prints). Each card also names the state's
 * cheapest and dearest listed cities, with the percentage their own pages show, so a statewide
 * figure never reads as a contradiction of a big city's (Pennsylvania +0%, Philadelphia +44%).
 */
import { COUNTY_AS_OF, FACTOR_AS_OF, METRO_AS_OF } from "./places/location-factors";

/** A listed city's figure: its name and the whole percent its own page shows for a home. */
export interface MarketCity {
  name: string;
  percent: number;
}

export interface PopularMarket {
  slug: string;
  name: string;
  code: string;
  /** Whole percent against the national average of a home estimate here (+28 in California). */
  percent: number;
  /** The listed cities with the lowest and the highest percent (ties: the first listed). */
  cities: { low: MarketCity; high: MarketCity };
}

/** The eight markets with their percentages. */
export const POPULAR_MARKETS: readonly PopularMarket[] = [
  {
    slug: "california",
    name: "California",
    code: "CA",
    percent: 28,
    cities: { low: { name: "Visalia", percent: -2 }, high: { name: "San Francisco", percent: 69 } },
  },
  {
    slug: "texas",
    name: "Texas",
    code: "TX",
    percent: -19,
    cities: { low: { name: "San Antonio", percent: -28 }, high: { name: "Plano", percent: 14 } },
  },
  {
    slug: "florida",
    name: "Florida",
    code: "FL",
    percent: -17,
    cities: { low: { name: "Tampa", percent: -17 }, high: { name: "Fort Lauderdale", percent: 4 } },
  },
  {
    slug: "new-york",
    name: "New York",
    code: "NY",
    percent: 21,
    cities: { low: { name: "Utica", percent: -4 }, high: { name: "New York City", percent: 77 } },
  },
  {
    slug: "illinois",
    name: "Illinois",
    code: "IL",
    percent: 32,
    cities: { low: { name: "Bloomington", percent: -14 }, high: { name: "Joliet", percent: 49 } },
  },
  {
    slug: "pennsylvania",
    name: "Pennsylvania",
    code: "PA",
    percent: 0,
    cities: { low: { name: "Altoona", percent: -2 }, high: { name: "Philadelphia", percent: 44 } },
  },
  {
    slug: "ohio",
    name: "Ohio",
    code: "OH",
    percent: 0,
    cities: { low: { name: "Youngstown", percent: -23 }, high: { name: "Cleveland", percent: 4 } },
  },
  {
    slug: "georgia",
    name: "Georgia",
    code: "GA",
    percent: -17,
    cities: { low: { name: "Columbus", percent: -24 }, high: { name: "Marietta", percent: 14 } },
  },
];

/** The years of the state, metro and county indices behind the percentages ("2024–2026"). */
export const POPULAR_MARKETS_AS_OF = (() => {
  const years = [FACTOR_AS_OF, METRO_AS_OF, COUNTY_AS_OF].map((d) => Number(d.slice(0, 4)));
  const [lo, hi] = [Math.min(...years), Math.max(...years)];
  return lo === hi ? String(lo) : `${lo}–${hi}`;
})();
