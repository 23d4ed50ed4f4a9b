/**
 * The engine's numbers for one project type in one place: a typical-size project's range and cost
 * per sq ft, the quality-tier band there, the division amounts grouped into the specification's four
 * cost components, and the regional profile's labor and permit figures. One source of cost figures
 * (PRODUCT.md): the landing page shows these, never constants typed into text.
 */
import {
  DATA_AS_OF,
  DATA_VERSION,
  describeProjectType,
  structuredEstimate,
  type DivisionName,
} from "../engine/index";
import { regionalProfile, resolveLocation } from "../places/index";
import type { LandingFigures } from "./landing-types";
import type { LandingTarget } from "./landing-route";

/** The specification's four landing-page cost components (§9) and the divisions each gathers. */
export const COMPONENTS = [
  {
    name: "Foundation and site work",
    typicalShare: "15-25%",
    divisions: ["Site Construction", "Concrete"],
  },
  {
    name: "Structural framework",
    typicalShare: "20-30%",
    divisions: ["Masonry", "Metals", "Wood & Plastics", "Thermal & Moisture Protection"],
  },
  {
    name: "Mechanical and electrical",
    typicalShare: "15-25%",
    divisions: ["Mechanical", "Electrical", "Conveying Systems"],
  },
  {
    name: "Finishes and specialized features",
    typicalShare: "25-35%",
    divisions: ["Openings", "Finishes", "Specialties", "Equipment", "Furnishings", "Special Construction"],
  },
] as const satisfies ReadonlyArray<{
  name: string;
  typicalShare: string;
  divisions: readonly DivisionName[];
}>;

/** Figures plus the four components' amounts (General Requirements spread pro rata). */
export interface PlaceFigures extends LandingFigures {
  components: Array<{ name: string; typicalShare: string; share: number; amount: number }>;
}

/** Computes every number a landing page shows for this type and place. */
export function placeFigures(target: LandingTarget): PlaceFigures {
  const location = resolveLocation(target.state.slug, target.city?.slug ?? null);
  if (!location) throw new RangeError(`unknown state ${target.state.slug}`);
  const here = describeProjectType(target.type.id, location);
  // A project of the type's typical size: the range then reflects quality and the other unknowns,
  // not the size, so the total and the cost per sq ft beside it agree (PRODUCT.md decision 9).
  const { costEstimate, costBreakdown } = structuredEstimate({
    type: target.type.id,
    location,
    areaSqFt: here.typicalSqFt,
  });
  const national = describeProjectType(target.type.id);
  const profile = regionalProfile(target.state);

  const divisions = costBreakdown.divisions;
  const general = divisions["General Requirements"] ?? 0;
  const grouped = COMPONENTS.map((c) => c.divisions.reduce((sum, d) => sum + (divisions[d] ?? 0), 0));
  const groupedTotal = grouped.reduce((a, b) => a + b, 0) || 1;
  const components = COMPONENTS.map((c, i) => {
    const amount = grouped[i]! + (general * grouped[i]!) / groupedTotal;
    return { name: c.name, typicalShare: c.typicalShare, share: amount / costEstimate.expected, amount };
  });

  return {
    typicalSqFt: costEstimate.sq_ft,
    total: { min: costEstimate.min, expected: costEstimate.expected, max: costEstimate.max },
    perSqFt: costEstimate.costPerSqFt,
    tierBand: here.costPerSqFt,
    locationFactor: location.location.factor,
    factorScope: location.location.scope,
    vsNationalPercent: Math.round((here.costPerSqFt.max / national.costPerSqFt.max - 1) * 100),
    laborPerHour: profile.laborPerHour,
    permits: profile.permits,
    materialPremiumPercent: Math.round(profile.materialPremium * 100),
    dataAsOf: DATA_AS_OF,
    dataVersion: DATA_VERSION,
    components,
  };
}
