/**
 * Builds a landing page's content (specification §2 "Location landing page", §3 "Page content")
 * from a validated target, the year the worker reads from its clock, and the engine's figures for
 * the place. Pure: the same target and year always give the same page.
 */
import { REGIONAL_PROFILES, citiesOf, regionalProfile } from "../places/index";
import { PROJECT_TYPE_TABLE_SOURCE } from "../project-types";
import { formatDollars, formatMoneyShort, formatNumber, formatSignedPercent } from "../format";
import { placeFigures } from "./landing-figures";
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
import { TYPE_PROFILES } from "./type-profiles";
import { CONTENT_UPDATED, monthYear } from "./version";
import type { LandingContent, MarketFact } from "./landing-types";

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const ordinal = (n: number) =>
  `${n}${["th", "st", "nd", "rd"][n % 100 > 10 && n % 100 < 14 ? 0 : n % 10] ?? "th"}`;

/** The landing content of a type and place in a year. */
export function buildLandingContent(target: LandingTarget, year: number): LandingContent {
  const { type, state, city } = target;
  const profile = TYPE_PROFILES[type.id];
  const figures = placeFigures(target);
  const { components, ...publicFigures } = figures;
  const locationLabel = city ? `${city.name}, ${state.name}` : state.name;
  const timeline = `${type.timelineMonths.min}-${type.timelineMonths.max} months`;
  const contingency = contingencyAdvice(type.complexity);
  const input: SectionInput = {
    typeLabel: type.label,
    noun: profile.noun,
    complexity: type.complexity,
    timelineMonths: type.timelineMonths,
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
    year,
    updated: CONTENT_UPDATED,
    title,
    description: `${type.label} construction in ${locationLabel} costs about ${perSqFt} per sq ft in ${year}; a typical ${formatNumber(figures.typicalSqFt)} sq ft project runs ${totalRange}. Local labor, permits, timeline and a free calculator.`,
    keywords: landingKeywords(target, locationLabel, year, profile.longTailKeywords),
    intro: `What does ${withArticle(profile.noun)} cost to build in ${locationLabel} in ${year}? Construction here runs at ${figures.locationFactor.toFixed(2)} times the national average, so a typical ${formatNumber(figures.typicalSqFt)} sq ft project comes to about ${totalRange}, or ${perSqFt} per sq ft. This guide shows where the money goes, what moves the price locally, how long the work takes and how to budget for it. For your own project, the free calculator asks ten questions and needs no signup.`,
    badges: {
      guide: `${year} Cost Guide`,
      costRange: `${perSqFt} per sq ft`,
    },
    chips: {
      updated: `Updated ${monthYear(CONTENT_UPDATED)}`,
      readTime: "15 min read",
      complexity: capitalise(type.complexity),
      timeline,
    },
    marketInsights: marketFacts(target, figures),
    contextualInsights: contextual(target, figures),
    typeInsights: profile.insights,
    costBreakdown: components.map((c) => ({
      name: c.name,
      typicalShare: c.typicalShare,
      engineShare: `${Math.round(c.share * 100)}%`,
      amount: formatMoneyShort(c.amount),
      text: `About ${formatMoneyShort(c.amount)} of a typical ${formatMoneyShort(figures.total.expected)} ${profile.noun} in ${locationLabel}.`,
    })),
    costBreakdownNote: `Typical shares are the product specification's ranges; the estimate column is the engine's division breakdown for a ${formatNumber(figures.typicalSqFt)} sq ft project here, with general requirements spread across the four groups.`,
    factors: costFactors(input),
    timeline: timelinePhases(type.complexity, profile.commonFeatures),
    timelineNote: `Overall, ${withArticle(profile.noun)} typically takes ${timeline}; projects in ${state.name} commonly run ${regionalProfile(state).timelineMonths.min}-${regionalProfile(state).timelineMonths.max} months. Budget a contingency of ${contingency}.`,
    budgetingTips: budgetingTips(input, contingency),
    commonMistakes: commonMistakes(input, contingency),
    faqs: landingFaqs(input, year, contingency),
    relatedSearches: relatedSearches(target),
    projectSpecificContent: {
      complexity: capitalise(type.complexity),
      timeline,
      specialConsiderations: profile.specialConsiderations,
      commonFeatures: profile.commonFeatures,
    },
    figures: publicFigures,
    sources: [
      `Cost figures: C2C estimation engine, data version ${figures.dataVersion}, prices as of ${figures.dataAsOf}.`,
      `Location cost index: ${figures.factorScope === "city" ? "city" : "state"} factor of a public composite of wage and cost indexes.`,
      `Labor rates, materials, permits and regional timeline: ${regionalProfile(state).citation} (${regionalProfile(state).region === REGIONAL_PROFILES.default.region ? "default profile" : `${regionalProfile(state).region} profile`}).`,
      `Typical timeline and complexity by type: ${PROJECT_TYPE_TABLE_SOURCE}.`,
      ...(city ? ["City population: GeoNames (CC BY 4.0)."] : []),
    ],
  };
}

function marketFacts(target: LandingTarget, f: ReturnType<typeof placeFigures>): MarketFact[] {
  const facts: MarketFact[] = [
    { label: "Typical project", value: `${formatNumber(f.typicalSqFt)} sq ft` },
    {
      label: "Typical project cost",
      value: `${formatMoneyShort(f.total.min)}-${formatMoneyShort(f.total.max)}`,
    },
    { label: "Cost per sq ft", value: `${formatDollars(f.perSqFt.min)}-${formatDollars(f.perSqFt.max)}` },
    {
      label: "Cost index",
      value: `${f.locationFactor.toFixed(2)} × national (${formatSignedPercent(f.vsNationalPercent)})`,
    },
    {
      label: "Labor rate",
      value: `${formatDollars(f.laborPerHour.min)}-${formatDollars(f.laborPerHour.max)} per hour`,
    },
    {
      label: "Materials",
      value:
        f.materialPremiumPercent > 0
          ? `+${f.materialPremiumPercent}% vs national average`
          : "National average",
    },
    { label: "Permits", value: `${formatMoneyShort(f.permits.min)}-${formatMoneyShort(f.permits.max)}` },
  ];
  if (target.city) {
    facts.push({
      label: "Population",
      value: `${formatNumber(target.city.population)} (${target.city.populationYear})`,
    });
  }
  return facts;
}

function contextual(target: LandingTarget, f: ReturnType<typeof placeFigures>): string[] {
  const { state, city } = target;
  const lines = [state.climate, state.economy];
  if (city) {
    const rank = cityRank(target);
    const county = city.county ? ` in ${city.county}` : "";
    lines.push(
      `${city.name}${county} is the ${ordinal(rank)} largest of the cities we list in ${state.name}, with about ${formatNumber(city.population)} residents.`,
      f.factorScope === "city"
        ? `${city.name} has its own cost index of ${f.locationFactor.toFixed(2)}, so figures here differ from the ${state.name} average.`
        : `No separate index is published for ${city.name}, so its figures use the ${state.name} index of ${f.locationFactor.toFixed(2)}; local bids can differ.`,
    );
  }
  return lines;
}

function cityRank(target: LandingTarget): number {
  return citiesOf(target.state).findIndex((c) => c.slug === target.city?.slug) + 1;
}
