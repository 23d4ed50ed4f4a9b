/**
 * What moves your cost (shared/whatif): each alternative equals the final estimate of its own
 * answers for every type, the list is ordered by size with the five biggest each way, the words
 * read as the product writes them, a change smaller than its own uncertainty says so, and the
 * change's range is the shared-uncertainty range of the README, not the difference of two ranges.
 */
import { describe, expect, it } from "vitest";
import { finalEstimate, nextQuestion, type AnswerRecord } from "../../../shared/engine/index";
import { RANGE_Z, likelyZ } from "../../../shared/likely-range";
import { resolveLocation } from "../../../shared/places/index";
import { PROJECT_TYPES } from "../../../shared/project-types";
import {
  changeSentence,
  deltaRange,
  numberAlternatives,
  signedMoney,
  TOP,
  whatIf,
  withinUncertainty,
} from "../../../shared/whatif/index";
import { inSentence } from "../../../shared/whatif/words";
import { formatMoneyShort } from "../../../shared/format";
import { play, project } from "../engine/fixtures";
import { AUSTIN_CHOICES as CHOICES } from "./austin";

/** The likely range of a change takes its type's fitted quantile. */
const LIKELY_Z = likelyZ("single-family");

const austin = { type: "single-family" as const, location: resolveLocation("texas", "austin")! };

function austinAnswers(): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (let i = 0; i < 10; i++) {
    const q = nextQuestion(austin, answers).question!;
    answers.push({ question: q.question, answer: CHOICES[q.id] ?? "b", questionNumber: i + 1 });
  }
  return answers;
}

describe("whatIf", () => {
  it("prices every alternative as the final estimate of its own answers, for every type", () => {
    for (const t of PROJECT_TYPES) {
      for (const us of [
        [0.3, 0.6, 0.1, 0.8, 0.4, 0.2, 0.9, 0.5, 0.7, 0.35],
        [0.9, 0.1, 0.5, 0.3, 0.7, 0.6, 0.2, 0.4, 0.8, 0.05],
      ]) {
        const p = project(t.id);
        const answers = play(p, us, true);
        const budget = { landCost: 100_000 };
        const r = whatIf(p, answers, budget);
        const base = finalEstimate(p, answers, budget);
        expect(r.construction.expected).toBe(base.costEstimate.expected);
        expect(r.alternatives.length).toBeGreaterThan(20);
        for (const a of r.alternatives) {
          const f = finalEstimate(p, a.answers, budget);
          expect(a.construction.expected, `${t.id} ${a.questionId} → ${a.to.answer}`).toBe(
            f.costEstimate.expected,
          );
          expect(a.construction.min).toBe(f.costEstimate.min);
          expect(a.project.max).toBe(f.projectCost.max);
          expect(a.constructionDelta.expected).toBe(f.costEstimate.expected - base.costEstimate.expected);
          expect(a.answers[a.questionNumber - 1]!.answer).toBe(a.to.answer);
        }
      }
    }
  });

  it("sorts by the size of the change and lists the five biggest savings and additions", () => {
    const r = whatIf(austin, austinAnswers());
    const sizes = r.alternatives.map((a) => Math.abs(a.constructionDelta.expected));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(r.savings).toHaveLength(TOP);
    expect(r.additions).toHaveLength(TOP);
    const savings = r.alternatives.filter((a) => a.constructionDelta.expected < 0);
    const additions = r.alternatives.filter((a) => a.constructionDelta.expected > 0);
    expect(r.savings).toEqual(savings.slice(0, TOP));
    expect(r.additions).toEqual(additions.slice(0, TOP));
    expect(Math.min(...r.savings.map((a) => -a.constructionDelta.expected))).toBeGreaterThanOrEqual(
      Math.max(...savings.slice(TOP).map((a) => -a.constructionDelta.expected)),
    );
    // Every other option of every choice question is there (the answer given is not).
    const foundation = r.alternatives.filter((a) => a.questionId === "sf-foundation").map((a) => a.to.answer);
    expect(foundation.sort()).toEqual(["b", "c", "d", "e", "f"]);
  });

  it("says when a change brings in or drops questions, and writes the change in plain words", () => {
    const r = whatIf(austin, austinAnswers());
    const basement = r.alternatives.find((a) => a.questionId === "sf-foundation" && a.to.answer === "c")!;
    expect(basement.nowAsked.map((q) => q.id)).toContain("sf-basement-finish");
    expect(basement.noLongerAsked.length).toBe(basement.nowAsked.length);
    expect(basement.summary).toMatch(
      /^Full basement instead of slab on grade: \+\$\d+K, likely \+\$\d+K to \+\$\d+K\. It brings in ".+", counted as "Not sure"\. ".+" no longer applies\.$/,
    );
    const pool = r.alternatives.find((a) => a.questionId === "sf-special" && a.to.answer === "b")!;
    expect(pool.nowAsked).toEqual([]);
    expect(pool.summary).toMatch(/^Swimming pool instead of none: \+\$\d+K, likely \+\$\d+K to \+\$\d+K\.$/);
  });

  it("refuses a conversation that is not finished", () => {
    expect(() => whatIf(austin, austinAnswers().slice(0, 9))).toThrow(/10 answers/);
  });
});

describe("numberAlternatives", () => {
  it("gives the answer ±20% and the nearest round values, within the bounds, without the answer", () => {
    expect(numberAlternatives(2400, 500, 20000, 10)).toEqual([1920, 2000, 2500, 2880]);
    expect(numberAlternatives(2000, 500, 20000, 10)).toEqual([1500, 1600, 2400, 2500]);
    expect(numberAlternatives(600, 500, 20000, 10)).toEqual([500, 550, 650, 720]);
    expect(numberAlternatives(20000, 500, 20000, 10)).toEqual([15000, 16000]);
  });
});

