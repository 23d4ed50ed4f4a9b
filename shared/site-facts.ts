/**
 * True figures the home page states instead of unmeasured claims (decision record 013, no
 * unmeasured claims). Kept apart from the places data so the home page need not load the
 * city lists; a test checks each count against the data it summarises.
 */
import { QUESTION_COUNT } from "./api/constants";
import { PROJECT_TYPES } from "./project-types";

/** Cities with their own page and location data (the places data's total). */
export const CITY_COUNT = 819;

/** Price level of the engine's cost data (its DATA_AS_OF; not imported, to keep the engine's
 *  parameters out of the home page's bundle). */
export const PRICE_LEVEL = "2025-12";

/** States covered (DC is priced but not a state of the picker). */
export const STATE_COUNT = 50;

/** The figures, in the order the home page shows them. */
export const SITE_FACTS = [
  { value: String(STATE_COUNT), label: "states" },
  { value: String(CITY_COUNT), label: "cities with local data" },
  { value: String(PROJECT_TYPES.length), label: "project types" },
  { value: String(QUESTION_COUNT), label: "questions, about 5 minutes" },
  { value: PRICE_LEVEL, label: "price level of the cost data" },
] as const;
