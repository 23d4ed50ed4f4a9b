/**
 * The type of scores.generated.json for the type checker (see cases.d.json.ts); the calibration
 * tests check that the file equals a fresh scoring.
 */
import type { CaseScore } from "./types";

declare const scores: CaseScore[];
export default scores;
