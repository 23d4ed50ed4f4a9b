/**
 * Builds a landing page's content (specification §2 "Location landing page", §3 "Page content")
 * from a validated target, the year (or the year slot of a page built ahead of time), the engine's
 * figures for the place and the sourced facts of market-data.ts. Pure: the same target and year
 * always give the same page. Figures are the calculator's first estimate and say that they are
 * construction cost; a fact without a source for this type or place is left out.
 */
import { FACTOR_SOURCE, PLACES_SOURCES, citiesOf, locationFactor } from "../places/index";
import { formatDollars, formatMoneyShort, formatNumber, formatSignedPercent } from "../format";
import { placeFigures, type PlaceFigures } from "./landing-figures";
import { canonicalLandingPath, type LandingTarget } from "./landing-route";
import { landingFaqs, landingKeywords, relatedSearches } from "./landing-faqs";
import {
  budgetingTips,
  commonMistakes,
  contingencyAdvice,
  costFactors,
  timelinePhases,
  type SectionInput,
  withArticle,
} from "./landing-sections";
import { CITATIONS, LANDING_SOURCES, measuredBuildTime, permitFees } from "./market-data";
import { TYPE_PROFILES } from "./type-profiles";
import { CONTENT_UPDATED, monthYear, type PageYear } from "./version";
import type { LandingContent, MarketFact } from "./landing-types";

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const ENGINE = "C2C estimation engine (the calculator's first estimate)";
/** Short citation of the place's cost index, by the registry id of its source. */
const FACTOR_CITATIONS: Readonly<Record<string, string>> = {
  [FACTOR_SOURCE]: "C2C judgement: 60% BLS construction wages, 40% published material price factors (2026)",
  "metro-indices-2024": "C2C judgement: city index from HUD, RSMeans and DoD area cost figures (2024)",
};

/** Registry id of the source of the place's cost index (a city's own index or its state's). */
function factorSource(target: LandingTarget): string {
  return locationFactor(target.state, target.city?.slug ?? null).source;
}
const GEONAMES = "GeoNames (CC BY 4.0)";

/** "the largest", "the 2nd-largest", "the 23rd-largest". */
function rankWords(rank: number): string {
  if (rank === 1) return "the largest";
  const teen = rank % 100 > 10 && rank % 100 < 14;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][rank % 10] ?? "th");
  return `the ${rank}${suffix}-largest`;
}

/** The landing content of a type and place in a year (or with the year slot, for a prebuilt page). */
export function buildLandingContent(target: LandingTarget, year: PageYear): LandingContent {
  const { type, state, city } = target;
  const profile = TYPE_PROFILES[type.id];
  const figures = placeFigures(target);
  const { components, ...publicFigures } = figures;
  const locationLabel = city ? `${city.name}, ${state.name}` : state.name;
  const built = measuredBuildTime(type.id, state.code);
  const specTimeline = `${type.timelineMonths.min}-${type.timelineMonths.max} months`;
  const contingency = contingencyAdvice(type.complexity);
  const fees = permitFees(type.id);
  const input: SectionInput = {
    typeLabel: type.label,
    noun: profile.noun,
    complexity: type.complexity,
    schedule: built
      ? `${built.months} months on average ${built.scope} (${built.measure}; ${CITATIONS[built.source]})`
      : `${specTimeline} from design to completion (${CITATIONS["product-spec-s9-types"]})`,
    permitFees: fees,
    profile,
    stateName: state.name,
    stateClimate: state.climate,
    locationLabel,
    figures,
  };
  const perSqFt = `${formatDollars(figures.perSqFt.min)}-${formatDollars(figures.perSqFt.max)}`;
  const totalRange = `${formatMoneyShort(figures.total.min)}-${formatMoneyShort(figures.total.max)}`;
  const title = `${type.label} Construction Costs in ${locationLabel} (${year}) | Free Cost Calculator`;

  return {
    canonicalPath: canonicalLandingPath(target),
    type: { id: type.id, label: type.label },
    state: { name: state.name, code: state.code, iso: state.iso, slug: state.slug },
    city: city ? { name: city.name, slug: city.slug } : null,
    locationLabel,
    updated: CONTENT_UPDATED,
    title,
    description: `${type.label} construction in ${locationLabel} in ${year}: the construction cost of a typical ${formatNumber(figures.typicalSqFt)} sq ft project starts at ${totalRange} (${perSqFt} per sq ft) before your answers narrow it. Cost breakdown, timeline, budgeting tips and a free calculator.`,
    keywords: landingKeywords(target, locationLabel, year, profile.longTailKeywords),
    intro: `What does ${withArticle(profile.noun)} cost to build in ${locationLabel} in ${year}? Construction here runs at ${figures.locationFactor.toFixed(2)} times the national average. Before you say anything about your project, the calculator puts the construction cost of a typical ${formatNumber(figures.typicalSqFt)} sq ft project at ${totalRange}, or ${perSqFt} per sq ft, with ${formatMoneyShort(figures.total.expected)} most likely; land, design fees and financing come on top. This guide shows where the money goes, what moves the price locally, how long the work takes and how to budget for it. The free calculator's ten questions narrow the range for your own project, with no signup.`,
    badges: {
      guide: `${year} Cost Guide`,
      costRange: `${perSqFt} per sq ft`,
    },
    chips: {
      updated: `Updated ${monthYear(CONTENT_UPDATED)}`,
      readTime: "15 min read",
      complexity: capitalise(type.complexity),
      timeline: built ? `${built.months} months to build` : specTimeline,
    },
    marketInsights: marketFacts(target, figures, input),
    contextualInsights: contextual(target, figures),
    typeInsights: profile.insights,
    costBreakdown: components.map((c) => ({
      name: c.name,
      typicalShare: c.typicalShare,
      engineShare: `${Math.round(c.share * 100)}%`,
      amount: formatMoneyShort(c.amount),
      text: `About ${formatMoneyShort(c.amount)} of the ${formatMoneyShort(figures.total.expected)} most likely construction cost of a typical ${profile.noun} in ${locationLabel}.`,
    })),
    costBreakdownNote: `Typical shares are C2C judgement, from typical published ranges; the estimate column is the engine's division breakdown of the calculator's first estimate here (a ${formatNumber(figures.typicalSqFt)} sq ft project, construction cost), with general requirements spread across the four groups.`,
    factors: costFactors(input),
    timeline: timelinePhases(type.complexity, profile.commonFeatures),
    timelineNote: `Overall, ${withArticle(profile.noun)} takes ${input.schedule}. Budget a contingency of ${contingency}.`,
    budgetingTips: budgetingTips(input, contingency),
    commonMistakes: commonMistakes(input, contingency),
    faqs: landingFaqs(input, year, contingency),
    relatedSearches: relatedSearches(target),
    projectSpecificContent: {
      complexity: capitalise(type.complexity),
      timeline: specTimeline,
      specialConsiderations: profile.specialConsiderations,
      commonFeatures: profile.commonFeatures,
    },
    figures: publicFigures,
    sources: sourceLines(target, figures, built?.source, fees?.source),
  };
}

