/**
 * Landing pages served by the worker (spec §2, §5; decision record 004): status, head, canonical,
 * seven JSON-LD blocks, the guide's sections in the HTML, the embedded data, and 404s.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../worker/index";
import { formatDollars, formatMoneyShort } from "../../shared/format";
import { locationFactor, resolveLocation } from "../../shared/places/index";
import { locationMultiplier } from "../../shared/engine/index";
import { YEAR_SLOT } from "../../shared/content/version";
import { kindFigures } from "../../shared/content/kind-figures";
import { BASE, SHELL, WARM_UP_MS, assetRequests, get, jsonLdBlocks, metaContent } from "./landing-helpers";
import { SPEC_SECTION_IDS } from "../landing-sections";

beforeAll(() => get("/estimate/educational/utah").then((r) => r.text()), WARM_UP_MS);

const YEAR = new Date().getUTCFullYear();
const SECTION_IDS = SPEC_SECTION_IDS;
const LD_TYPES = ["Article", "WebApplication", "LocalBusiness", "FAQPage", "HowTo", "Service", "Dataset"];

describe("a state landing page", () => {
  it("answers 200 HTML with the full head", async () => {
    const res = await get("/estimate/single-family/texas");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(
      `<title>Single Family Home Construction Costs in Texas (${YEAR}) | Free Cost Calculator</title>`,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, "description")).toMatch(
      /^Single Family Home construction in Texas in \d{4}: construction cost likely from \$[\d,]+-\$[\d,]+ per sq ft for a /,
    );
    expect(html).not.toContain("Shell description");
    expect(metaContent(html, "keywords")).toContain("construction cost calculator Texas");
    expect(metaContent(html, "robots")).toBe("index, follow, max-image-preview:large");
    expect(metaContent(html, "author")).toBe("Cost to Construct");
    expect(metaContent(html, "geo.region")).toBe("US-TX");
    expect(metaContent(html, "og:locale")).toBe("en_US");
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:title")).toContain("Texas");
    expect(metaContent(html, "og:url")).toBe(`${BASE}/estimate/single-family/texas`);
    expect(metaContent(html, "twitter:card")).toBe("summary");
    expect(html).toContain(`<link rel="canonical" href="${BASE}/estimate/single-family/texas" />`);
    // The build's asset tags stay.
    expect(html).toContain('src="/assets/index-abc123.js"');
  });

  it("carries seven JSON-LD blocks of the right types and no invented rating", async () => {
    const html = await (await get("/estimate/single-family/texas")).text();
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((b) => b["@type"])).toEqual(LD_TYPES);
    expect(blocks.every((b) => b["@context"] === "https://schema.org")).toBe(true);
    expect(html).not.toContain("aggregateRating");
    const faq = blocks[3] as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
  });

  it("sends the guide itself: H1, intro, chips, every section id and the FAQs", async () => {
    const html = await (await get("/estimate/single-family/texas")).text();
    expect(html).toMatch(/<h1[^>]*>Single Family Home Construction Costs in Texas<\/h1>/);
    for (const id of SECTION_IDS) expect(html).toContain(`id="${id}"`);
    for (const text of [
      "15 min read",
      "Complexity: Moderate",
      "Current Market Data",
      "Get My Personalized Estimate",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("How much does it cost to build a single family home in Texas in");
    expect(html).toContain("Ready to Get Your Accurate Construction Cost Estimate?");
    expect(html).toContain('data-mantine-color-scheme="light"');
  });

  it("embeds its content as a non-executed JSON block for hydration", async () => {
    const html = await (await get("/estimate/single-family/texas")).text();
    const m = /<script type="application\/json" id="landing-data">([\s\S]*?)<\/script>/.exec(html);
    const payload = JSON.parse(m![1]!) as {
      status: number;
      content: { title: string; canonicalPath: string };
    };
    expect(payload.status).toBe(200);
    expect(payload.content.title).toContain(`(${YEAR})`);
    expect(payload.content.canonicalPath).toBe("/estimate/single-family/texas");
    // The prebuilt part's year slot is filled in everywhere.
    expect(html).not.toContain(YEAR_SLOT);
    expect(html).toContain(`${YEAR} Cost Guide`);
    // No executable inline script: every inline <script> is a data block.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((s) => s[1]);
    expect(inline.every((attrs) => /type="application\/(ld\+)?json"/.test(attrs!))).toBe(true);
  });

  it("is stitched from the page's prebuilt part, with a browser Cache-Control", async () => {
    assetRequests.length = 0;
    const res = await get("/estimate/healthcare/ohio");
    expect(assetRequests).toContain("/_landing/estimate/healthcare/ohio.txt");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(await res.text()).toContain('id="faqs"');
  });
});

describe("the landing figures", () => {
  const pages = [
    ["single-family", "Texas", "Austin", "/estimate/single-family/texas/austin"],
    ["educational", "Florida", "Miami", "/cost/educational/florida/miami"],
    ["healthcare", "California", null, "/estimate/healthcare/california"],
    ["office-building", "Vermont", "Burlington", "/pricing/office-building/vermont/burlington"],
  ] as const;
  for (const [type, state, city, path] of pages) {
    it(`lead with each kind at its typical size on ${path}`, async () => {
      const location = resolveLocation(state, city)!;
      const kinds = kindFigures(type, location);
      const html = (await (await get(path)).text()).replaceAll("<!-- -->", "");
      for (const k of kinds) {
        const likely = `${formatDollars(k.perSqFt.likelyMin)}-${formatDollars(k.perSqFt.likelyMax)}`;
        const total = `${formatMoneyShort(k.total.likelyMin)}-${formatMoneyShort(k.total.likelyMax)}`;
        expect(html).toContain(`>${likely}</td>`);
        expect(html).toContain(`>${total}</td>`);
      }
      const low = Math.min(...kinds.map((k) => k.perSqFt.likelyMin));
      const high = Math.max(...kinds.map((k) => k.perSqFt.likelyMax));
      expect(html).toContain(
        `Construction cost ${formatDollars(low)}-${formatDollars(high)} per sq ft, likely, by kind`,
      );
      expect(html).toContain("<dt>Construction cost, typical project</dt><dd>likely ");
    });
  }
});

describe("non-canonical landing URLs", () => {
  const cases = {
    "an upper-case city": ["/estimate/single-family/texas/Austin", "/estimate/single-family/texas/austin"],
    "an upper-case prefix and type": ["/COST/Single-Family/Texas", "/cost/single-family/texas"],
    "a trailing slash": ["/estimate/healthcare/ohio/", "/estimate/healthcare/ohio"],
    "slashes and case together": ["/Budget/House/Vermont/Burlington//", "/budget/house/vermont/burlington"],
  };
  for (const [name, [from, to]] of Object.entries(cases)) {
    it(`redirect (301) from ${name} to the lowercase URL`, async () => {
      const res = await get(`${from}?utm_source=x`);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(`${to}?utm_source=x`);
    });
  }

  it("redirect nothing that is not a page: an invalid upper-case path is a 404", async () => {
    const res = await get("/estimate/single-family/texas/Springfield/");
    expect(res.status).toBe(404);
  });
});

describe("a city landing page", () => {
  it("names the city and shows its own figures", async () => {
    const res = await get("/estimate/multi-family/california/san-francisco");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<title>Multi-Family Home Construction Costs in San Francisco, California (${YEAR}) | Free Cost Calculator</title>`,
    );
    expect(metaContent(html, "geo.region")).toBe("US-CA");
    expect(metaContent(html, "geo.placename")).toBe("San Francisco, California");
    expect(html).toContain(
      `<link rel="canonical" href="${BASE}/estimate/multi-family/california/san-francisco" />`,
    );
    const factor = locationFactor("california", "san-francisco");
    expect(factor.scope).toBe("city");
    // the multiplier the calculator applies for the type (index ^ the type's exponent)
    const applied = locationMultiplier("multi-family", resolveLocation("california", "san-francisco")!);
    expect(html).toContain(
      `has its own cost index, which puts this type of project at ${applied.toFixed(2)} times the national average`,
    );
    expect(jsonLdBlocks(html)).toHaveLength(7);
    for (const id of SECTION_IDS) expect(html).toContain(`id="${id}"`);
  });
});

describe("prefix variants and variations", () => {
  for (const prefix of ["cost", "calculator", "pricing", "budget"]) {
    it(`serves /${prefix}/… with the canonical /estimate link`, async () => {
      const res = await get(`/${prefix}/office-building/new-york/buffalo`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        `<link rel="canonical" href="${BASE}/estimate/office-building/new-york/buffalo" />`,
      );
      expect(metaContent(html, "geo.region")).toBe("US-NY");
      expect(jsonLdBlocks(html).map((b) => b["@type"])).toEqual(LD_TYPES);
    });
  }

  it("maps a variation to its canonical type", async () => {
    const res = await get("/cost/custom-home/florida");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${BASE}/estimate/single-family/florida" />`);
    expect(html).toContain("Single Family Home Construction Costs in Florida (");
  });
});

describe("invalid landing URLs", () => {
  const cases = {
    "unknown type": "/estimate/castle/texas",
    "unknown state": "/estimate/single-family/atlantis",
    "unknown city": "/estimate/single-family/texas/springfield",
    "city of another state": "/estimate/single-family/texas/los-angeles",
    "script-like city": "/estimate/single-family/texas/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "too short": "/estimate/single-family",
    "too long": "/budget/single-family/texas/austin/extra",
  };
  for (const [name, path] of Object.entries(cases)) {
    it(`answers 404 with the app shell for an ${name}`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('src="/assets/index-abc123.js"');
      expect(html).not.toContain("<script>alert");
      expect(html).toContain('{"status":404}');
    });
  }

  it("keeps the prebuilt parts from visitors", async () => {
    const res = await get("/_landing/estimate/single-family/texas.txt");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('{"status":404}');
  });

  it("renders nothing per path: every 404 is the same bytes and fetches no part", async () => {
    assetRequests.length = 0;
    const bodies = await Promise.all(Object.values(cases).map(async (p) => (await get(p)).text()));
    expect(new Set(bodies).size).toBe(1);
    expect(assetRequests.filter((p) => p.startsWith("/_landing/estimate"))).toEqual([]);
  });
});

describe("GET /api/landing", () => {
  it("answers the payload of a landing path", async () => {
    const res = await get("/api/landing?path=/pricing/healthcare/ohio/columbus");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; content: { canonicalPath: string } };
    expect(body.content.canonicalPath).toBe("/estimate/healthcare/ohio/columbus");
  });

  it("answers 404 not_found in the API's error shape for an invalid path", async () => {
    const res = await get("/api/landing?path=/estimate/healthcare/ohio/nowhere");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "No landing page at '/estimate/healthcare/ohio/nowhere'." },
    });
  });

  it("answers 400 invalid_query without a path", async () => {
    const res = await get("/api/landing");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_query");
  });
});

describe("the content security policy of a landing page", () => {
  it("allows no inline script with the built shell", async () => {
    const res = await get("/estimate/single-family/texas");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(res.headers.get("x-inline-script-hashes")).toBeNull();
  });

  it("allows the dev shell's inline preamble by its hash only", async () => {
    const preamble = "window.$RefreshReg$ = () => {};";
    const devShell = SHELL.replace("<head>", `<head><script type="module">${preamble}</script>`);
    const ASSETS = { fetch: async () => new Response(devShell) } as unknown as Fetcher;
    const res = await app.request(`${BASE}/estimate/single-family/utah`, {}, { ...env, ASSETS });
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(preamble));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(res.headers.get("x-inline-script-hashes")).toBeNull();
  });
});
