/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they are the location multiplier a home estimate applies in the
 * state (decision record 013, one source of cost figures): the state's cost index raised to the
 * exponent fitted for single-family homes, whose guides the cards link to. This module reads only
 * the factor table and that one exponent, not the city lists or the engine, so the home page
 * stays light; a test checks both against the places data and the engine.
 */
import { locationExponent } from "./engine/data/single-family.json";
import { FACTOR_AS_OF, STATE_FACTORS } from "./places/location-factors";

export interface PopularMarket {
  slug: string;
  name: string;
  code: string;
  /** Whole percent against the national average of a home estimate here: +44 for 1.13³. */
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
  return { slug, name, code, percent: Math.round((Math.pow(factor, locationExponent.value) - 1) * 100) };
});

/** As-of date of the factors behind the percentages. */
export const POPULAR_MARKETS_AS_OF = FACTOR_AS_OF;
