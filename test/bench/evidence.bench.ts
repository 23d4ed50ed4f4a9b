/**
 * Real projects like yours: the comparables of one estimate (nearest projects and the reference
 * class with its statistics) for a hospital in Houston (the type with the most cases) and a kitchen
 * in Chicago (a class widened to the nation), as the API computes them after the engine's estimate.
 * A type's cases are prepared (cost index, place multiplier) once per isolate, before the timing.
 * Budget: 0.3 ms CPU for one estimate. Run with `npm run bench -- evidence`.
 */
import { structuredEstimate } from "../../shared/engine/index";
import { comparables, type EvidenceInput } from "../../shared/evidence/index";
import { resolveProjectLocation } from "../../shared/places/project-location";
import type { ProjectTypeId } from "../../shared/project-types";

function input(
  type: ProjectTypeId,
  state: string,
  city: string,
  areaSqFt: number,
  kind: number,
): EvidenceInput {
  const location = resolveProjectLocation(state, city)!;
  const { costEstimate } = structuredEstimate({ type, location, areaSqFt });
  return { type, location, kind, estimate: costEstimate };
}

const hospital = input("healthcare", "Texas", "Houston", 200_000, 0);
const kitchen = input("home-improvements", "Illinois", "Chicago", 200, 0);

export default [
  { name: "evidence: comparables, 200,000 sq ft hospital in Houston", fn: () => comparables(hospital) },
  { name: "evidence: comparables, 200 sq ft kitchen in Chicago", fn: () => comparables(kitchen) },
];
