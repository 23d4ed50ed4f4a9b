/**
 * The engine's numbers for one project type in one place: every kind of building at its typical
 * size (shared/content/kind-figures.ts) with its likely and 80% ranges, the most common kind as the
 * page's reference project, the calculator's first estimate (every kind and size mixed, for a
 * footnote only), the quality-tier band there, and the reference project's division amounts
 * grouped into the specification's four cost components. One source of cost figures (decision
 * record 013): the landing page shows these, never constants typed into text.
 */
import {
  DATA_AS_OF,
  DATA_VERSION,
  describeProjectType,
  initializeQuestions,
  pricing,
  type DivisionName,
} from "../engine/index";
import { evaluate, typeModel, type AnswerValue } from "../engine/cost-model";
import { toDivisions } from "../engine/output";
import { locationFigure } from "../location-figure";
import { resolveLocation } from "../places/index";
import { kindFigures } from "./kind-figures";
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
  const type = target.type.id;
  const here = describeProjectType(type, location);
  // Every kind at its typical size (issue 32: figures a visitor can use); the most common kind is
  // the page's reference project, the one the breakdown, the tips and the FAQs speak of.
  const kinds = kindFigures(type, location);
  const model = typeModel(type, location.state.code);
  const refIndex = model.kinds.reduce((best, k, i) => (k.prior > model.kinds[best]!.prior ? i : best), 0);
  const reference = kinds[refIndex]!;
  // The calculator's first estimate (kind and size unknown): only the footnote shows it.
  const { costEstimate: first } = initializeQuestions({ type, location });
  // The division split of the reference kind, for the four components' shares.
  const divisions = kindDivisions(type, location, refIndex);

  const general = divisions["General Requirements"] ?? 0;
  const grouped = COMPONENTS.map((c) => c.divisions.reduce((sum, d) => sum + (divisions[d] ?? 0), 0));
  const groupedTotal = grouped.reduce((a, b) => a + b, 0) || 1;
  const components = COMPONENTS.map((c, i) => {
    const share = (grouped[i]! + (general * grouped[i]!) / groupedTotal) / (groupedTotal + general);
    return { name: c.name, typicalShare: c.typicalShare, share, amount: share * reference.total.expected };
  });
  const location$ = locationFigure(type, location);

  return {
    typicalSqFt: reference.typicalSqFt,
    total: { min: reference.total.min, expected: reference.total.expected, max: reference.total.max },
    perSqFt: {
      min: reference.perSqFt.min,
      expected: reference.perSqFt.expected,
      max: reference.perSqFt.max,
    },
    reference: { label: reference.label, index: refIndex },
    kinds,
    headline: {
      min: Math.min(...kinds.map((k) => k.perSqFt.likelyMin)),
      max: Math.max(...kinds.map((k) => k.perSqFt.likelyMax)),
    },
    mixture: { sqFt: first.sq_ft, perSqFt: first.costPerSqFt },
    tierBand: here.costPerSqFt,
    // the multiplier the calculator applies for this type here, and its percent: one function
    // (shared/location-figure.ts) for the page, the panel, the results, the workbook and a share
    locationFactor: location$.multiplier,
    // landing pages are for listed cities and states: never a county-priced typed city
    factorScope: location.location.scope === "city" ? "city" : "state",
    vsNationalPercent: location$.percent,
    dataAsOf: DATA_AS_OF,
    dataVersion: DATA_VERSION,
    components,
  };
}

/** The division amounts of a kind at its typical size (the same answers as its figures). */
function kindDivisions(
  type: LandingTarget["type"]["id"],
  location: NonNullable<ReturnType<typeof resolveLocation>>,
  kindIndex: number,
): Record<DivisionName, number> {
  const { model, factor } = pricing(type, location);
  const kq = model.kindQuestion;
  const kind = model.kinds[kindIndex]!;
  const answers = new Map<string, AnswerValue>([
    [model.area.q.id, { kind: "number", value: kind.typicalArea }],
  ]);
  if (kq)
    answers.set(kq.q.id, { kind: "choice", index: kq.options.findIndex((o) => o.kindIdx === kindIndex) });
  return toDivisions(evaluate(model, factor, answers));
}
