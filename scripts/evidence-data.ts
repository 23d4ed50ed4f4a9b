/**
 * Writes shared/evidence/cases.generated.ts: the scored cases of the calibration set with only
 * the fields the comparable projects show (see shared/evidence/projection.ts). Run with
 * `npm run data:evidence`; `npm run calibrate` and `npm run data:accuracy` run it after scoring.
 */
import { writeFileSync } from "node:fs";
import casesJson from "../shared/calibration/cases.json";
import scoresJson from "../shared/calibration/scores.generated.json";
import type { CalibrationCase, CaseScore } from "../shared/calibration/types";
import { TYPE_DATA } from "../shared/engine/params";
import { evidenceModule, projectCases } from "../shared/evidence/projection";

const cases = projectCases(casesJson as CalibrationCase[], scoresJson as CaseScore[], (type) =>
  TYPE_DATA[type].kindQuestion ? TYPE_DATA[type].kinds.length : 0,
);
writeFileSync("shared/evidence/cases.generated.ts", evidenceModule(cases));
console.log(`shared/evidence/cases.generated.ts: ${cases.length} cases`);
