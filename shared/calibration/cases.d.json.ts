/**
 * The type of cases.json for the type checker. Without it, every program that imports the file
 * infers a type from all of its 23,000 lines (about 15 s of each type check); the calibration tests
 * check the data itself.
 */
import type { CalibrationCase } from "./types";

declare const cases: CalibrationCase[];
export default cases;
