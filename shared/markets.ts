/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they come from the location factors the engine applies
 * (PRODUCT.md, "One source of cost figures"). This module reads only the factor table, not the
 * city lists, so the home page stays light; a test checks the names against the places data.
 */
import { FACTOR_AS_OF, STATE_FACTORS } from "./places/location-factors";

export interface PopularMarket {
  slug: string;
  name: string;
  code: string;
  /** Whole percent against the national average: +13 for a factor of 1.13. */
  percent: number;
}

const MARKETS = [
  ["california", "California", "CA"],
  ["texas", "Texas", "TX"],
  ["florida", "Florida", "FL"],
  ["new-york", "New York", "NY"],
  ["illinois", "Illinois", "IL"],
  ["pennsylvania", "Pennsylvania", "PA"],
  ["ohio", "Ohio", "OH"],
  ["georgia", "Georgia", "GA"],
] as const;

/** The eight markets with their factor percentages. */
export const POPULAR_MARKETS: readonly PopularMarket[] = MARKETS.map(([slug, name, code]) => {
  const factor = STATE_FACTORS[code];
  if (factor === undefined) throw new Error(`No location factor for ${code}.`);
  return { slug, name, code, percent: Math.round((factor - 1) * 100) };
});

/** As-of date of the factors behind the percentages. */
export const POPULAR_MARKETS_AS_OF = FACTOR_AS_OF;
