/**
 * The contract's constants, without any schema code: what the client reads on every page (the
 * home page's "ten questions") costs it a few bytes, not the validation library.
 */

/** The 16 CSI division names of the specification (§3), in CSI order. */
export const DIVISION_NAMES = [
  "General Requirements",
  "Site Construction",
  "Concrete",
  "Masonry",
  "Metals",
  "Wood & Plastics",
  "Thermal & Moisture Protection",
  "Openings",
  "Finishes",
  "Specialties",
  "Equipment",
  "Furnishings",
  "Special Construction",
  "Conveying Systems",
  "Mechanical",
  "Electrical",
] as const;
export type DivisionName = (typeof DIVISION_NAMES)[number];

export const OPTION_LETTERS = ["a", "b", "c", "d", "e", "f"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** Exactly this many questions are asked (specification §9). */
export const QUESTION_COUNT = 10;

/** The latest planned start accepted: this many months after the current month (five years). */
export const MAX_START_MONTHS = 60;

/** Longest quote text accepted (the Quote Checker's text field and the API). */
export const MAX_QUOTE_TEXT = 20_000;

/** The largest land cost accepted, in dollars. */
export const MAX_LAND_COST = 10_000_000_000;

/** At most this many scenarios are compared side by side: the estimate and two what-ifs. */
export const MAX_SCENARIOS = 3;

/** The scenarios' names, in order. */
export const SCENARIO_NAMES = ["A", "B", "C"] as const;
