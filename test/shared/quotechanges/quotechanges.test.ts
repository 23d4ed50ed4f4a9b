/**
 * Quote Changes (shared/quotechanges): change orders written as contractors write them are read
 * with the Quote Checker's reader, matched to what they change (at least 9 of 10 residential lines
 * and every line of the school's), priced by the engine with the what-if rule (a finished
 * conversation's change equals the what-if module's alternative), and flagged: a credit smaller
 * than the engine's range and a change at three times its figure are flagged high. The engine's
 * figures change with its data, so the tests compare with the engine, never with typed numbers.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EstimateInputSchema } from "../../../shared/api/inputs";
import { nextQuestion, type AnswerRecord } from "../../../shared/engine/index";
import {
  changedPart,
  flagOf,
  priceChangeOrder,
  readChangeLines,
  readChangeOrder,
  splitCoNumber,
  type ChangeOrderResult,
} from "../../../shared/quotechanges/index";
import { whatIf } from "../../../shared/whatif/index";
import { SAMPLE_CHANGE_ORDERS, type SampleChangeOrder } from "./change-orders";
import { score } from "./score";

const typical = { answers: null, areaSqFt: null, quality: null };

function priceSample(co: SampleChangeOrder): ChangeOrderResult {
  const { project } = v.parse(EstimateInputSchema, co.project);
  return priceChangeOrder(
    project,
    { ...typical, areaSqFt: co.project.areaSqFt ?? null },
    readChangeOrder(co.text),
  );
}

const work = (r: ChangeOrderResult) => r.lines.filter((l) => l.kind === "item" || l.kind === "allowance");

describe("reading change orders", () => {
  it("takes the change-order number off a line", () => {
    expect(splitCoNumber("CO #3: upgrade to impact-rated windows")).toEqual({
      co: "3",
      rest: "upgrade to impact-rated windows",
    });
    expect(splitCoNumber("PCO 7.2 Upgrade HVAC").co).toBe("7.2");
    expect(splitCoNumber("Change Order No. 12 - add outlets").co).toBe("12");
    expect(splitCoNumber("CO #3-10 Tankless water heater")).toEqual({
      co: "3-10",
      rest: "Tankless water heater",
    });
    expect(splitCoNumber("Add 200 sf screened porch")).toEqual({
      co: null,
      rest: "Add 200 sf screened porch",
    });
  });

  it("reads credits, deletions, allowances, markups and quantities", () => {
    const { lines } = readChangeOrder(
      [
        "CO #3: upgrade to impact-rated windows ...... $14,500",
        "Add 200 sf screened porch $38,000",
        "Credit: delete basement finish ($22,000)",
        "Owner-requested quartz upgrade, allowance overage $3,200",
        "Overhead and profit 10% $7,770",
        "Bond & insurance 1.5% $1,100",
      ].join("\n"),
    );
    expect(lines.map((l) => [l.co, l.amount, l.kind, l.removal])).toEqual([
      ["3", 14_500, "item", false],
      [null, 38_000, "item", false],
      [null, -22_000, "item", true],
      [null, 3_200, "allowance", false],
      [null, 7_770, "markup", false],
      [null, 1_100, "markup", false],
    ]);
    expect(lines[1]!.quantity).toEqual({ value: 200, unit: "sf" });
  });

  it("finds what a line changes to in 'X in lieu of Y' and 'from Y to X'", () => {
    expect(changedPart("Metal roof in lieu of shingles").to.trim()).toBe("Metal roof");
    expect(changedPart("Upgrade HVAC from RTUs to VRF system").to).toBe("VRF system");
    expect(changedPart("Add outlets").to).toBe("Add outlets");
  });
});

describe("the sample change orders", () => {
  for (const co of SAMPLE_CHANGE_ORDERS) {
    it(`${co.name}: places every expected line`, () => {
      const r = priceSample(co);
      expect(score(co, r)).toBe(co.expected.length);
      // Every matched line shows the words that placed it.
      for (const l of work(r)) if (l.match.kind !== "none") expect(l.match.words.length).toBeGreaterThan(0);
      expect(r.totals.placed).toBe(co.expected.length);
    });
  }

  it("flags the credit that is too small and the change at three times the engine's figure", () => {
    const r = priceSample(SAMPLE_CHANGE_ORDERS[0]!);
    const credit = r.lines.find((l) => l.description.includes("basement finish"))!;
    expect(credit.engine!.expected).toBeLessThan(0);
    expect(credit.amount!).toBeGreaterThan(credit.engine!.max); // a smaller credit than the range
    expect(credit.flag).toBe("high");
    expect(credit.questions.join(" ")).toMatch(/credit of \$9,500 is smaller/);
    const tripled = r.lines.filter((l) => l.ratio !== null && l.ratio >= 3);
    expect(tripled.length).toBeGreaterThan(0);
    for (const l of tripled) expect(l.flag).toBe("high");
    // The markup line gets its question, the allowance its own and no flag.
    expect(r.questions.join(" ")).toMatch(/markups of \$22,403/);
    const allowance = r.lines.find((l) => l.kind === "allowance")!;
    expect(allowance.flag).toBeNull();
    expect(allowance.questions.join(" ")).toMatch(/allowance/);
  });

  it("prices each change as the engine's estimate with and without it, its range around it", () => {
    for (const co of SAMPLE_CHANGE_ORDERS) {
      for (const l of priceSample(co).lines) {
        if (!l.engine) continue;
        const e = l.engine;
        expect(e.min).toBeLessThanOrEqual(e.likelyMin);
        expect(e.likelyMin).toBeLessThanOrEqual(e.expected);
        expect(e.expected).toBeLessThanOrEqual(e.likelyMax);
        expect(e.likelyMax).toBeLessThanOrEqual(e.max);
      }
    }
  });

  it("gives the same answer twice", () => {
    const co = SAMPLE_CHANGE_ORDERS[1]!;
    expect(priceSample(co)).toEqual(priceSample(co));
  });
});

describe("a division priced per square foot", () => {
  it("is an upper mark: flagged high above it, never low below it", () => {
    const { project } = v.parse(EstimateInputSchema, SAMPLE_CHANGE_ORDERS[0]!.project);
    const r = priceChangeOrder(
      project,
      { ...typical, areaSqFt: 2400 },
      {
        lines: readChangeLines([
          { description: "Hardwood flooring, 900 sf", amount: 1 },
          { description: "Hardwood flooring, 900 sf", amount: 10_000_000 },
        ]),
        skipped: 0,
        truncated: false,
      },
    );
    expect(r.lines.map((l) => [l.match.kind, l.match.division])).toEqual([
      ["division", "Finishes"],
      ["division", "Finishes"],
    ]);
    expect(r.lines[0]!.engine!.expected).toBeGreaterThan(0);
    expect(r.lines.map((l) => l.flag)).toEqual([null, "high"]);
  });
});

describe("flags", () => {
  const e = { expected: 10_000, likelyMin: 8_000, likelyMax: 12_500, min: 6_500, max: 15_000 };
  const credit = { expected: -10_000, likelyMin: -12_500, likelyMax: -8_000, min: -15_000, max: -6_500 };
  it("is high above the 80% range, low below it, fair inside; a small credit is high", () => {
    expect(flagOf(30_000, e)).toEqual({ flag: "high", ratio: 3 });
    expect(flagOf(5_000, e).flag).toBe("low");
    expect(flagOf(12_000, e).flag).toBe("fair");
    expect(flagOf(-3_000, credit).flag).toBe("high");
    expect(flagOf(-20_000, credit).flag).toBe("low");
    expect(flagOf(null, e)).toEqual({ flag: null, ratio: null });
    expect(flagOf(1_000, { ...e, expected: 0 }).flag).toBeNull();
  });
});

describe("a finished conversation as the baseline", () => {
  const austin = v.parse(EstimateInputSchema, {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
  });
  const CHOICES: Record<string, string | number> = {
    "sf-area": 2400,
    "sf-special": "a",
    "sf-foundation": "c",
  };
  function answers(): AnswerRecord[] {
    const out: AnswerRecord[] = [];
    for (let i = 0; i < 10; i++) {
      const q = nextQuestion(austin.project, out).question!;
      out.push({ question: q.question, answer: CHOICES[q.id] ?? "b", questionNumber: i + 1 });
    }
    return out;
  }

  it("prices an answer changed by a line as the what-if module's alternative", () => {
    const a = answers();
    const w = whatIf(austin.project, a);
    const alt = w.alternatives.find((x) => x.questionId === "sf-special" && x.to.answer === "b")!;
    expect(alt).toBeDefined();
    const r = priceChangeOrder(
      austin.project,
      { answers: a, areaSqFt: null, quality: null },
      {
        lines: readChangeLines([{ description: "Add in-ground swimming pool", amount: 90_000 }]),
        skipped: 0,
        truncated: false,
      },
    );
    const line = r.lines[0]!;
    expect(line.match).toMatchObject({
      kind: "addition",
      questionId: "sf-special",
      answer: "b",
      assumed: false,
    });
    expect(r.baseline.expected).toBe(w.construction.expected);
    expect(line.engine).toEqual(alt.constructionDelta);
  });

  it("takes a visitor's choice for a line, and refuses a choice that is not the type's", () => {
    const a = answers();
    const r = priceChangeOrder(
      austin.project,
      { answers: a, areaSqFt: null, quality: null },
      {
        lines: readChangeLines([
          { description: "Misc. owner changes per walkthrough", amount: 5_000 },
          {
            description: "Misc. owner changes per walkthrough",
            amount: 5_000,
            target: { kind: "answer", questionId: "sf-roof", answer: "b" },
          },
          {
            description: "Misc. owner changes per walkthrough",
            amount: 5_000,
            target: { kind: "division", division: "Finishes" },
          },
        ]),
        skipped: 0,
        truncated: false,
      },
    );
    expect(r.lines.map((l) => l.match.kind)).toEqual(["none", "answer", "division"]);
    expect(r.lines[1]!.match.by).toBe("visitor");
    expect(r.choices.find((c) => c.id === "sf-roof")!.options.length).toBeGreaterThan(2);
    expect(() =>
      priceChangeOrder(austin.project, typical, {
        lines: readChangeLines([
          { description: "x", amount: 1, target: { kind: "answer", questionId: "ed-hvac", answer: "b" } },
        ]),
        skipped: 0,
        truncated: false,
      }),
    ).toThrow(/not a question/);
  });
});

describe("hostile input", () => {
  it("reads any text without throwing and in time", () => {
    const { project } = v.parse(EstimateInputSchema, { constructionType: "office-building", state: "Ohio" });
    const junk = [
      '=HYPERLINK("x") $5',
      "(((((((( 1",
      "CO #".repeat(500),
      "$".repeat(5000),
      "a".repeat(20_000),
      "add 999999999 sf addition $1",
    ].join("\n");
    const r = priceChangeOrder(project, typical, readChangeOrder(junk));
    expect(r.lines.length).toBeGreaterThan(0);
    const area = r.lines.find((l) => l.match.kind === "area");
    if (area) expect(area.engine).toBeNull(); // outside the engine's bounds: no figure
  });
});
