/** Landing content: routes, validation, the spec's generated text rules and per-place figures. */
import { describe, expect, it } from "vitest";
import { initializeQuestions } from "../../../shared/engine/index";
import { formatDollars, formatMoneyShort } from "../../../shared/format";
import { STATES, citiesOf, resolveLocation } from "../../../shared/places/index";
import { PROJECT_TYPES } from "../../../shared/project-types";
import { kindFigures } from "../../../shared/content/kind-figures";
import { buildLandingContent } from "../../../shared/content/landing";
import { landingTargetOf, parseLandingPath } from "../../../shared/content/landing-route";
import { contingencyAdvice, timelinePhases } from "../../../shared/content/landing-sections";
import { YEAR_SLOT, type PageYear } from "../../../shared/content/version";

function content(path: string, year: PageYear = 2026) {
  const target = landingTargetOf(path);
  if (!target) throw new Error(`no target for ${path}`);
  return buildLandingContent(target, year);
}

describe("landing routes", () => {
  it("resolves every prefix to the /estimate canonical path", () => {
    for (const prefix of ["estimate", "cost", "calculator", "pricing", "budget"]) {
      expect(content(`/${prefix}/single-family/texas/austin`).canonicalPath).toBe(
        "/estimate/single-family/texas/austin",
      );
    }
  });

  it("maps a variation (spaces to hyphens) to its canonical type", () => {
    expect(content("/estimate/custom-home/texas").type.id).toBe("single-family");
    expect(content("/cost/apartment-building/florida").canonicalPath).toBe("/estimate/multi-family/florida");
  });

  it("rejects unknown types, states, cities, upper case and script-like text", () => {
    expect(landingTargetOf("/estimate/castle/texas")).toBeUndefined();
    expect(landingTargetOf("/estimate/single-family/texass")).toBeUndefined();
    expect(landingTargetOf("/estimate/single-family/texas/springfield")).toBeUndefined();
    expect(landingTargetOf("/estimate/single-family/Texas")).toBeUndefined();
    expect(landingTargetOf("/estimate/single-family/texas/%3Cscript%3E")).toBeUndefined();
    expect(landingTargetOf("/estimate/single-family/texas/<script>alert(1)</script>")).toBeFalsy();
  });

  it("does not treat other paths as landing pages", () => {
    expect(parseLandingPath("/estimate/single-family")).toBeNull();
    expect(parseLandingPath("/quote-checker")).toBeNull();
    expect(parseLandingPath("/estimate/a/b/c/d")).toBeNull();
  });

  it("accepts every listed city of every state by its slug", () => {
    for (const state of STATES) {
      for (const city of citiesOf(state)) {
        expect(landingTargetOf(`/estimate/educational/${state.slug}/${city.slug}`)?.city?.slug).toBe(
          city.slug,
        );
      }
    }
  });
});

describe("generated text rules (spec §5, §9)", () => {
  it("gives very high and extremely high complexity the long phases and 15-25% contingency", () => {
    expect(timelinePhases("very high", []).map((p) => p.duration)).toEqual([
      "3-8 months",
      "2-4 weeks",
      "6-12 weeks",
      "4-6 weeks",
      "8-16 weeks",
    ]);
    expect(contingencyAdvice("extremely high")).toBe("15-25%");
    expect(contingencyAdvice("moderate")).toBe("10-20%");
  });

  it("gives high complexity 3-6 weeks of site preparation and technology integration 6-10 weeks of systems", () => {
    const phases = timelinePhases("high", ["Technology integration"]).map((p) => p.duration);
    expect(phases).toEqual(["2-4 months", "3-6 weeks", "4-8 weeks", "6-10 weeks", "6-10 weeks"]);
  });

  it("has 4 components, 4 factors, 5 phases, 7 tips, 7 mistakes and at most 6 related searches", () => {
    for (const type of PROJECT_TYPES) {
      const c = content(`/estimate/${type.id}/california/los-angeles`);
      expect(c.costBreakdown).toHaveLength(4);
      expect(c.factors).toHaveLength(4);
      expect(c.timeline).toHaveLength(5);
      expect(c.budgetingTips).toHaveLength(7);
      expect(c.commonMistakes).toHaveLength(7);
      expect(c.faqs.length).toBeGreaterThanOrEqual(5);
      expect(c.relatedSearches.length).toBeLessThanOrEqual(6);
      expect(c.budgetingTips.join(" ")).toContain("10% price buffer");
    }
  });

  it("uses the year it is given and the spec's chips", () => {
    const c = content("/estimate/single-family/texas", 2027);
    expect(c.title).toBe("Single Family Home Construction Costs in Texas (2027) | Free Cost Calculator");
    expect(c.badges.guide).toBe("2027 Cost Guide");
    expect(c.chips.readTime).toBe("15 min read");
    expect(c.chips.complexity).toBe("Moderate");
    expect(c.chips.timeline).toBe("9.1 months to build");
  });

  it("leaves the year as a slot for a page built ahead of time", () => {
    const c = content("/estimate/healthcare/vermont", YEAR_SLOT);
    expect(c.title).toContain(`(${YEAR_SLOT})`);
    expect(JSON.stringify(c)).not.toMatch(/\b20\d\d Cost Guide/);
  });
});

