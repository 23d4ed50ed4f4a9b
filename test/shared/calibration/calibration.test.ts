/**
 * The calibration set and its scores: every case is complete and priced at a known place and year,
 * each type has at least 15 cases with a third kept out of the fit, every case replays through the
 * ten-question conversation, and the committed scores (the /accuracy page) equal a fresh scoring.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import costIndex from "../../../shared/calibration/cost-index.json";
import { ParamSchema, num } from "../../../shared/engine/provenance";
import { ENGINE_SOURCES } from "../../../shared/engine/sources";
import casesJson from "../../../shared/calibration/cases.json";
import { CalibrationCaseSchema, CasesSchema } from "../../../shared/calibration/case-schema";
import scoresJson from "../../../shared/calibration/scores.generated.json";
import { CONTENT_GROWTH, contentGrowth, escalation, scoreCase } from "../../../shared/calibration/score";
import type { CalibrationCase, CaseScore } from "../../../shared/calibration/types";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";

const ALL = casesJson as CalibrationCase[];
/** The scored cases (a scope check may set a case aside, with its reason). */
const CASES = ALL.filter((c) => !c.excluded);
const SCORES = scoresJson as CaseScore[];
/** The years the cost index covers. */
const INDEXED_YEARS = Object.keys(costIndex.byYear).map(Number);

describe("calibration set", () => {
  it("holds at least 120 cases and at least 15 of each type, a third kept out of the fit", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    for (const type of PROJECT_TYPE_IDS) {
      const of = CASES.filter((c) => c.type === type);
      expect(of.length, type).toBeGreaterThanOrEqual(15);
      const aside = of.filter((c) => c.holdout).length;
      expect(aside, type).toBe(Math.ceil(of.length / 3));
    }
  });

  it("gives every case a source link, a year the cost index covers, a cost, an area and a basis", () => {
    const ids = new Set<string>();
    for (const c of CASES) {
      expect(ids.has(c.id), c.id).toBe(false);
      ids.add(c.id);
      expect(c.source.url, c.id).toMatch(/^https?:\/\//);
      expect(INDEXED_YEARS, c.id).toContain(c.year);
      expect(c.cost, c.id).toBeGreaterThan(0);
      expect(c.areaSqFt, c.id).toBeGreaterThan(0);
      expect(["construction", "total-project"], c.id).toContain(c.costBasis);
    }
  });

  it("loads every case, excluded ones too, through the strict schema of cases and facts", () => {
    const r = v.safeParse(CasesSchema, casesJson);
    expect(r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toEqual([]);
    expect(ALL.some((c) => c.excluded)).toBe(true);
  });

  it("refuses a fact it does not list, a fact's unknown value and an unknown key", () => {
    const c = ALL[0]!;
    const refused = (x: unknown) => !v.safeParse(CalibrationCaseSchema, x).success;
    expect(refused(c)).toBe(false);
    expect(refused({ ...c, facts: { ...c.facts, storeys: 3 } })).toBe(true);
    expect(refused({ ...c, facts: { ...c.facts, quality: "Premium" } })).toBe(true);
    expect(refused({ ...c, facts: { ...c.facts, stories: 2.5 } })).toBe(true);
    expect(refused({ ...c, note: "stray" })).toBe(true);
  });

  it("escalates older dollars up to the price level", () => {
    expect(escalation(2015)).toBeGreaterThan(escalation(2020));
    expect(escalation(2020)).toBeGreaterThan(1);
    // homes follow the residential series: 2022's peak needs less escalation than 2019's dollars
    expect(escalation(2019, "single-family")).toBeGreaterThan(escalation(2022, "single-family"));
    expect(escalation(2019, "single-family")).not.toBe(escalation(2019, "educational"));
  });

  it("adds each type's fitted content growth to new buildings of the Turner-indexed types only", () => {
    const years = num(CONTENT_GROWTH.referenceYear) - 2015;
    for (const type of ["multi-family", "office-building", "educational", "healthcare"] as const) {
      const rate = num(CONTENT_GROWTH.rates[type]!);
      expect(rate, type).toBeGreaterThan(0);
      expect(escalation(2015, type) / escalation(2015), type).toBeCloseTo(Math.pow(1 + rate, years), 10);
    }
    expect(escalation(2015, "home-improvements")).toBe(escalation(2015));
    expect(contentGrowth(2015, "single-family")).toBe(1);
  });

  it("gives every value of both cost series a registered source or a judgement", () => {
    const ids = new Set<string>(ENGINE_SOURCES.map((s) => s.id));
    const index = costIndex as unknown as Record<string, unknown> & { residential: Record<string, unknown> };
    const params = [index, index.residential].flatMap((series) => [
      series.priceLevel,
      ...Object.values(series.byYear as Record<string, unknown>),
    ]);
    for (const p of [...params, ...Object.values(CONTENT_GROWTH.rates), CONTENT_GROWTH.referenceYear]) {
      const param = v.parse(ParamSchema, p);
      if ("source" in param) expect(ids, param.source).toContain(param.source);
    }
    for (const c of CASES.filter((x) => x.type === "single-family")) {
      expect(() => escalation(c.year, c.type), c.id).not.toThrow();
    }
  });
});

describe("calibration scores", () => {
  it("equal a fresh scoring of every case through the conversation (npm run data:accuracy)", () => {
    const fresh = CASES.map(scoreCase);
    expect(fresh).toEqual(SCORES);
    // Every case's conversation: about 3 s alone, more than the default 5 s on a busy machine
  }, 30_000);

  it("put the published cost inside the range as often as the scores say", () => {
    for (const s of SCORES) {
      expect(s.inside).toBe(s.published >= s.min && s.published <= s.max);
      expect(s.min).toBeLessThanOrEqual(s.expected);
      expect(s.expected).toBeLessThanOrEqual(s.max);
    }
  });
});
