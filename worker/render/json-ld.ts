/**
 * The landing page's seven structured-data blocks (specification §2 "Head"): Article,
 * WebApplication, LocalBusiness, FAQPage, HowTo, Service and Dataset, built from the page's
 * content. No aggregateRating: the specification's 4.8 from 50,000 ratings is "claimed, not
 * measured" (decision record 013), and made-up review markup is false and treated as spam.
 */
import type { LandingContent } from "../../shared/content/landing-types";
import { safeJson } from "../../shared/content/safe-json";

const SITE_NAME = "Cost to Construct";

/** The seven JSON-LD objects of a landing page, in the specification's order. */
export function landingJsonLd(content: LandingContent, origin: string): Record<string, unknown>[] {
  const url = `${origin}${content.canonicalPath}`;
  const calculator = `${origin}/conceptual-estimate`;
  const organization = { "@type": "Organization", name: SITE_NAME, alternateName: "C2C", url: `${origin}/` };
  const place = content.city
    ? {
        "@type": "City",
        name: content.city.name,
        containedInPlace: { "@type": "State", name: content.state.name },
      }
    : { "@type": "State", name: content.state.name, identifier: content.state.iso };
  const free = { "@type": "Offer", price: "0", priceCurrency: "USD" };
  const f = content.figures;

  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: content.title.slice(0, 110),
      description: content.description,
      keywords: content.keywords.join(", "),
      inLanguage: "en-US",
      datePublished: content.updated,
      dateModified: content.updated,
      author: organization,
      publisher: organization,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      about: place,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: `${SITE_NAME} construction cost calculator`,
      url: calculator,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Any (web browser)",
      isAccessibleForFree: true,
      offers: free,
      description: "Free, instant construction cost estimates: ten questions, no signup.",
    },
    {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: `${SITE_NAME} — ${content.type.label} cost estimates for ${content.locationLabel}`,
      url,
      description: `Free online construction cost estimates for ${content.locationLabel}.`,
      areaServed: place,
      priceRange: "Free",
      parentOrganization: organization,
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: content.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: `How to estimate ${content.type.label.toLowerCase()} construction costs in ${content.locationLabel}`,
      totalTime: "PT5M",
      estimatedCost: { "@type": "MonetaryAmount", currency: "USD", value: "0" },
      step: [
        ["Choose the project type", `Pick ${content.type.label} or another of the six project types.`],
        ["Pick the location", `Choose ${content.state.name} and your city; local costs differ.`],
        ["Answer ten questions", "Size, quality and features; the range narrows with every answer."],
        [
          "Review the estimate",
          "See the total, the range, the cost per sq ft and the breakdown by division.",
        ],
      ].map(([name, text], i) => ({ "@type": "HowToStep", position: i + 1, name, text, url: calculator })),
    },
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: `${content.type.label} construction cost estimate`,
      serviceType: "Construction cost estimation",
      provider: organization,
      areaServed: place,
      offers: free,
      url,
    },
    {
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: `${content.type.label} construction costs in ${content.locationLabel}`,
      description: `Estimated construction cost in ${content.locationLabel} of a typical ${f.typicalSqFt} sq ft ${f.reference.label.toLowerCase()}, the most common kind of ${content.type.label.toLowerCase()}: construction cost per sq ft (10th to 90th percentile), the expected total and the location cost multiplier.`,
      url,
      creator: organization,
      isAccessibleForFree: true,
      dateModified: content.updated,
      version: f.dataVersion,
      temporalCoverage: f.dataAsOf,
      spatialCoverage: { "@type": "Place", name: content.locationLabel },
      variableMeasured: [
        {
          "@type": "PropertyValue",
          name: "Cost per sq ft, low",
          unitText: "USD per sq ft",
          value: f.perSqFt.min,
        },
        {
          "@type": "PropertyValue",
          name: "Cost per sq ft, high",
          unitText: "USD per sq ft",
          value: f.perSqFt.max,
        },
        {
          "@type": "PropertyValue",
          name: "Typical project total, expected",
          unitText: "USD",
          value: f.total.expected,
        },
        {
          "@type": "PropertyValue",
          name: "Location cost multiplier",
          unitText: "ratio to US average",
          value: f.locationFactor,
        },
      ],
    },
  ];
}

/** The blocks as <script type="application/ld+json"> elements, safe against any text inside. */
export function renderJsonLd(blocks: readonly Record<string, unknown>[]): string {
  return blocks.map((b) => `<script type="application/ld+json">${safeJson(b)}</script>`).join("\n");
}
