/**
 * The landing page's <head> additions (specification §2 "Head", decision records 004 and
 * 013): title, description, keywords, Open Graph (locale en_US) and Twitter tags, robots,
 * author, geo.region with the state's ISO 3166-2 code, the canonical /estimate link for every
 * prefix variant, and the seven JSON-LD blocks. Every value is escaped.
 */
import type { LandingContent } from "../../shared/content/landing-types";
import { landingJsonLd, renderJsonLd } from "./json-ld";
import { escapeHtml } from "../../shared/content/safe-json";

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}" />`;

/** Head elements of a landing page, as HTML. */
export function renderLandingHead(content: LandingContent, origin: string): string {
  const url = `${origin}${content.canonicalPath}`;
  return [
    `<title>${escapeHtml(content.title)}</title>`,
    meta("description", content.description),
    meta("keywords", content.keywords.join(", ")),
    meta("robots", "index, follow, max-image-preview:large"),
    meta("author", "Cost to Construct"),
    meta("geo.region", content.state.iso),
    meta("geo.placename", content.locationLabel),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property("og:type", "article"),
    property("og:title", content.title),
    property("og:description", content.description),
    property("og:url", url),
    property("og:site_name", "Cost to Construct"),
    property("og:locale", "en_US"),
    meta("twitter:card", "summary"),
    meta("twitter:title", content.title),
    meta("twitter:description", content.description),
    renderJsonLd(landingJsonLd(content, origin)),
  ].join("\n");
}

/** Head elements of the 404 answer: a title and noindex. */
export function renderNotFoundHead(): string {
  return ["<title>Page not found | Cost to Construct</title>", meta("robots", "noindex")].join("\n");
}