describe("per-place figures", () => {
  it("shows the engine's figures, higher in San Francisco than in Fresno", () => {
    const sf = content("/estimate/single-family/california/san-francisco");
    const fresno = content("/estimate/single-family/california/fresno");
    expect(sf.figures.factorScope).toBe("city");
    expect(sf.figures.total.expected).toBeGreaterThan(fresno.figures.total.expected);
    expect(sf.intro).not.toBe(fresno.intro.replaceAll("Fresno", "San Francisco"));
  });

  it("never gives two city pages of a state the same text with the name swapped", () => {
    const texts = citiesOf("texas").map((city) => {
      const c = content(`/estimate/single-family/texas/${city.slug}`);
      const all = JSON.stringify([
        c.intro,
        c.marketInsights,
        c.contextualInsights,
        c.faqs,
        c.relatedSearches,
      ]);
      return all.replaceAll(city.name, "CITY");
    });
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("leads with the most common kind at its typical size, called construction cost", () => {
    for (const path of [
      "/estimate/healthcare/california",
      "/estimate/educational/texas/austin",
      "/estimate/single-family/vermont/burlington",
      "/estimate/home-improvements/florida/miami",
    ]) {
      const c = content(path);
      const location = resolveLocation(c.state.slug, c.city?.slug ?? null)!;
      const kinds = kindFigures(c.type.id as "healthcare", location);
      const ref = kinds[c.figures.reference.index]!;
      expect(c.figures.kinds).toEqual(kinds);
      expect(c.figures.total).toEqual({
        min: ref.total.min,
        expected: ref.total.expected,
        max: ref.total.max,
      });
      expect(c.figures.typicalSqFt).toBe(ref.typicalSqFt);
      const fact = c.marketInsights.find((f) => f.label === "Construction cost, typical project");
      expect(fact?.value).toContain(
        `${formatMoneyShort(ref.total.likelyMin)}-${formatMoneyShort(ref.total.likelyMax)}`,
      );
      expect(c.badges.costRange).toBe(
        `${formatDollars(c.figures.headline.min)}-${formatDollars(c.figures.headline.max)} per sq ft, likely, by kind`,
      );
      const first = initializeQuestions({ type: c.type.id as "healthcare", location }).costEstimate;
      expect(c.figures.mixture).toEqual({ sqFt: first.sq_ft, perSqFt: first.costPerSqFt });
    }
  });

  it("gives every market fact a source and no housing profile to other types", () => {
    for (const type of PROJECT_TYPES) {
      const c = content(`/estimate/${type.id}/california/los-angeles`);
      for (const fact of c.marketInsights) expect(fact.source.length).toBeGreaterThan(5);
      const text = JSON.stringify(c);
      // The specification's housing profile (labor $45-65, +25% materials, $15K-$25K permits,
      // 8-12 months) appears on no page.
      expect(text).not.toMatch(/\$45-\$65|\+25%|\$15K-\$25K|8-12 months/);
    }
  });

  it("quotes permits and fees and a measured build time only where a source covers the type", () => {
    const home = content("/estimate/single-family/vermont");
    expect(home.marketInsights.map((f) => f.label)).toEqual(
      expect.arrayContaining(["Permits and fees", "Time to build"]),
    );
    expect(home.marketInsights.find((f) => f.label === "Time to build")?.value).toContain(
      "New England census division",
    );
    const school = content("/estimate/educational/texas");
    expect(school.marketInsights.map((f) => f.label)).not.toContain("Permits and fees");
    expect(school.marketInsights.find((f) => f.label === "Typical timeline")?.value).toBe(
      "18-36 months, design to completion",
    );
    expect(school.timelineNote).not.toMatch(/months; projects in/);
  });

  it("says no hazard from a statewide template and gives populations their year", () => {
    for (const state of STATES) expect(state.climate).not.toMatch(/hurricane|seismic|wildfire|flood/i);
    const c = content("/estimate/single-family/texas/houston");
    expect(c.contextualInsights.join(" ")).toMatch(/is the largest of the cities we list in Texas/);
    expect(c.contextualInsights.join(" ")).toMatch(/residents \(\d{4}\)/);
    expect(content("/estimate/single-family/texas/austin").contextualInsights.join(" ")).toMatch(
      /the \d+(st|nd|rd|th)-largest/,
    );
    expect(c.marketInsights.find((f) => f.label === "Population")?.value).toMatch(/\(\d{4}\)$/);
  });

  it("gives the four components' shares adding up to the whole", () => {
    const c = content("/estimate/healthcare/ohio");
    const shares = c.costBreakdown.map((b) => Number(b.engineShare.replace("%", "")));
    expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(98);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(102);
  });
});
