/**
 * The guide's generated sections (specification §5 "Generated landing text depends on
 * complexity", §9 "Landing"): timeline phases and contingency advice driven by the type's
 * complexity, four cost factors, seven budgeting tips and seven common mistakes. Every figure in
 * the text comes from the place's figures, so pages differ by what is true there.
 */
import type { Complexity } from "../project-types";
import { formatDollars, formatMoneyShort, formatNumber, formatSignedPercent } from "../format";
import type { PermitFees } from "./market-data";
import { TECHNOLOGY_INTEGRATION, type TypeProfile } from "./type-profiles";
import type { PlaceFigures } from "./landing-figures";
import type { TimelinePhase, TitledText } from "./landing-types";

/** What the section writers need to know about the page. */
export interface SectionInput {
  typeLabel: string;
  /** "single family home", "home improvement project": the type in running text. */
  noun: string;
  complexity: Complexity;
  /** How long the type takes, with its measure and source: "10.8 months on average in …". */
  schedule: string;
  /** Permits and fees as a share of cost, where a source covers the type. */
  permitFees: PermitFees | undefined;
  profile: TypeProfile;
  stateName: string;
  stateClimate: string;
  locationLabel: string;
  figures: PlaceFigures;
}

/** "office building" → "an office building", "single family home" → "a single family home". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

const isVeryHigh = (c: Complexity) => c === "very high" || c === "extremely high";

/** §5: "15-25%" for very high or extremely high complexity, else "10-20%". */
export function contingencyAdvice(complexity: Complexity): string {
  return isVeryHigh(complexity) ? "15-25%" : "10-20%";
}

/** §5: five phases whose durations follow the type's complexity and listed features. */
export function timelinePhases(complexity: Complexity, features: readonly string[]): TimelinePhase[] {
  const vh = isVeryHigh(complexity);
  return [
    {
      title: "Planning, design and permits",
      duration: vh ? "3-8 months" : "2-4 months",
      text: "Program, drawings, engineering, bids and plan review. Decisions made here fix most of the cost.",
    },
    {
      title: "Site preparation",
      duration: complexity === "high" ? "3-6 weeks" : "2-4 weeks",
      text: "Survey, clearing, grading, utilities and excavation; soil surprises show up in this phase.",
    },
    {
      title: "Foundation and structure",
      duration: vh ? "6-12 weeks" : "4-8 weeks",
      text: "Footings, slab or basement, framing or structural steel, roof and dry-in.",
    },
    {
      title: "Mechanical, electrical and plumbing systems",
      duration: features.includes(TECHNOLOGY_INTEGRATION) ? "6-10 weeks" : "4-6 weeks",
      text: "Rough-ins, inspections, equipment and controls, before walls are closed.",
    },
    {
      title: "Finishes and closeout",
      duration: vh ? "8-16 weeks" : "6-10 weeks",
      text: "Drywall, flooring, cabinets, fixtures, paint, final inspections and the certificate of occupancy.",
    },
  ];
}

/** The four factors affecting costs, each with this place's numbers and no figure without a source. */
export function costFactors(s: SectionInput): TitledText[] {
  const f = s.figures;
  const vs = f.vsNationalPercent;
  return [
    {
      title: "Local labor market",
      text: `Wages of the building trades and contractors' overhead are the largest local difference. Together with material prices they put ${s.locationLabel} at ${f.locationFactor.toFixed(2)} times the national average for this type of project (${formatSignedPercent(vs)}), from the ${f.factorScope === "city" ? "city's own" : "statewide"} cost index. A busy season means longer waits for trades and higher bids.`,
    },
    {
      title: "Materials and supply",
      text: `Material prices are part of the same index. Lumber, concrete, steel and equipment prices also move with the season, the distance from suppliers and lead times, which matter more for ${withArticle(s.noun)} than the headline price.`,
    },
    {
      title: "Size and quality level",
      text: `In ${s.locationLabel} ${withArticle(s.noun)} of a typical mix of kinds ranges from about ${formatDollars(f.tierBand.min)} per sq ft at economy quality to ${formatDollars(f.tierBand.max)} at luxury quality (construction cost, typical size). Smaller projects cost more per square foot because fixed costs such as systems, stairs and site work are spread over fewer feet.`,
    },
    {
      title: "Climate, site and regulations",
      text: `${s.stateClimate} Soils, drainage and utility connections are priced per site. ${permitText(s)}`,
    },
  ];
}

/** What the page can say about permits for this type: a sourced share, or where to ask. */
function permitText(s: SectionInput): string {
  const p = s.permitFees;
  return p
    ? `Building permit, impact and water and sewer fees add about ${(p.share * 100).toFixed(1)}% to the construction cost of a new home on average nationally; local schedules differ.`
    : `Permit and plan-review fees are set by the local building department, usually from the project's valuation; ask for its fee schedule early.`;
}

/** Seven budgeting tips (§2); the 10% price buffer is the specification's (§9). */
export function budgetingTips(s: SectionInput, contingency: string): string[] {
  const f = s.figures;
  const first = f.components[0];
  return [
    `Hold a contingency of ${contingency} of the construction budget: ${s.complexity} complexity projects like ${withArticle(s.noun)} meet surprises.`,
    "Add a 10% price buffer for material and labor prices that move between the estimate and the signed contract.",
    s.permitFees
      ? `Budget about ${(s.permitFees.share * 100).toFixed(1)}% of the construction cost for permit, impact and utility fees (about ${formatMoneyShort(s.permitFees.share * f.total.expected)} on the most likely estimate here), and check your jurisdiction's schedule.`
      : `Ask the building department in ${s.stateName} for its fee schedule: permit, plan-review, impact and utility fees are not in the construction cost.`,
    `Choose the quality level before you ask for bids: in ${s.locationLabel} it moves the cost from about ${formatDollars(f.tierBand.min)} to ${formatDollars(f.tierBand.max)} per sq ft.`,
    "Get at least three itemized bids from licensed, insured contractors and compare them line by line, not only by the total.",
    first
      ? `Plan cash flow by phase: ${first.name.toLowerCase()} comes first and is about ${formatMoneyShort(first.amount)} of a typical ${formatMoneyShort(f.total.expected)} project here.`
      : "Plan cash flow by phase: site work and foundations are paid first.",
    `Price your own project with the calculator: the typical ${formatNumber(f.typicalSqFt)} sq ft figures here are a starting point, not a quote.`,
  ];
}

/** Seven common mistakes (§2), with this place's figures where they apply. */
export function commonMistakes(s: SectionInput, contingency: string): string[] {
  const f = s.figures;
  const vs = f.vsNationalPercent;
  return [
    vs === 0
      ? `Assuming every place costs the same: ${s.locationLabel} sits at the national average, but cities nearby can differ.`
      : `Budgeting from national averages: building in ${s.locationLabel} costs about ${Math.abs(vs)}% ${vs > 0 ? "more" : "less"} than the national average.`,
    `Skipping the contingency, or holding less than ${contingency}, and then cutting quality to cover surprises.`,
    "Forgetting soft costs: design, engineering, surveys, permits, insurance and financing are not in the cost per square foot.",
    "Choosing the lowest bid without checking what it excludes; allowances that are too low come back as change orders.",
    "Changing the design after construction starts, when every change costs more than it would have on paper.",
    `Underestimating the schedule: ${withArticle(s.noun)} takes ${s.schedule}, and weather or inspections can add more.`,
    `Ignoring labor availability: when the trades in ${s.stateName} are busy, waits get longer and bids higher; line up key trades before you commit to dates.`,
  ];
}
