/**
 * The landing page's lead figures (issue 32): each kind at its typical size is exactly what the
 * calculator shows a visitor who answers the kind and the size and "Not sure" to the rest, the
 * likely range is the middle half of the engine's own lognormal, and the headline stays a range a
 * visitor can use in every state.
 */
import { describe, expect, it } from "vitest";
import { nextQuestion, type AnswerRecord, type QuestionOut } from "../../../shared/engine/index";
import { kindFigures } from "../../../shared/content/kind-figures";
import { buildLandingContent } from "../../../shared/content/landing";
import { placeFigures } from "../../../shared/content/landing-figures";
import { RANGE_Z, likelyRange, likelyZ } from "../../../shared/likely-range";
import { STATES, resolveLocation } from "../../../shared/places/index";
import { PROJECT_TYPES, PROJECT_TYPE_IDS, type ProjectTypeId } from "../../../shared/project-types";
import { GLOBAL } from "../../../shared/engine/params";
import { num } from "../../../shared/engine/provenance";
import type { ResolvedLocation } from "../../../shared/places/types";

const LETTERS = ["a", "b", "c", "d", "e", "f"] as const;
const optionsOf = (q: QuestionOut) =>
  LETTERS.map((l) => q[`option_${l}`]).filter((o): o is string => typeof o === "string");

/** Replays a conversation: the kind, the area, "Not sure" to any other question asked first. */
function replayKind(type: ProjectTypeId, location: ResolvedLocation, kindLabel: string, area: number) {
  const answers: AnswerRecord[] = [];
  let kindDone = false;
  let areaDone = false;
  for (;;) {
    const step = nextQuestion({ type, location }, answers);
    if (kindDone && areaDone) return step.costEstimate;
    const q = step.question!;
    const options = optionsOf(q);
    const kindIndex = options.findIndex((o) => o === kindLabel || o.startsWith(`${kindLabel} (`));
    let answer: string | number;
    if (q.kind === "number" && q.unit === "sq ft") {
      answer = area;
      areaDone = true;
    } else if (q.kind === "choice" && kindIndex >= 0) {
      answer = LETTERS[kindIndex]!;
      kindDone = true;
    } else if (q.kind === "choice") {
      answer = LETTERS[options.length - 1]!;
      expect(options[options.length - 1]).toMatch(/^Not sure/);
    } else {
      throw new Error(`unexpected numeric question ${q.id} before the kind and the area`);
    }
    answers.push({ question: q.id, answer, questionNumber: answers.length + 1 });
  }
}

describe("kind figures", () => {
  it("are what the calculator shows after the kind and the size, every other question open", () => {
    for (const [state, city] of [
      ["california", "los-angeles"],
      ["colorado", "denver"],
      ["ohio", null],
    ] as const) {
      const location = resolveLocation(state, city)!;
      for (const type of PROJECT_TYPES) {
        const kinds = kindFigures(type.id, location);
        expect(kinds.length, type.id).toBeGreaterThanOrEqual(3);
        for (const k of kinds) {
          const e = replayKind(type.id, location, k.label, k.typicalSqFt);
          expect(e.sq_ft).toBe(k.typicalSqFt);
          expect(e.sqFtAnswered).toBe(true);
          expect({ min: k.perSqFt.min, expected: k.perSqFt.expected, max: k.perSqFt.max }).toEqual(
            e.costPerSqFt,
          );
          expect(k.total.expected).toBe(k.perSqFt.expected * k.typicalSqFt);
        }
      }
    }
  });
});

describe("likely range", () => {
  it("is the 25th to 75th percentile of the lognormal whose 10th and 90th percentiles the engine gives", () => {
    const sigma = 0.4;
    const m = 1000;
    const r = likelyRange(
      {
        min: m * Math.exp(-RANGE_Z * sigma),
        expected: m,
        max: m * Math.exp(RANGE_Z * sigma),
      },
      "healthcare",
    );
    expect(r.min).toBeCloseTo(m * Math.exp(-likelyZ("healthcare") * sigma), 6);
    expect(r.max).toBeCloseTo(m * Math.exp(likelyZ("healthcare") * sigma), 6);
    expect(RANGE_Z).toBeCloseTo(1.2816, 4);
  });

  it("takes each type's fitted quantile from the engine's data, inside the 80% range; an unknown type the widest", () => {
    const fitted = PROJECT_TYPE_IDS.map((t) => GLOBAL.likelyQuantile[t]);
    for (const p of fitted) {
      expect(p).toMatchObject({ source: "c2c-calibration-2026" });
      expect(num(p)).toBeGreaterThan(0.2);
      expect(num(p)).toBeLessThan(RANGE_Z);
    }
    PROJECT_TYPE_IDS.forEach((t, i) => expect(likelyZ(t)).toBe(num(fitted[i]!)));
    expect(likelyZ(undefined)).toBe(Math.max(...fitted.map((p) => num(p))));
  });

  it("gives the median back for a range without spread", () => {
    expect(likelyRange({ min: 5, expected: 5, max: 5 }, "educational")).toEqual({ min: 5, max: 5 });
    expect(likelyRange({ min: 0, expected: 5, max: 9 }, "educational")).toEqual({ min: 5, max: 5 });
  });
});

describe("landing headline", () => {
  it("never spans more than ten times its low end, for every type in every state", () => {
    for (const state of STATES) {
      for (const type of PROJECT_TYPES) {
        const f = placeFigures({ type, state, city: null });
        expect(f.headline.max, `${type.id} ${state.slug}`).toBeLessThanOrEqual(10 * f.headline.min);
        for (const k of f.kinds) {
          expect(k.perSqFt.likelyMin).toBeGreaterThanOrEqual(k.perSqFt.min);
          expect(k.perSqFt.likelyMax).toBeLessThanOrEqual(k.perSqFt.max);
        }
      }
    }
  });

  it("keeps the calculator's first estimate (every kind mixed) to the footnote", () => {
    const target = {
      type: PROJECT_TYPES.find((t) => t.id === "healthcare")!,
      state: STATES.find((s) => s.slug === "california")!,
    };
    const c = buildLandingContent({ ...target, city: null }, 2026);
    const mix = `$${c.figures.mixture.perSqFt.min.toLocaleString("en-US")}-$${c.figures.mixture.perSqFt.max.toLocaleString("en-US")}`;
    expect(c.kindsNote).toContain(mix);
    for (const text of [c.badges.costRange, c.intro, c.description, JSON.stringify(c.marketInsights)]) {
      expect(text).not.toContain(mix);
    }
  });
});
