/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they are the location multiplier a home estimate applies in the
 * state (decision record 013, one source of cost figures), as the engine's `locationMultiplier` gives it for
 * a single-family home there, in whole percent. The figures are written here so the home page
 * loads neither the engine nor its data; a test recomputes each through the engine and fails
 * when one differs (after a refit, copy the figures it prints).
 */
import { FACTOR_AS_OF } from "./places/location-factors";

export interface PopularMarket {
  slug: string;
  name: string;
  code: string;
  /** Whole percent against the national average of a home estimate here (+28 in California). */
  percent: number;
}

/** The eight markets with their percentages. */
export const POPULAR_MARKETS: readonly PopularMarket[] = [
  { slug: "california", name: "California", code: "CA", percent: 28 },
  { slug: "texas", name: "Texas", code: "TX", percent: -19 },
  { slug: "florida", name: "Florida", code: "FL", percent: -17 },
  { slug: "new-york", name: "New York", code: "NY", percent: 21 },
  { slug: "illinois", name: "Illinois", code: "IL", percent: 32 },
  { slug: "pennsylvania", name: "Pennsylvania", code: "PA", percent: 0 },
  { slug: "ohio", name: "Ohio", code: "OH", percent: 0 },
  { slug: "georgia", name: "Georgia", code: "GA", percent: -17 },
];

/** As-of date of the state factors behind the percentages. */
export const POPULAR_MARKETS_AS_OF = FACTOR_AS_OF;
