/**
 * The contract's constants, without any schema code: what the client reads on every page (the
 * home page's "ten questions") costs it a few bytes, not the validation library.
 */
export { DIVISION_NAMES, OPTION_LETTERS, QUESTION_COUNT } from "../engine/types";

/** A planned construction start is a month, "YYYY-MM" (decision record 011). */
export const START_DATE_FORMAT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The latest planned start accepted: this many months after the current month (five years). */
export const MAX_START_MONTHS = 60;

/** The largest land cost accepted, in dollars. */
export const MAX_LAND_COST = 10_000_000_000;
