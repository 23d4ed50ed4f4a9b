/**
 * The engine's data: one JSON file per project type, one of global parameters, the soft costs and
 * the escalation forecast, imported here once (version.ts hashes them all into DATA_VERSION). The files are checked against the strict schemas of data-schema.ts by the data test (not
 * at run time, which would cost every cold start); the types below are what that schema proves.
 */
import type { ProjectTypeId } from "../project-types";
import type { EscalationData, GlobalData, SoftCostData, TypeData } from "./data-schema";
import globalData from "./data/global.json";
import escalationData from "./data/escalation.json";
import softCostData from "./data/soft-costs.json";
import educational from "./data/educational.json";
import healthcare from "./data/healthcare.json";
import homeImprovements from "./data/home-improvements.json";
import multiFamily from "./data/multi-family.json";
import officeBuilding from "./data/office-building.json";
import singleFamily from "./data/single-family.json";

/** Global parameters (price level, range quantile, size curve, location dispersion). */
export const GLOBAL = globalData as GlobalData;

/** Each project type's data file. */
export const TYPE_DATA: Record<ProjectTypeId, TypeData> = {
  "single-family": singleFamily as TypeData,
  "multi-family": multiFamily as TypeData,
  "home-improvements": homeImprovements as TypeData,
  "office-building": officeBuilding as TypeData,
  educational: educational as TypeData,
  healthcare: healthcare as TypeData,
};

/** Soft costs by type: shares of construction cost, and the spread of their total. */
export const SOFT_COSTS = softCostData as SoftCostData;

/** The escalation forecast and the duration of construction by type and size. */
export const ESCALATION = escalationData as EscalationData;
