/**
 * Real projects like yours (shared/evidence): the projection the worker ships is what the script
 * makes of the calibration set; the rule for "nearest" orders as written (same kind, then the
 * distance of size, age and region); the reference class widens step by step and says so; the
 * percentiles interpolate like PERCENTILE.INC; every figure is the published cost brought to the
 * price level with the calibration's index and to the visitor's place with the engine's multiplier.
 */
import { describe, expect, it } from "vitest";
import casesJson from "../../../shared/calibration/cases.json";
import { escalation } from "../../../shared/calibration/score";
import scoresJson from "../../../shared/calibration/scores.generated.json";
import type { CalibrationCase, CaseScore } from "../../../shared/calibration/types";
import { locationMultiplier, structuredEstimate } from "../../../shared/engine/index";
import { TYPE_DATA } from "../../../shared/engine/params";
import { EVIDENCE_CASES as generated } from "../../../shared/evidence/cases.generated";
import {
  casesOf,
  classStats,
  comparables,
  distance,
  kindOf,
  MIN_CLASS,
  NEAREST,
  nearness,
  preparedCases,
  PRICE_YEAR,
  quantile,
  REGION_WEIGHT,
  YEAR_WEIGHT,
  type EvidenceInput,
} from "../../../shared/evidence/index";
import { projectCases, shorten } from "../../../shared/evidence/projection";
import { resolveProjectLocation } from "../../../shared/places/project-location";
import type { ProjectTypeId } from "../../../shared/project-types";

function input(
  type: ProjectTypeId,
  state: string,
  city: string | null,
  areaSqFt: number,
  kind: number | null,
): EvidenceInput {
  const location = resolveProjectLocation(state, city)!;
  const { costEstimate } = structuredEstimate({ type, location, areaSqFt });
  return { type, location, kind, estimate: costEstimate };
}

