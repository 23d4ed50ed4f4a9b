/**
 * The prequential record and the slices (decision record 016): every case of the set has a first
 * score or the reason it has none, each record is well formed and kept for good, and the sealed
 * test slice is a fixed rule on the id inside the third kept out of the fit.
 */
import { describe, expect, it } from "vitest";
import cases from "../../../shared/calibration/cases.json";
import records from "../../../shared/calibration/first-scores.json";
import { firstScoreOf, withFirstScores } from "../../../shared/calibration/first-score";
import { sealedById, sliceOf } from "../../../shared/calibration/slices";
import { firstScores } from "../../../shared/calibration/summary";
import type {
  CalibrationCase,
  CaseScore,
  FirstScore,
  FirstScoreRecord,
} from "../../../shared/calibration/types";
import { likelyRange } from "../../../shared/likely-range";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";

const CASES = cases as CalibrationCase[];
const RECORDS = records as Record<string, FirstScoreRecord>;
const HOW = ["score-batch", "history", "history-same-parameters"];

describe("first-scores.json", () => {
  it("has a record for every case of the set: its first score, or why it has none", () => {
    const missing = CASES.filter((c) => !RECORDS[c.id]).map((c) => c.id);
    expect(missing, "run scripts/score-batch.ts on a batch before it joins").toEqual([]);
    for (const c of CASES) {
      const r = RECORDS[c.id]!;
      if ("missing" in r) expect(r.missing.length, c.id).toBeGreaterThan(20);
    }
  });

  it("holds well-formed first scores, from before each case joined", () => {
    const ids = new Set(CASES.map((c) => c.id));
    for (const [id, r] of Object.entries(RECORDS)) {
      // a record of an id not in the set is a candidate a batch scored that did not join
      if (!ids.has(id)) expect(r, id).toMatchObject({ how: "score-batch" });
      if ("missing" in r) continue;
      expect(HOW, id).toContain(r.how);
      expect(r.min, id).toBeGreaterThan(0);
      expect(r.min, id).toBeLessThanOrEqual(r.expected);
      expect(r.expected, id).toBeLessThanOrEqual(r.max);
      expect(r.published, id).toBeGreaterThan(0);
      expect(r.cost, id).toBeGreaterThan(0);
      expect(r.areaSqFt, id).toBeGreaterThan(0);
      expect(r.year, id).toBeGreaterThan(1990);
      expect(r.date, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.priceLevel, id).toMatch(/^\d{4}-\d{2}$/);
      expect(r.dataVersion.startsWith(`${r.priceLevel}.`), id).toBe(true);
      if (r.likely) {
        expect(r.likely.min, id).toBeGreaterThanOrEqual(r.min);
        expect(r.likely.max, id).toBeLessThanOrEqual(r.max);
      }
    }
  });

  it("recovers most of the set's first scores from the history; the set's first data has none", () => {
    const scored = CASES.filter((c) => !c.excluded);
    const first = firstScores(scored, RECORDS);
    expect(first.length).toBeGreaterThan(scored.length / 2);
    // each type but remodels (which all joined with the first data) has first scores
    for (const t of PROJECT_TYPE_IDS.filter((t) => t !== "home-improvements")) {
      expect(first.filter((s) => CASES.find((c) => c.id === s.id)!.type === t).length, t).toBeGreaterThan(10);
    }
    const none = Object.values(RECORDS).filter((r) => "missing" in r) as { missing: string }[];
    expect(none.every((r) => r.missing.includes("first data"))).toBe(true);
  });
});

describe("keeping first scores", () => {
  const score: CaseScore = {
    id: "x",
    state: "Texas",
    city: "Austin",
    published: 1_000_000,
    min: 700_000,
    expected: 1_050_000,
    max: 1_600_000,
    inside: true,
    error: 0.05,
    width: 0.857,
    kind: "a",
  };
  const JOINED = { type: "healthcare" as const, cost: 900_000, year: 2024, areaSqFt: 5_000 };
  const by = {
    dataVersion: "2025-12.abcdef01",
    priceLevel: "2025-12",
    date: "2026-11-27",
    engine: "abc1234",
  };

  it("records the range, the likely range the engine gives, the published cost and the engine", () => {
    const f = firstScoreOf(JOINED, score, by);
    const l = likelyRange(score, "healthcare");
    expect(f).toEqual({
      cost: 900_000,
      year: 2024,
      areaSqFt: 5_000,
      min: 700_000,
      expected: 1_050_000,
      max: 1_600_000,
      likely: { min: Math.round(l.min), max: Math.round(l.max) },
      published: 1_000_000,
      ...by,
      how: "score-batch",
    });
  });

  it("never rewrites a record: a case scored again keeps its first score, and a reason stays", () => {
    const first = firstScoreOf(JOINED, score, by);
    const later: FirstScore = { ...first, expected: 2, date: "2027-01-01" };
    const start: Record<string, FirstScoreRecord> = {
      b: first,
      a: { missing: "joined with the first data" },
    };
    const { records: out, kept } = withFirstScores(start, [
      ["b", later],
      ["a", later],
      ["c", later],
    ]);
    expect(out.b).toBe(first);
    expect(out.a).toEqual({ missing: "joined with the first data" });
    expect(out.c).toBe(later);
    expect(kept).toEqual(["b", "a"]);
    expect(Object.keys(out)).toEqual(["a", "b", "c"]);
  });
});

describe("the slices", () => {
  it("seals by a fixed rule on the id: FNV-1a of 'sealed:' and the id, even", () => {
    // pinned: the rule must not change, or the sealed slice would be drawn again
    expect(["a", "b", "c", "d", "e", "f"].map(sealedById)).toEqual(
      ["a", "b", "c", "d", "e", "f"].map((id) => {
        let h = 0x811c9dc5;
        for (const ch of `sealed:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
        return (h >>> 0) % 2 === 0;
      }),
    );
    expect(sliceOf({ id: "anything", holdout: false })).toBe("fitted");
  });

  it("draws the sealed slice inside the third kept out of the fit, about half of it in every type", () => {
    const scored = CASES.filter((c) => !c.excluded);
    for (const t of PROJECT_TYPE_IDS) {
      const out = scored.filter((c) => c.type === t && c.holdout);
      const sealed = out.filter((c) => sliceOf(c) === "sealed").length;
      expect(sealed / out.length, t).toBeGreaterThan(0.25);
      expect(sealed / out.length, t).toBeLessThan(0.75);
    }
    expect(scored.filter((c) => !c.holdout && sliceOf(c) !== "fitted")).toEqual([]);
  });
});
