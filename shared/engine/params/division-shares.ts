/**
 * Baseline shares of the 16 CSI divisions per project type (each set sums to 1). No public,
 * sourced 16-division split was found (cost-facts §3), so every share is our judgement: mapped from
 * NAHB's 2024 construction stages for single-family homes, and from the cost-facts §3 placeholder
 * table for the other types.
 */
import type { ProjectTypeId } from "../../project-types";
import { judged, type Param } from "../provenance";
import { DIVISION_NAMES, type DivisionName } from "../types";

function shares(percents: readonly number[], reason: string): Record<DivisionName, Param> {
  const out = {} as Record<DivisionName, Param>;
  DIVISION_NAMES.forEach((name, i) => {
    out[name] = judged((percents[i] ?? 0) / 100, reason, "share");
  });
  return out;
}

const NAHB_MAP =
  "Mapped from NAHB 2024 stage shares (framing 16.6%, rough-ins 19.2%, electrical 6.4%, interior 24.1%) to CSI divisions";
const FACTS_TABLE = "cost-facts §3 placeholder split [E]; no sourced CSI split is public";

/** Division shares by project type, in DIVISION_NAMES order. */
export const DIVISION_SHARES: Record<ProjectTypeId, Record<DivisionName, Param>> = {
  "single-family": shares([9, 7, 8, 2, 1, 19, 8, 6, 14, 1, 3, 2, 0.5, 0, 13, 6.5], NAHB_MAP),
  "multi-family": shares([8, 6, 8, 2, 3, 16, 6, 6, 16, 2, 3, 1, 0, 2, 13, 8], FACTS_TABLE),
  "home-improvements": shares(
    [12, 6, 2, 2, 1, 16, 5, 7, 20, 2, 4, 2, 0, 0, 13, 8],
    "Remodel split: more supervision and demolition, finishes-heavy; adapted from the single-family split",
  ),
  "office-building": shares([8, 6, 9, 3, 10, 2, 4, 9, 12, 1, 1, 1, 1, 3, 18, 12], FACTS_TABLE),
  educational: shares([8, 8, 8, 8, 7, 2, 5, 6, 11, 2, 2, 1, 0, 0.5, 20, 11.5], FACTS_TABLE),
  healthcare: shares([8, 4, 9, 2, 8, 1, 3, 4, 9, 2, 5, 1, 1, 2, 26, 15], FACTS_TABLE),
};
