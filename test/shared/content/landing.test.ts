/** Landing content: routes, validation, the spec's generated text rules and per-place figures. */
import { describe, expect, it } from "vitest";
import { STATES, citiesOf } from "../../../shared/places/index";
import { PROJECT_TYPES } from "../../../shared/project-types";
import { buildLandingContent } from "../../../shared/content/landing";
import { landingTargetOf, parseLandingPath } from "../../../shared/content/landing-route";
import { contingencyAdvice, timelinePhases } from "../../../shared/content/landing-sections";

function content(path: string, year = 2026) {
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
    expect(c.chips.timeline).toBe("6-12 months");
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

  it("states the labor rate and permits of the regional profile", () => {
    const c = content("/estimate/office-building/new-york");
    expect(c.marketInsights).toContainEqual({ label: "Labor rate", value: "$50-$70 per hour" });
    expect(c.marketInsights).toContainEqual({ label: "Permits", value: "$20K-$35K" });
  });

  it("gives the four components' shares adding up to the whole", () => {
    const c = content("/estimate/healthcare/ohio");
    const shares = c.costBreakdown.map((b) => Number(b.engineShare.replace("%", "")));
    expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(98);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(102);
  });
});