function marketFacts(target: LandingTarget, f: PlaceFigures, s: SectionInput): MarketFact[] {
  const facts: MarketFact[] = [
    { label: "Typical project", value: `${formatNumber(f.typicalSqFt)} sq ft`, source: ENGINE },
    {
      label: "Construction cost, typical project",
      value: `${formatMoneyShort(f.total.min)}-${formatMoneyShort(f.total.max)} (most likely ${formatMoneyShort(f.total.expected)})`,
      source: ENGINE,
    },
    {
      label: "Construction cost per sq ft",
      value: `${formatDollars(f.perSqFt.min)}-${formatDollars(f.perSqFt.max)}`,
      source: ENGINE,
    },
    {
      label: "Location cost index",
      value: `${f.locationFactor.toFixed(2)} × national (${formatSignedPercent(f.vsNationalPercent)}), ${f.factorScope === "city" ? "city" : "state"} index`,
      source: FACTOR_CITATIONS[factorSource(target)] ?? citation(factorSource(target)),
    },
  ];
  const built = measuredBuildTime(target.type.id, target.state.code);
  facts.push(
    built
      ? {
          label: "Time to build",
          value: `${built.months} months from permit to completion, ${built.scope}`,
          source: CITATIONS[built.source],
        }
      : {
          label: "Typical timeline",
          value: `${target.type.timelineMonths.min}-${target.type.timelineMonths.max} months, design to completion`,
          source: CITATIONS["product-spec-s9-types"],
        },
  );
  if (s.permitFees) {
    facts.push({
      label: "Permits and fees",
      value: `about ${(s.permitFees.share * 100).toFixed(1)}% of construction cost (national average ${formatMoneyShort(s.permitFees.dollars)} per new home)`,
      source: CITATIONS[s.permitFees.source],
    });
  }
  if (target.city) {
    facts.push({
      label: "Population",
      value: `${formatNumber(target.city.population)} (${target.city.populationYear})`,
      source: GEONAMES,
    });
  }
  return facts;
}

function contextual(target: LandingTarget, f: PlaceFigures): string[] {
  const { state, city } = target;
  const lines = [state.climate, state.economy];
  if (city) {
    const rank = citiesOf(state).findIndex((c) => c.slug === city.slug) + 1;
    const county = city.county ? ` in ${city.county}` : "";
    lines.push(
      `${city.name}${county} is ${rankWords(rank)} of the cities we list in ${state.name}, with ${formatNumber(city.population)} residents (${city.populationYear}).`,
      f.factorScope === "city"
        ? `${city.name} has its own cost index, which puts this type of project at ${f.locationFactor.toFixed(2)} times the national average, so figures here differ from the ${state.name} average.`
        : `No separate index is published for ${city.name}, so its figures use the ${state.name} index, which puts this type of project at ${f.locationFactor.toFixed(2)} times the national average; local bids can differ.`,
    );
  }
  return lines;
}

function citation(id: string): string {
  const all: ReadonlyArray<{
    id: string;
    publisher: string;
    title: string;
    year: number | null;
    url: string | null;
  }> = [...LANDING_SOURCES, ...PLACES_SOURCES];
  const s = all.find((x) => x.id === id);
  if (!s) return id;
  return `${s.publisher}, ${s.title}${s.year ? ` (${s.year})` : ""}${s.url ? `, ${s.url}` : ""}`;
}

function sourceLines(
  target: LandingTarget,
  f: PlaceFigures,
  buildTimeSource: string | undefined,
  feesSource: string | undefined,
): string[] {
  return [
    `Construction cost figures: C2C estimation engine, data version ${f.dataVersion}, prices as of ${f.dataAsOf}; the calculator's first estimate for this type and place (construction cost only: no land, design fees, permits or financing).`,
    `Location cost index: ${f.factorScope === "city" ? "city" : "state"} factor; ${citation(factorSource(target))}.`,
    `Time to build: ${citation(buildTimeSource ?? "product-spec-s9-types")}.`,
    ...(feesSource ? [`Permits and fees: ${citation(feesSource)}.`] : []),
    ...(target.city ? [`City population: ${citation("geonames-cities500")}.`] : []),
  ];
}
