/**
 * The type of first-scores.json for the type checker (see cases.d.json.ts); the calibration tests
 * check the records themselves.
 */
import type { FirstScoreRecord } from "./types";

declare const firstScores: Record<string, FirstScoreRecord>;
export default firstScores;
