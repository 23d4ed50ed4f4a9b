/**
 * The guide's questions and answers, related searches (capped at six, §9) and keywords. Answers
 * quote the engine's figures for the place, so they stay true when the data changes.
 */
import { citiesOf } from "../places/index";
import { PROJECT_TYPES } from "../project-types";
import { formatDollars, formatMoneyShort, formatNumber } from "../format";
import type { Faq, RelatedLink } from "./landing-types";
import type { LandingTarget } from "./landing-route";
import { withArticle, type SectionInput } from "./landing-sections";

/** §9: "related searches capped at 6". */
export const MAX_RELATED = 6;

/** The FAQs of a page. */
export function landingFaqs(s: SectionInput, year: number, contingency: string): Faq[] {
  const f = s.figures;
  const type = s.noun;
  const loc = s.locationLabel;
  return [
    {
      question: `How much does it cost to build ${withArticle(type)} in ${loc} in ${year}?`,
      answer: `A typical ${formatNumber(f.typicalSqFt)} sq ft ${type} in ${loc} costs about ${formatMoneyShort(f.total.min)} to ${formatMoneyShort(f.total.max)}, with a middle estimate of ${formatMoneyShort(f.total.expected)}. Size, quality level and site conditions move it most; the free calculator narrows the range for your project in about 5 minutes.`,
    },
    {
      question: `What is the cost per square foot for ${withArticle(type)} in ${loc}?`,
      answer: `About ${formatDollars(f.perSqFt.min)}-${formatDollars(f.perSqFt.max)} per sq ft for a typical project, and from ${formatDollars(f.tierBand.min)} (economy) to ${formatDollars(f.tierBand.max)} (luxury) depending on the quality level. These are hard construction costs; land, design and financing come on top.`,
    },
    {
      question: `How long does it take to build ${withArticle(type)} in ${loc}?`,
      answer: `Typically ${s.timelineMonths.min}-${s.timelineMonths.max} months from design to completion for this type of project. Permits, weather and the availability of trades in ${s.stateName} can stretch it; the timeline section above breaks it into five phases.`,
    },
    {
      question: `How much do building permits cost in ${s.stateName}?`,
      answer: `Plan on ${formatMoneyShort(f.permits.min)}-${formatMoneyShort(f.permits.max)} for permits and plan review. Fees depend on the jurisdiction and the project's value, and impact or utility connection fees may be extra.`,
    },
    {
      question: `What do construction workers charge per hour in ${loc}?`,
      answer: `Skilled trades in ${s.stateName} typically bill ${formatDollars(f.laborPerHour.min)}-${formatDollars(f.laborPerHour.max)} per hour. Specialists such as electricians and plumbers sit at the upper end, and rates rise in the busy season.`,
    },
    {
      question: `How much contingency should I add to ${withArticle(type)} budget?`,
      answer: `Set aside ${contingency} of the construction cost for ${withArticle(s.complexity)}-complexity project like this, plus a 10% buffer for price changes before you sign.`,
    },
    {
      question: "How accurate are these figures?",
      answer: `They are an early-stage range for a typical project (data version ${f.dataVersion}, prices as of ${f.dataAsOf}). Your own answers about size, quality and features narrow it; the calculator's ten questions take about 5 minutes and need no signup.`,
    },
  ];
}

function href(typeId: string, stateSlug: string, citySlug?: string): string {
  return `/estimate/${typeId}/${stateSlug}${citySlug ? `/${citySlug}` : ""}`;
}

/** At most six related pages: the same type nearby, and other types in the same place. */
export function relatedSearches(target: LandingTarget): RelatedLink[] {
  const { type, state, city } = target;
  const links: RelatedLink[] = [];
  if (city) links.push({ label: `${type.label} costs in ${state.name}`, href: href(type.id, state.slug) });
  const cities = citiesOf(state).filter((c) => c.slug !== city?.slug);
  for (const c of cities.slice(0, city ? 2 : 3)) {
    links.push({
      label: `${type.label} costs in ${c.name}, ${state.name}`,
      href: href(type.id, state.slug, c.slug),
    });
  }
  const place = city ? `${city.name}, ${state.name}` : state.name;
  for (const other of PROJECT_TYPES.filter((t) => t.id !== type.id)) {
    links.push({ label: `${other.label} costs in ${place}`, href: href(other.id, state.slug, city?.slug) });
  }
  return links.slice(0, MAX_RELATED);
}

/** Search keywords for the page: type and place phrasings plus the type's long-tail ones. */
export function landingKeywords(
  target: LandingTarget,
  locationLabel: string,
  year: number,
  longTail: string[],
): string[] {
  const label = target.type.label.toLowerCase();
  return [
    `${label} construction cost ${locationLabel}`,
    `${label} cost per square foot ${locationLabel}`,
    `construction cost calculator ${locationLabel}`,
    `${year} ${label} building costs`,
    ...longTail.map((k) => k.replace("{location}", locationLabel)),
    ...target.type.alternativeNames.slice(0, 2).map((n) => `${n} cost ${locationLabel}`),
  ];
}
