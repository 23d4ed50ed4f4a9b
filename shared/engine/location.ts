/**
 * The location multiplier an estimate applies: the place's cost index (city, else state; national
 * average = 1.00) for the type's sector, raised to the type's dispersion exponent. The published
 * indices are built from wages and material prices and are compressed against what finished
 * projects cost (a San Francisco home costs far more than 1.3 times an average one), so the
 * exponent is fitted on the calibration set; see METHODOLOGY.md.
 */
import type { ProjectTypeId } from "../project-types";
import type { ResolvedLocation } from "../places/types";
import type { CompiledType } from "./compile";
import { typeModel } from "./cost-model";

/** The multiplier applied to a type's national cost at a place. */
export function locationMultiplier(type: ProjectTypeId, location: ResolvedLocation): number {
  const ct = typeModel(type);
  const f = location.location;
  const index = ct.sector === "commercial" ? (f.commercial ?? f.factor) : f.factor;
  return Math.pow(index, ct.locationExponent);
}

/** What an estimate at a place is priced with: the type's model there and its location multiplier. */
export interface Pricing {
  model: CompiledType;
  factor: number;
}

/** The model (with the state's own rules for the type, if any) and the location multiplier of a place. */
export function pricing(type: ProjectTypeId, location: ResolvedLocation): Pricing {
  return { model: typeModel(type, location.state.code), factor: locationMultiplier(type, location) };
}