describe("the range of a change", () => {
  const from = { expected: 300_000, sigma: 0.3 };

  it("carries the estimate's own relative spread when the two share their uncertainty", () => {
    const d = deltaRange(from, { expected: 341_000, sigma: 0.3 }, "single-family");
    expect(d.expected).toBe(41_000);
    expect(d.likelyMin).toBeCloseTo(41_000 * Math.exp(-LIKELY_Z * 0.3), 6);
    expect(d.likelyMax).toBeCloseTo(41_000 * Math.exp(LIKELY_Z * 0.3), 6);
    expect(d.min).toBeCloseTo(41_000 * Math.exp(-RANGE_Z * 0.3), 6);
    expect(d.max).toBeCloseTo(41_000 * Math.exp(RANGE_Z * 0.3), 6);
    // Far narrower than the difference of the two estimates' likely ranges.
    const spread = (m: number, z: number) => m * Math.exp(z * 0.3);
    expect(d.likelyMax - d.likelyMin).toBeLessThan(
      spread(341_000, LIKELY_Z) -
        spread(300_000, -LIKELY_Z) -
        (spread(341_000, -LIKELY_Z) - spread(300_000, LIKELY_Z)),
    );
  });

  it("mirrors a saving", () => {
    const d = deltaRange(from, { expected: 259_000, sigma: 0.3 }, "single-family");
    expect(d.expected).toBe(-41_000);
    expect(d.likelyMin).toBeCloseTo(-41_000 * Math.exp(LIKELY_Z * 0.3), 6);
    expect(d.likelyMax).toBeCloseTo(-41_000 * Math.exp(-LIKELY_Z * 0.3), 6);
  });

  it("adds what the two do not share, in quadrature", () => {
    const shared = deltaRange(from, { expected: 310_000, sigma: 0.3 }, "single-family");
    const wider = deltaRange(from, { expected: 310_000, sigma: 0.4 }, "single-family");
    const u = RANGE_Z * 310_000 * Math.sqrt(0.4 ** 2 - 0.3 ** 2);
    expect(wider.max - 10_000).toBeCloseTo(Math.hypot(shared.max - 10_000, u), 6);
    expect(10_000 - wider.min).toBeCloseTo(Math.hypot(10_000 - shared.min, u), 6);
  });
});

describe("smaller than its own uncertainty", () => {
  it("is a change whose 80% range reaches past zero", () => {
    const from = { expected: 300_000, sigma: 0.3 };
    expect(withinUncertainty(deltaRange(from, { expected: 301_000, sigma: 0.3 }, "single-family"))).toBe(
      false,
    );
    expect(withinUncertainty(deltaRange(from, { expected: 310_000, sigma: 0.4 }, "single-family"))).toBe(
      true,
    );
    expect(withinUncertainty(deltaRange(from, { expected: 500_000, sigma: 0.4 }, "single-family"))).toBe(
      false,
    );
    expect(withinUncertainty(deltaRange(from, from, "single-family"))).toBe(true);
  });

  it("says so in words, and says no change when there is none", () => {
    const from = { expected: 300_000, sigma: 0.3 };
    const base = { to: 'Leaving it open ("Not sure")', from: "Standard", nowAsked: [], noLongerAsked: [] };
    const open = deltaRange(from, { expected: 310_000, sigma: 0.4 }, "single-family");
    expect(changeSentence({ ...base, delta: open, withinUncertainty: withinUncertainty(open) })).toMatch(
      /^Leaving it open \("Not sure"\) instead of standard: \+\$10K, likely -\$\d+K to \+\$\d+K\. That is smaller than its own uncertainty: it could go either way\.$/,
    );
    const none = deltaRange(from, from, "single-family");
    expect(
      changeSentence({ ...base, to: "Stucco", delta: none, withinUncertainty: withinUncertainty(none) }),
    ).toBe("Stucco instead of standard: no change in the estimate.");
  });
});

describe("the words", () => {
  it("writes the change as the product does", () => {
    expect(
      changeSentence({
        to: "Full basement",
        from: "Slab on grade",
        delta: { expected: 41_000, likelyMin: 33_000, likelyMax: 50_000, min: 28_000, max: 60_000 },
        withinUncertainty: false,
        nowAsked: [],
        noLongerAsked: [],
      }),
    ).toBe("Full basement instead of slab on grade: +$41K, likely +$33K to +$50K.");
    expect(signedMoney(-12_345)).toBe("-$12K");
    expect(signedMoney(1_234_567)).toBe("+$1.23 Mn");
    expect(signedMoney(640)).toBe("+$640");
    // The same text as formatMoneyShort, around every boundary.
    for (const x of [
      0.4, 1, 999, 999.5, 1_000, 1_499, 1_500, 999_499, 999_500, 999_999, 1_000_000, 12_345_678,
    ]) {
      for (const v of [x, -x]) {
        const r = Math.round(v);
        const expected = r === 0 ? "$0" : `${r > 0 ? "+" : "-"}${formatMoneyShort(Math.abs(r))}`;
        expect(signedMoney(v), String(v)).toBe(expected);
      }
    }
    expect(inSentence("ENERGY STAR certified")).toBe("ENERGY STAR certified");
    expect(inSentence("Two stories")).toBe("two stories");
  });
});
