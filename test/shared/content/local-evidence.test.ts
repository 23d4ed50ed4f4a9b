/** Landing pages' real local evidence: the set's projects of the type in the state, with links, and the class here. */
import { describe, expect, it } from "vitest";
import { buildLandingContent } from "../../../shared/content/landing";
import { landingTargetOf } from "../../../shared/content/landing-route";
import { LOCAL_LIMIT } from "../../../shared/content/local-evidence";
import cases from "../../../shared/calibration/cases.json";

const content = (path: string) => buildLandingContent(landingTargetOf(path)!, 2026);

/** How many scored projects of a type the set has in a state. */
const inState = (type: string, state: string) =>
  cases.filter((c) => c.type === type && c.state === state && !("excluded" in c && c.excluded)).length;

describe("landing pages' local evidence", () => {
  it.each([
    ["/estimate/educational/texas", "educational", "Texas"],
    ["/estimate/healthcare/california", "healthcare", "California"],
    ["/estimate/healthcare/california/los-angeles", "healthcare", "California"],
  ])("%s lists real %s projects of %s with links", (path, type, state) => {
    const ev = content(path).localEvidence;
    expect(ev.scope).toBe("state");
    expect(ev.count).toBe(inState(type, state));
    expect(ev.projects.length).toBe(Math.min(ev.count, LOCAL_LIMIT));
    expect(ev.projects.length).toBeGreaterThanOrEqual(5);
    for (const p of ev.projects) {
      expect(p.place).toMatch(new RegExp(`${state}$`));
      expect(p.url).toMatch(/^https?:\/\//);
      expect(p.perSqFt).toBeGreaterThan(0);
    }
    expect(ev.referenceClass.count).toBeGreaterThanOrEqual(5);
    expect(ev.referenceClass.p25!).toBeLessThanOrEqual(ev.referenceClass.median!);
    expect(ev.referenceClass.median!).toBeLessThanOrEqual(ev.referenceClass.p75!);
  });

  it("says when a state has none and lists its census division's instead", () => {
    expect(inState("educational", "Vermont")).toBe(0);
    const ev = content("/estimate/educational/vermont").localEvidence;
    expect(ev).toMatchObject({ scope: "division", state: "Vermont", division: "New England" });
    expect(ev.projects.length).toBeGreaterThan(0);
    expect(ev.projects.every((p) => !p.place.endsWith("Vermont"))).toBe(true);
  });

  it("adjusts the figures to the page's place: a city's page differs from its state's", () => {
    const state = content("/estimate/healthcare/california").localEvidence;
    const city = content("/estimate/healthcare/california/san-francisco").localEvidence;
    expect(city.projects.map((p) => p.id)).toEqual(state.projects.map((p) => p.id));
    expect(city.projects.map((p) => p.perSqFt)).not.toEqual(state.projects.map((p) => p.perSqFt));
  });
});
