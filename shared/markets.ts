/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they are the location multiplier a home estimate applies in the
 * state (decision record 013, one source of cost figures), as the engine's `locationMultiplier` gives it for
 * a single-family home there, in whole percent. The figures are written here so the home page
 * loads neither the engine nor its data; a test recomputes each through the engine and fails
 * when one differs (after a refit, copy the figures it prints into the rows). Each card also
 * names the state's cheapest and dearest listed cities, with the percentage their own pages show,
 * so a statewide figure never reads as a contradiction of a big city's (Pennsylvania +0%,
 * Philadelphia +44%).
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

/** A market as a row: slug, name, code, percent, then the lowest and the highest listed city. */
type MarketRow = readonly [
  slug: string,
  name: string,
  code: string,
  percent: number,
  low: readonly [name: string, percent: number],
  high: readonly [name: string, percent: number],
];

const city = ([name, percent]: readonly [string, number]): MarketCity => ({ name, percent });

/** The eight markets with their percentages, a row each. */
const MARKET_ROWS: readonly MarketRow[] = [
  ["california", "California", "CA", 28, ["Visalia", -2], ["San Francisco", 69]],
  ["texas", "Texas", "TX", -19, ["San Antonio", -28], ["Plano", 14]],
  ["florida", "Florida", "FL", -17, ["Tampa", -17], ["Fort Lauderdale", 4]],
  ["new-york", "New York", "NY", 21, ["Utica", -4], ["New York City", 77]],
  ["illinois", "Illinois", "IL", 32, ["Bloomington", -14], ["Joliet", 49]],
  ["pennsylvania", "Pennsylvania", "PA", 0, ["Altoona", -2], ["Philadelphia", 44]],
  ["ohio", "Ohio", "OH", 0, ["Youngstown", -23], ["Cleveland", 4]],
  ["georgia", "Georgia", "GA", -17, ["Columbus", -24], ["Marietta", 14]],
];

/** The eight markets with their percentages. */
export const POPULAR_MARKETS: readonly PopularMarket[] = MARKET_ROWS.map(
  ([slug, name, code, percent, low, high]) => ({
    slug,
    name,
    code,
    percent,
    cities: { low: city(low), high: city(high) },
  }),
);

/** The years of the state, metro and county indices behind the percentages ("2024–2026"). */
export const POPULAR_MARKETS_AS_OF = (() => {
  const years = [FACTOR_AS_OF, METRO_AS_OF, COUNTY_AS_OF].map((d) => Number(d.slice(0, 4)));
  const [lo, hi] = [Math.min(...years), Math.max(...years)];
  return lo === hi ? String(lo) : `${lo}–${hi}`;
})();
