/**
 * The engine's numbers for one project type in one place: the calculator's first estimate (range
 * and cost per sq ft of a project of the type's typical size, before any answer), the quality-tier
 * band there, and the division amounts grouped into the specification's four cost components.
 * One source of cost figures (decision record 013): the landing page shows these, never constants typed
 * into text, and the calculator opens on exactly the same range.
 */
import {
  DATA_AS_OF,
  DATA_VERSION,
  describeProjectType,
  initializeQuestions,
  locationMultiplier,
  structuredEstimate,
  type DivisionName,
} from "../engine/index";
import { resolveLocation } from "../places/index";
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
  // The calculator's first estimate for this type and place (issue 14, "one source of figures"):
  // what the live panel shows before the first answer, typical size assumed.
  const { costEstimate } = initializeQuestions({ type: target.type.id, location });
  // The division split of the same unanswered estimate, for the four components' shares.
  const { divisions } = structuredEstimate({ type: target.type.id, location }).costBreakdown;
  const national = describeProjectType(target.type.id);

  const general = divisions["General Requirements"] ?? 0;
  const grouped = COMPONENTS.map((c) => c.divisions.reduce((sum, d) => sum + (divisions[d] ?? 0), 0));
  const groupedTotal = grouped.reduce((a, b) => a + b, 0) || 1;
  const components = COMPONENTS.map((c, i) => {
    const share = (grouped[i]! + (general * grouped[i]!) / groupedTotal) / (groupedTotal + general);
    return { name: c.name, typicalShare: c.typicalShare, share, amount: share * costEstimate.expected };
  });

  return {
    typicalSqFt: costEstimate.sq_ft,
    total: { min: costEstimate.min, expected: costEstimate.expected, max: costEstimate.max },
    perSqFt: costEstimate.costPerSqFt,
    tierBand: here.costPerSqFt,
    // the multiplier the calculator applies for this type here (the place's index raised to the
    // type's fitted exponent), so the text agrees with the figures beside it
    locationFactor: Math.round(locationMultiplier(target.type.id, location) * 100) / 100,
    // landing pages are for listed cities and states: never a county-priced typed city
    factorScope: location.location.scope === "city" ? "city" : "state",
    vsNationalPercent: Math.round((here.costPerSqFt.max / national.costPerSqFt.max - 1) * 100),
    dataAsOf: DATA_AS_OF,
    dataVersion: DATA_VERSION,
    components,
  };
}
