/** The sitemap generator (spec §7): entries, priorities and a stable, well-formed XML file. */
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../../shared/content/sitemap";

const ORIGIN = "https://c2c.example";

describe("sitemap", () => {
  const entries = sitemapEntries(ORIGIN);

  it("has exactly 1,802 URLs: 2 + 6 types × 50 states + 6 × 50 × 5 cities", () => {
    expect(entries).toHaveLength(1802);
    expect(new Set(entries.map((e) => e.url)).size).toBe(1802);
  });

  it("gives the spec's frequencies and priorities", () => {
    expect(entries[0]).toMatchObject({ url: `${ORIGIN}/`, changefreq: "daily", priority: 1 });
    expect(entries[1]).toMatchObject({
      url: `${ORIGIN}/conceptual-estimate`,
      changefreq: "weekly",
      priority: 0.9,
    });
    expect(entries.find((e) => e.url.endsWith("/estimate/single-family/texas"))).toMatchObject({
      changefreq: "monthly",
      priority: 0.8,
    });
    expect(entries.find((e) => e.url.endsWith("/estimate/healthcare/texas/houston"))).toMatchObject({
      changefreq: "monthly",
      priority: 1,
    });
  });

  it("uses a fixed lastmod, so two builds give the same file", () => {
    expect(new Set(entries.map((e) => e.lastmod)).size).toBe(1);
    expect(sitemapXml(entries)).toBe(sitemapXml(sitemapEntries(ORIGIN)));
  });

  it("writes one <url> per entry", () => {
    const xml = sitemapXml(entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(1802);
    expect(xml).toContain("<priority>0.8</priority>");
  });

  it("names the sitemap in robots.txt", () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