describe("the evidence projection", () => {
  it("is what `npm run data:evidence` writes from cases.json and the scores", () => {
    const fresh = projectCases(casesJson as CalibrationCase[], scoresJson as CaseScore[], (type) =>
      TYPE_DATA[type].kindQuestion ? TYPE_DATA[type].kinds.length : 0,
    );
    expect(generated).toEqual(fresh);
  });

  it("keeps every scored case and no case a scope check set aside", () => {
    const scored = new Set((scoresJson as CaseScore[]).map((s) => s.id));
    const ids = generated.map((c) => c.id);
    expect(new Set(ids)).toEqual(scored);
    const excluded = (casesJson as CalibrationCase[]).filter((c) => c.excluded).map((c) => c.id);
    for (const id of excluded) expect(ids).not.toContain(id);
  });

  it("shortens long texts at a word, with an ellipsis", () => {
    expect(shorten("short text")).toBe("short text");
    const long = "word ".repeat(100);
    const cut = shorten(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("percentiles", () => {
  it("interpolate linearly between order statistics, like PERCENTILE.INC", () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.1)).toBeCloseTo(14);
    expect(quantile([10, 20, 30, 40, 50], 0.9)).toBeCloseTo(46);
    expect(quantile([7], 0.9)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });

  it("summarise a class: count, min, deciles, quartiles, median and max in whole dollars", () => {
    expect(classStats([50, 10, 40, 20, 30])).toEqual({
      count: 5,
      min: 10,
      p10: 14,
      p25: 20,
      median: 30,
      p75: 40,
      p90: 46,
      max: 50,
    });
    expect(classStats([])).toBeNull();
  });
});

describe("the rule for 'nearest'", () => {
  const hospital = input("healthcare", "Texas", "Houston", 200_000, 0);
  const result = comparables(hospital);

  it("puts the visitor's kind first, then orders by distance", () => {
    expect(result.nearest).toHaveLength(NEAREST);
    const placed = preparedCases("healthcare");
    const byId = new Map(placed.map((p) => [p.c.id, p]));
    const d = result.nearest.map((c) => {
      const p = byId.get(c.id)!;
      return distance(p.c, 200_000, nearness(p, "TX", "West South Central"));
    });
    for (const c of result.nearest) expect(c.sameKind).toBe(true);
    for (let i = 1; i < d.length; i++) expect(d[i]!).toBeGreaterThanOrEqual(d[i - 1]!);
    // nothing of the same kind left out is nearer than the last one shown
    const shown = new Set(result.nearest.map((c) => c.id));
    for (const p of placed) {
      if (shown.has(p.c.id) || p.c.kind !== 0) continue;
      expect(distance(p.c, 200_000, nearness(p, "TX", "West South Central"))).toBeGreaterThanOrEqual(
        d.at(-1)!,
      );
    }
  });

  it("weighs size by log-area, age by year and region by state, division, nation", () => {
    const [p] = preparedCases("healthcare").filter((x) => x.c.code === "TX");
    const c = p!.c;
    const age = YEAR_WEIGHT * (PRICE_YEAR - c.year);
    expect(distance(c, c.areaSqFt, "state")).toBeCloseTo(age);
    expect(distance(c, c.areaSqFt * 2, "state")).toBeCloseTo(Math.log(2) + age);
    expect(distance(c, c.areaSqFt / 2, "division")).toBeCloseTo(Math.log(2) + age + REGION_WEIGHT.division);
    expect(distance(c, c.areaSqFt, "nation")).toBeCloseTo(age + REGION_WEIGHT.nation);
    expect(nearness(p!, "TX", "West South Central")).toBe("state");
    expect(nearness(p!, "OK", "West South Central")).toBe("division");
    expect(nearness(p!, "CA", "Pacific")).toBe("nation");
  });

  it("places a regional average in its division and a national one in the nation", () => {
    const averages = preparedCases("home-improvements").filter((p) => p.c.average);
    const pacific = averages.find((p) => p.c.average === "Pacific")!;
    const national = averages.find((p) => p.c.average === "national")!;
    expect(nearness(pacific, "CA", "Pacific")).toBe("division");
    expect(nearness(pacific, "IL", "East North Central")).toBe("nation");
    expect(nearness(national, "IL", "East North Central")).toBe("nation");
  });

  it("fills from other kinds of the type, after the same kind, when the kind has fewer cases", () => {
    // basement and attic finishes: fewer cases in the set than the five nearest
    const basement = comparables(input("home-improvements", "Illinois", "Chicago", 600, 3));
    const kinds = basement.nearest.map((c) => c.sameKind);
    const same = kinds.filter(Boolean).length;
    expect(same).toBeGreaterThan(0);
    expect(same).toBeLessThan(kinds.length);
    expect(kinds.slice(0, same).every(Boolean)).toBe(true);
    expect(kinds.slice(same).every((k) => !k)).toBe(true);
  });

  it("ranks by the type alone when no kind was chosen", () => {
    const any = comparables({ ...hospital, kind: null });
    expect(any.kind).toBeNull();
    expect(any.nearest.every((c) => !c.sameKind)).toBe(true);
    expect(any.referenceClass.tried[0]).toMatchObject({ kind: null, division: "West South Central" });
  });
});

describe("the reference class", () => {
  it("stays at the kind in the visitor's division when it has enough projects", () => {
    const { referenceClass: rc } = comparables(input("healthcare", "Texas", "Houston", 200_000, 0));
    expect(rc.tried).toHaveLength(1);
    expect(rc).toMatchObject({ kind: "Acute-care hospital or bed tower", division: "West South Central" });
    expect(rc.count).toBeGreaterThanOrEqual(MIN_CLASS);
    expect(rc.widened).toEqual([]);
    expect(rc.points).toHaveLength(rc.count);
  });

  it("widens the region to the nation when the division is thin, and says so", () => {
    const { referenceClass: rc } = comparables(input("home-improvements", "Illinois", "Chicago", 200, 0));
    expect(rc.tried.map((t) => t.division)).toEqual(["East North Central", null]);
    expect(rc.tried[0]!.count).toBeLessThan(MIN_CLASS);
    expect(rc.kind).toBe("Kitchen remodel");
    expect(rc.division).toBeNull();
    expect(rc.widened).toHaveLength(1);
    expect(rc.widened[0]).toMatch(/East North Central census division: widened .* to the nation/);
  });

  it("widens the kind to the type when the kind is thin in the whole nation", () => {
    const { referenceClass: rc } = comparables(input("home-improvements", "Illinois", "Chicago", 600, 3));
    expect(rc.tried.map((t) => [t.kind !== null, t.division])).toEqual([
      [true, "East North Central"],
      [true, null],
      [false, null],
    ]);
    expect(rc.kind).toBeNull();
    expect(rc.count).toBe(casesOf("home-improvements").length);
    expect(rc.widened).toHaveLength(2);
    expect(rc.widened[1]).toMatch(/widened to every kind of home improvements/);
    expect(rc.thin).toBe(false);
  });

  it("gives the statistics of every basis and of each, at the visitor's place", () => {
    const { referenceClass: rc } = comparables(input("educational", "Texas", "Pflugerville", 200_000, 2));
    const { all, construction, totalProject } = rc.stats;
    expect(all!.count).toBe(rc.count);
    expect(construction!.count + totalProject!.count).toBe(rc.count);
    expect(all!.min).toBeLessThanOrEqual(all!.p10);
    expect(all!.p10).toBeLessThanOrEqual(all!.p25);
    expect(all!.p25).toBeLessThanOrEqual(all!.median);
    expect(all!.median).toBeLessThanOrEqual(all!.p75);
    expect(all!.p75).toBeLessThanOrEqual(all!.p90);
    expect(all!.p90).toBeLessThanOrEqual(all!.max);
    const values = rc.points.map((p) => p.perSqFt);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(all!.min).toBe(values[0]);
    expect(all!.max).toBe(values.at(-1));
  });
});

describe("each comparable's figures", () => {
  const chicago = input("office-building", "Illinois", "Chicago", 50_000, 0);
  const result = comparables(chicago);

  it("bring the published cost to the price level and to the visitor's place, both factors shown", () => {
    const visitor = locationMultiplier("office-building", chicago.location);
    expect(result.place.multiplier).toBeCloseTo(visitor, 4);
    for (const c of result.nearest) {
      const ec = generated.find((x) => x.id === c.id)!;
      const place = resolveProjectLocation(ec.pricedIn ?? ec.state, ec.pricedIn ? null : ec.city || null)!;
      expect(c.escalation.factor).toBeCloseTo(escalation(c.year, "office-building"), 4);
      expect(c.location.project).toBeCloseTo(locationMultiplier("office-building", place), 4);
      expect(c.location.factor).toBeCloseTo(visitor / locationMultiplier("office-building", place), 4);
      expect(c.perSqFt.published).toBe(Math.round(c.cost.amount / c.areaSqFt));
      const today = (c.cost.amount / c.areaSqFt) * escalation(c.year, "office-building");
      expect(c.perSqFt.today).toBe(Math.round(today));
      expect(Math.abs(c.perSqFt.here - today * c.location.factor)).toBeLessThan(1);
      expect(c.source.url).toMatch(/^https?:\/\//);
    }
  });

  it("compare with the visitor's range of the same basis", () => {
    const { construction, "total-project": total } = result.range;
    expect(construction.min).toBe(Math.round(chicago.estimate.min / chicago.estimate.sq_ft));
    expect(total.min).toBeGreaterThan(construction.min);
    expect(total.max).toBeGreaterThan(construction.max);
    for (const c of result.nearest) {
      expect(c.comparedWith).toBe(c.cost.basis);
      const r = result.range[c.comparedWith];
      const expected = c.perSqFt.here < r.min ? "below" : c.perSqFt.here > r.max ? "above" : "inside";
      expect(c.position).toBe(expected);
    }
  });
});

describe("the visitor's kind", () => {
  it("is read from the kind question's answer, by id or text; 'Not sure' and no answer are none", () => {
    const q = TYPE_DATA.healthcare.kindQuestion!;
    expect(kindOf("healthcare", [{ question: q.id, answer: "a" }])).toBe(0);
    expect(kindOf("healthcare", [{ question: ` ${q.text} `, answer: "C" }])).toBe(2);
    const notSure = String.fromCharCode(97 + TYPE_DATA.healthcare.kinds.length);
    expect(kindOf("healthcare", [{ question: q.id, answer: notSure }])).toBeNull();
    expect(kindOf("healthcare", [{ question: "hc-beds", answer: "a" }])).toBeNull();
    expect(kindOf("healthcare", [])).toBeNull();
  });
});
