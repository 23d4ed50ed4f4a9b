/**
 * The contract's constants, without any schema code: what the client reads on every page (the
 * home page's "ten questions") costs it a few bytes, not the validation library.
 */
export { DIVISION_NAMES, OPTION_LETTERS, QUESTION_COUNT } from "../engine/types";
