/**
 * The guide's questions and answers, related searches (capped at six, §9) and keywords. Answers
 * quote the engine's figures for the place, so they stay true when the data changes.
 */
import { citiesOf } from "../places/index";
import { PROJECT_TYPES } from "../project-types";
import { CONTINGENCY_VS_RANGE } from "../contingency";
import { formatDollars, formatMoneyShort, formatNumber } from "../format";
import type { Faq, RelatedLink } from "./landing-types";
import type { LandingTarget } from "./landing-route";
import { withArticle, type SectionInput } from "./landing-sections";
import type { PageYear } from "./version";

/** "Medical office building" → "medical office building" (a label in running text). */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** §9: "related searches capped at 6". */
export const MAX_RELATED = 6;

/** The FAQs of a page. */
export function landingFaqs(s: SectionInput, year: PageYear, contingency: string): Faq[] {
  const f = s.figures;
  const ref = f.kinds[f.reference.index]!;
  const type = s.noun;
  const loc = s.locationLabel;
  const capitalFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  return [
    {
      question: `How much does it cost to build ${withArticle(type)} in ${loc} in ${year}?`,
      answer: `It depends first on the kind. The most common kind here, a ${formatNumber(ref.typicalSqFt)} sq ft ${lowerFirst(ref.label)}, likely costs ${formatMoneyShort(ref.total.likelyMin)} to ${formatMoneyShort(ref.total.likelyMax)} to build in ${loc} (80% range ${formatMoneyShort(ref.total.min)} to ${formatMoneyShort(ref.total.max)}, most likely ${formatMoneyShort(ref.total.expected)}); the table at the top gives every kind. Land, design fees, permits and financing are not included. Size, quality level and site conditions move it most; the calculator's ten questions narrow the range in about 5 minutes.`,
    },
    {
      question: `What is the cost per square foot for ${withArticle(type)} in ${loc}?`,
      answer: `Likely ${formatDollars(f.headline.min)}-${formatDollars(f.headline.max)} per sq ft of construction cost, depending on the kind of building: ${f.kinds.map((k) => `${lowerFirst(k.label)} ${formatDollars(k.perSqFt.likelyMin)}-${formatDollars(k.perSqFt.likelyMax)}`).join("; ")} (each at its typical size). Land, design and financing come on top.`,
    },
    {
      question: `How long does it take to build ${withArticle(type)} in ${loc}?`,
      answer: `${capitalFirst(s.schedule)}. Design, permits, weather and the availability of trades in ${s.stateName} can stretch it; the timeline section above breaks it into five phases.`,
    },
    s.permitFees
      ? {
          question: `How much do permits and fees add to a new home in ${s.stateName}?`,
          answer: `On average nationally, building permit, impact and water and sewer fees come to about ${(s.permitFees.share * 100).toFixed(1)}% of a new home's construction cost (${formatMoneyShort(s.permitFees.dollars)} on the average home). Fees are set by each jurisdiction, so ask the local building department for its schedule.`,
        }
      : {
          question: `How are building permit fees set for ${withArticle(type)} in ${s.stateName}?`,
          answer: `The local building department sets them, usually as a fee per $1,000 of the project's valuation plus plan review, and impact or utility connection fees may be extra. They are not part of the construction cost shown here; ask the jurisdiction for its schedule early.`,
        },
    {
      question: `How much contingency should I add to ${withArticle(type)} budget?`,
      answer: `Set aside ${contingency} of the construction cost for ${withArticle(s.complexity)}-complexity project like this, plus a 10% buffer for price changes before you sign. ${CONTINGENCY_VS_RANGE}`,
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
  year: PageYear,
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
