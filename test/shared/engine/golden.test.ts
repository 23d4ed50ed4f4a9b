/**
 * Golden cases, written out so a reviewer can check them by hand (OpenFisca style): every question
 * is answered with its reference option (the one with no effect), so only the residual error stays
 * open and the expected cost is the model's formula
 *
 *   location index ^ type's exponent × tier × (fixed + base × size(area / typical) × area)
 *
 * with the parameters read from shared/engine/data/*.json. Beside them, literal figures: one
 * estimate of each type pinned to the dollar (re-pinned at each refit).
 */
import { describe, expect, it } from "vitest";
import { evaluate, typeModel, type AnswerValue } from "../../../shared/engine/cost-model";
import { structuredEstimate } from "../../../shared/engine/index";
import { sizeMultiplier } from "../../../shared/engine/compile";
import { GLOBAL, TYPE_DATA } from "../../../shared/engine/params";
import { num } from "../../../shared/engine/provenance";
import { resolveLocation } from "../../../shared/places/index";
import type { ProjectTypeId } from "../../../shared/project-types";

/**
 * Answers every question asked of the kind: kind and area as given, tier by name, the reference
 * option elsewhere (a question asked of other kinds only, such as a surgery center's, is left out).
 */
function referenceAnswers(type: ProjectTypeId, kind: string, area: number, tier: string) {
  const ct = typeModel(type);
  const answers = new Map<string, AnswerValue>();
  const d = TYPE_DATA[type];
  if (d.kindQuestion)
    answers.set(d.kindQuestion.id, { kind: "choice", index: d.kinds.findIndex((k) => k.id === kind) });
  for (const q of d.questions) {
    if (q.kind === "number") {
      answers.set(q.id, { kind: "number", value: q.role === "area" ? area : area / num(q.sqFtPerUnit!) });
      continue;
    }
    if (q.kinds && !q.kinds.includes(kind)) continue;
    const tierIndex = q.options.findIndex((o) => o.effect?.tier === tier);
    const index = tierIndex >= 0 ? tierIndex : q.options.findIndex((o) => !o.effect);
    expect(index, `${q.id} has a reference option`).toBeGreaterThanOrEqual(0);
    answers.set(q.id, { kind: "choice", index });
  }
  return { ct, answers };
}

function byHand(
  type: ProjectTypeId,
  kind: string,
  area: number,
  tier: "standard" | "premium",
  index: number,
) {
  const d = TYPE_DATA[type];
  const k = d.kinds.find((x) => x.id === kind)!;
  const location = Math.pow(index, num(d.locationExponent));
  const size = sizeMultiplier(area / num(k.typicalArea), num(d.sizeStrength));
  const fixed = k.fixedCost ? num(k.fixedCost) : 0;
  return location * num(d.tiers[tier]) * (fixed + num(k.baseCost) * size * area);
}

describe("golden cases", () => {
  it("a 2,400 sq ft standard production home at a 0.87 residential index (Austin)", () => {
    const { answers } = referenceAnswers("single-family", "production", 2400, "standard");
    const factor = Math.pow(0.87, num(TYPE_DATA["single-family"].locationExponent));
    const d = evaluate(typeModel("single-family"), factor, answers);
    expect(d.expected).toBeCloseTo(byHand("single-family", "production", 2400, "standard", 0.87), 6);
  });

  it("a 200,000 sq ft standard hospital at the national average", () => {
    const { answers } = referenceAnswers("healthcare", "hospital", 200000, "standard");
    const d = evaluate(typeModel("healthcare"), 1, answers);
    expect(d.expected).toBeCloseTo(byHand("healthcare", "hospital", 200000, "standard", 1), 6);
  });

  it("a 200 sq ft kitchen remodel (full remodel, standard finishes) at the national average", () => {
    const { answers } = referenceAnswers("home-improvements", "kitchen", 200, "standard");
    const d = evaluate(typeModel("home-improvements"), 1, answers);
    const expected = byHand("home-improvements", "kitchen", 200, "standard", 1);
    expect(d.expected).toBeCloseTo(expected, 6);
    // the range is the residual error alone: exp(±z·σ), the kitchen's own σ where it has one,
    // never under the floor
    const d0 = TYPE_DATA["home-improvements"];
    const kitchen = d0.kinds.find((k) => k.id === "kitchen")!;
    const sigma = Math.max(num(GLOBAL.residualFloor), num(kitchen.residualSigma ?? d0.residualSigma));
    expect(d.max / d.expected).toBeCloseTo(Math.exp(num(GLOBAL.rangeQuantile) * sigma), 9);
  });
});

/**
 * One representative estimate of each type, pinned to the dollar. The formula checks above hold
 * for any parameters; these figures move whenever a refit (`npm run calibrate`) or any data the
 * engine reads (costs, soft costs, state and metro factors) moves an estimate, so a change is seen
 * in dollars before it ships. Re-pin them at each refit: copy the figures the failure prints, and
 * say in the commit why they moved.
 */
describe("golden figures (re-pinned at each refit)", () => {
  const FIGURES = [
    {
      input: ["single-family", "Texas", "Austin", 2400, "standard"],
      construction: [195_907, 325_267, 540_047],
      project: [218_668, 363_648, 604_751],
    },
    {
      input: ["multi-family", "New York", "New York City", 120_000, "standard"],
      construction: [22_448_187, 40_787_011, 74_107_556],
      project: [26_087_421, 47_516_868, 86_549_479],
    },
    {
      input: ["home-improvements", "Ohio", null, 200, "standard"],
      construction: [50_294, 71_613, 101_969],
      project: [58_349, 83_429, 119_290],
    },
    {
      input: ["office-building", "Illinois", "Chicago", 50_000, "standard"],
      construction: [13_957_348, 24_908_422, 44_451_815],
      project: [17_158_177, 30_761_901, 55_151_228],
    },
    {
      input: ["educational", "Georgia", "Atlanta", 80_000, "standard"],
      construction: [18_369_923, 28_411_382, 43_941_755],
      project: [22_375_677, 34_803_944, 54_135_324],
    },
    {
      input: ["healthcare", "California", "Los Angeles", 200_000, "premium"],
      construction: [107_465_673, 220_962_906, 454_327_457],
      project: [146_136_555, 302_719_181, 627_077_207],
    },
  ] as const;

  for (const { input, construction, project } of FIGURES) {
    const [type, state, city, areaSqFt, quality] = input;
    it(`${type}, ${areaSqFt.toLocaleString("en-US")} sq ft ${quality}, in ${city ? `${city}, ` : ""}${state}`, () => {
      const location = resolveLocation(state, city);
      expect(location).toBeDefined();
      const { costEstimate: c, projectCost: p } = structuredEstimate({
        type,
        location: location!,
        areaSqFt,
        quality,
      });
      expect({ construction: [c.min, c.expected, c.max], project: [p.min, p.expected, p.max] }).toEqual({
        construction,
        project,
      });
    });
  }
});
