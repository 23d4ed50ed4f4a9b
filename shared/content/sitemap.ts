/**
 * The sitemap generator (specification §7): / (daily, 1.0), /conceptual-estimate (weekly, 0.9),
 * every type × state page (monthly, 0.8) and the first five cities of each state (monthly, 1.0),
 * each with a lastmod. lastmod is the content date, not the request time, so the file is stable.
 */
import { STATES, citiesOf } from "../places/index";
import { PROJECT_TYPES } from "../project-types";
import { CONTENT_UPDATED } from "./version";

/** Specification §3 "Sitemap entry". */
export interface SitemapEntry {
  url: string;
  lastmod: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
}

/** §7: cities per state in the sitemap. */
export const SITEMAP_CITIES_PER_STATE = 5;

/** Every entry, with absolute URLs on the given origin ("https://example.com"). */
export function sitemapEntries(origin: string, lastmod: string = CONTENT_UPDATED): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    { url: `${origin}/`, lastmod, changefreq: "daily", priority: 1.0 },
    { url: `${origin}/conceptual-estimate`, lastmod, changefreq: "weekly", priority: 0.9 },
  ];
  for (const type of PROJECT_TYPES) {
    for (const state of STATES) {
      entries.push({
        url: `${origin}/estimate/${type.id}/${state.slug}`,
        lastmod,
        changefreq: "monthly",
        priority: 0.8,
      });
    }
  }
  for (const type of PROJECT_TYPES) {
    for (const state of STATES) {
      for (const city of citiesOf(state).slice(0, SITEMAP_CITIES_PER_STATE)) {
        entries.push({
          url: `${origin}/estimate/${type.id}/${state.slug}/${city.slug}`,
          lastmod,
          changefreq: "monthly",
          priority: 1.0,
        });
      }
    }
  }
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** The entries as a sitemaps.org XML document. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.url)}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
