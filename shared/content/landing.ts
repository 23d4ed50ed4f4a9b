/**
 * Builds a landing page's content (specification §2 "Location landing page", §3 "Page content")
 * from a validated target, the year (or the year slot of a page built ahead of time), the engine's
 * figures for the place and the sourced facts of market-data.ts. Pure: the same target and year
 * always give the same page. Figures are the calculator's first estimate and say that they are
 * construction cost; a fact without a source for this type or place is left out.
 */
import { FACTOR_SOURCE, PLACES_SOURCES, citiesOf, locationFactor, resolveLocation } from "../places/index";
import { CONTINGENCY_VS_RANGE } from "../contingency";
import { formatDollars, formatMoneyShort, formatNumber } from "../format";
import { locationFigureText } from "../location-figure";
import { placeFigures, type PlaceFigures } from "./landing-figures";
import { localEvidence } from "./local-evidence";
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
const ENGINE = "C2C estimation engine (the calculator's estimate for the kind at its typical size)";
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

/** "Medical office building" → "medical office building" (a label in running text). */
function lower(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** "$414-$921 per sq ft": a kind's likely range per sq ft. */
function likelyPerSqFt(k: { perSqFt: { likelyMin: number; likelyMax: number } }): string {
  return `${formatDollars(k.perSqFt.likelyMin)}-${formatDollars(k.perSqFt.likelyMax)} per sq ft`;
}

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
  const ref = figures.kinds[figures.reference.index]!;
  const headline = `${formatDollars(figures.headline.min)}-${formatDollars(figures.headline.max)}`;
  const title = `${type.label} Construction Costs in ${locationLabel} (${year}) | Free Cost Calculator`;
  const byCost = [...figures.kinds].sort((a, b) => a.perSqFt.expected - b.perSqFt.expected);
  const cheapest = byCost[0]!;
  const dearest = byCost[byCost.length - 1]!;
  const kindPhrase = (k: (typeof figures.kinds)[number]) =>
    `${likelyPerSqFt(k)} for a ${formatNumber(k.typicalSqFt)} sq ft ${lower(k.label)}`;
  const spread =
    byCost.length > 1 ? `from ${kindPhrase(cheapest)} to ${kindPhrase(dearest)}` : kindPhrase(cheapest);
  return {
    canonicalPath: canonicalLandingPath(target),
    type: { id: type.id, label: type.label },
    state: { name: state.name, code: state.code, iso: state.iso, slug: state.slug },
    city: city ? { name: city.name, slug: city.slug } : null,
    locationLabel,
    updated: CONTENT_UPDATED,
    title,
    description: `${type.label} construction in ${locationLabel} in ${year}: construction cost likely ${spread}, by kind of building at its typical size. Cost breakdown, timeline, budgeting tips and a free calculator.`,
    keywords: landingKeywords(target, locationLabel, year, profile.longTailKeywords),
    intro: `What does ${withArticle(profile.noun)} cost to build in ${locationLabel} in ${year}? First of all, it depends on the kind: at their typical sizes, the calculator puts the construction cost ${spread} (likely range, the middle half of outcomes). The most common kind, a ${formatNumber(ref.typicalSqFt)} sq ft ${lower(ref.label)}, likely costs ${formatMoneyShort(ref.total.likelyMin)}-${formatMoneyShort(ref.total.likelyMax)}; land, design fees and financing come on top. Construction here is priced at ${locationFigureText({ multiplier: figures.locationFactor, percent: figures.vsNationalPercent })} for this type. This guide shows where the money goes, what moves the price locally, how long the work takes and how to budget for it. The free calculator's ten questions narrow the range for your own project, with no signup.`,
    kindsNote: `Construction cost at each kind's typical size; the totals are the cost per sq ft times that size. Likely is the middle half of outcomes (25th to 75th percentile), the 80% range the 10th to 90th, from the same error model. Before any answer, with the kind and the size unknown, the calculator's first estimate mixes every kind: ${formatDollars(figures.mixture.perSqFt.min)}-${formatDollars(figures.mixture.perSqFt.max)} per sq ft around a ${formatNumber(figures.mixture.sqFt)} sq ft project; your first answers narrow it to one of these rows.`,
    badges: {
      guide: `${year} Cost Guide`,
      costRange: `${headline} per sq ft, likely, by kind`,
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
      text: `About ${formatMoneyShort(c.amount)} of the ${formatMoneyShort(figures.total.expected)} most likely construction cost of a typical ${formatNumber(ref.typicalSqFt)} sq ft ${lower(ref.label)} in ${locationLabel}.`,
    })),
    costBreakdownNote: `Typical shares are C2C judgement, from typical published ranges; the estimate column is the engine's division breakdown of the most common kind here (a ${formatNumber(ref.typicalSqFt)} sq ft ${lower(ref.label)}, construction cost), with general requirements spread across the four groups.`,
    factors: costFactors(input),
    timeline: timelinePhases(type.complexity, profile.commonFeatures),
    timelineNote: `Overall, ${withArticle(profile.noun)} takes ${input.schedule}. Budget a contingency of ${contingency}. ${CONTINGENCY_VS_RANGE}`,
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
    localEvidence: localEvidence(type.id, resolveLocation(state.slug, city?.slug ?? null)!, {
      ...figures.total,
      sq_ft: figures.typicalSqFt,
    }),
    sources: sourceLines(target, figures, built?.source, fees?.source),
  };
}

function marketFacts(target: LandingTarget, f: PlaceFigures, s: SectionInput): MarketFact[] {
  const ref = f.kinds[f.reference.index]!;
  const facts: MarketFact[] = [
    {
      label: "Typical project",
      value: `${ref.label}, ${formatNumber(ref.typicalSqFt)} sq ft (the most common kind)`,
      source: ENGINE,
    },
    {
      label: "Construction cost per sq ft, typical project",
      value: `likely ${formatDollars(ref.perSqFt.likelyMin)}-${formatDollars(ref.perSqFt.likelyMax)}; 80% range ${formatDollars(ref.perSqFt.min)}-${formatDollars(ref.perSqFt.max)}`,
      source: ENGINE,
    },
    {
      label: "Construction cost, typical project",
      value: `likely ${formatMoneyShort(ref.total.likelyMin)}-${formatMoneyShort(ref.total.likelyMax)}; 80% range ${formatMoneyShort(ref.total.min)}-${formatMoneyShort(ref.total.max)} (${formatNumber(ref.typicalSqFt)} sq ft × the cost per sq ft)`,
      source: ENGINE,
    },
    {
      label: "Location cost multiplier",
      value: `${locationFigureText({ multiplier: f.locationFactor, percent: f.vsNationalPercent })}, ${f.factorScope === "city" ? "city" : "state"} index`,
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
    `Construction cost figures: C2C estimation engine, data version ${f.dataVersion}, prices as of ${f.dataAsOf}; the calculator's estimate for each kind at its typical size in this place (construction cost only: no land, design fees, permits or financing).`,
    `Location cost index: ${f.factorScope === "city" ? "city" : "state"} factor; ${citation(factorSource(target))}.`,
    `Time to build: ${citation(buildTimeSource ?? "product-spec-s9-types")}.`,
    ...(feesSource ? [`Permits and fees: ${citation(feesSource)}.`] : []),
    ...(target.city ? [`City population: ${citation("geonames-cities500")}.`] : []),
  ];
}
