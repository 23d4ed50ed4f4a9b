/** /sitemap.xml and /robots.txt from the worker (spec §7). */
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, WARM_UP_MS, get } from "./landing-helpers";

beforeAll(() => get("/estimate/educational/utah").then((r) => r.text()), WARM_UP_MS);

describe("GET /sitemap.xml", () => {
  it("answers XML with exactly 1,802 URLs on the request's origin", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(1802);
    expect(locs.every((l) => l.startsWith(`${BASE}/`))).toBe(true);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(1802);
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<\/url>/g)!.length);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists only pages that answer 200", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(BASE.length));
    // A sample across the file, including its last city entry.
    for (const path of [locs[2]!, locs[150]!, locs[301]!, locs[1000]!, locs.at(-1)!]) {
      expect((await get(path)).status, path).toBe(200);
    }
  }, 20_000);
});

describe("GET /robots.txt", () => {
  it("allows crawling and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
