/**
 * Real local evidence for a landing page (issue 27): the calibration set's published projects of
 * the page's type in the page's state, each with its source link and its cost per sq ft brought to
 * today's price level and to the page's place; a state with none says so and lists its census
 * division's instead. Beside them, the reference class at the place (shared/evidence: the type's
 * projects in the census division, widened to the nation when fewer than five) with its median and
 * quartiles. Computed when the page is built (the prebuilt part), never per request.
 */
import { comparables, nearness, preparedCases, type PreparedCase } from "../evidence/index";
import { locationMultiplier } from "../engine/index";
import type { ResolvedLocation } from "../places/types";
import type { ProjectTypeId } from "../project-types";
import { censusDivision } from "./market-data";
import type { LocalEvidence } from "./landing-types";

/** The most projects a page lists (the newest first); the count says how many there are. */
export const LOCAL_LIMIT = 12;

/** The local evidence of a type at a place; `estimate` is the page's reference project's range. */
export function localEvidence(
  type: ProjectTypeId,
  location: ResolvedLocation,
  estimate: { min: number; expected: number; max: number; sq_ft: number },
): LocalEvidence {
  const code = location.state.code;
  const division = censusDivision(code);
  const visitor = locationMultiplier(type, location);
  const cases = preparedCases(type).filter((p) => p.c.code !== "");
  const inState = cases.filter((p) => nearness(p, code, division) === "state");
  const scope = inState.length > 0 ? "state" : "division";
  const listed =
    scope === "state" ? inState : cases.filter((p) => nearness(p, code, division) === "division");
  const here = (p: PreparedCase) => Math.round((p.published * p.escalation * visitor) / p.multiplier);
  const projects = [...listed]
    .sort((a, b) => b.c.year - a.c.year || (a.c.id < b.c.id ? -1 : 1))
    .slice(0, LOCAL_LIMIT)
    .map((p) => ({
      id: p.c.id,
      name: p.c.name,
      place: p.c.city ? `${p.c.city}, ${p.c.state}` : p.c.state,
      year: p.c.year,
      areaSqFt: p.c.areaSqFt,
      perSqFt: here(p),
      basis: p.c.costBasis,
      publisher: p.c.source.publisher,
      url: /^https?:\/\//.test(p.c.source.url) ? p.c.source.url : "",
    }));
  const rc = comparables({ type, location, kind: null, estimate }).referenceClass;
  const stats = rc.stats.all;
  return {
    scope,
    state: location.state.name,
    division: division ?? null,
    count: listed.length,
    projects,
    referenceClass: {
      where: rc.division ? `the ${rc.division} census division` : "the nation",
      count: rc.count,
      p10: stats?.p10 ?? null,
      p25: stats?.p25 ?? null,
      median: stats?.median ?? null,
      p75: stats?.p75 ?? null,
      p90: stats?.p90 ?? null,
    },
  };
}
