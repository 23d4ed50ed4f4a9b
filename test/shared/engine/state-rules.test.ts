/**
 * A state's own rules for some kinds of building (California's hospital rules): they raise the
 * kinds they name in the states they name, and nothing else; the requirements list says so.
 */
import { describe, expect, it } from "vitest";
import { optionWhole } from "../../../shared/engine/compile";
import { evaluate, typeModel, type AnswerValue } from "../../../shared/engine/cost-model";
import { finalEstimate, type AnswerRecord, type ProjectInput } from "../../../shared/engine/index";
import { TYPE_DATA } from "../../../shared/engine/params";
import { num } from "../../../shared/engine/provenance";
import type { ResolvedLocation } from "../../../shared/places/types";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";
import { OPTION_LETTERS } from "../../../shared/engine/types";
import { place, playNotSure } from "./fixtures";

/** A location in a state with the given code, at the same location index as any other. */
function inState(code: string): ResolvedLocation {
  const p = place(1.1, `State ${code}`);
  return { ...p, state: { ...p.state, code } };
}

/** A 150,000 sq ft building of a kind (the kind question's letter), every other answer "Not sure". */
function withKind(p: ProjectInput, letter: string): AnswerRecord[] {
  return playNotSure(p, 150000, {
    question: TYPE_DATA[p.type].kindQuestion!.id,
    answer: letter,
    questionNumber: 1,
  });
}

/** A 20,000 sq ft clinic at the same location index in a state, public (0) or private (1). */
function clinic(state: string, owner: number) {
  return evaluate(
    typeModel("healthcare", state),
    1.1,
    new Map<string, AnswerValue>([
      ["hc-kind", { kind: "choice", index: 2 }],
      ["hc-area", { kind: "number", value: 20000 }],
      ["hc-public", { kind: "choice", index: owner }],
    ]),
  );
}

const RULES = PROJECT_TYPE_IDS.flatMap((type) =>
  (TYPE_DATA[type].stateRules ?? []).map((r) => ({ type, r })),
);

describe("state rules", () => {
  it("exist, and name real states and kinds", () => {
    expect(RULES.length).toBeGreaterThan(0);
    for (const { type, r } of RULES) {
      for (const k of r.kinds) expect(TYPE_DATA[type].kinds.map((x) => x.id)).toContain(k);
      expect(num(r.factor)).toBeGreaterThan(0);
    }
  });

  it.each(RULES.map(({ type, r }) => [r.id, type, r] as const))(
    "%s: multiplies the kinds it names in its states, and only those",
    (_, type, rule) => {
      const state = rule.states[0]!;
      const ruled = typeModel(type, state);
      const national = typeModel(type);
      const onBase = (TYPE_DATA[type].stateRules ?? []).filter((r) => !r.answers && r.states.includes(state));
      national.kinds.forEach((k, i) => {
        const f = onBase.filter((r) => r.kinds.includes(k.id)).reduce((x, r) => x * num(r.factor), 1);
        expect(ruled.kinds[i]!.base, k.id).toBeCloseTo(k.base * f, 9);
      });
      // a rule that depends on an answer multiplies that answer, for its kinds only
      for (const a of rule.answers ?? []) {
        const q = ruled.byId.get(a.question)!;
        const nq = national.byId.get(a.question)!;
        expect(q.kind === "choice" && nq.kind === "choice").toBe(true);
        if (q.kind !== "choice" || nq.kind !== "choice") continue;
        q.options.forEach((o, j) => {
          const letter = OPTION_LETTERS[j]!;
          national.kinds.forEach((k, i) => {
            const f = a.options.includes(letter) && rule.kinds.includes(k.id) ? num(rule.factor) : 1;
            expect(optionWhole(o, i), `${a.question} ${letter} ${k.id}`).toBeCloseTo(
              optionWhole(nq.options[j]!, i) * f,
              9,
            );
          });
        });
      }
      // a state without rules prices on the national model itself
      expect(typeModel(type, "ZZ")).toBe(national);
    },
  );

  it("raises a California hospital, not a private California clinic, and says why", () => {
    const ca: ProjectInput = { type: "healthcare", location: inState("CA") };
    const nv: ProjectInput = { type: "healthcare", location: inState("NV") };
    const hospital = (p: ProjectInput) => finalEstimate(p, withKind(p, "a"));
    const rule = TYPE_DATA.healthcare.stateRules!.find((r) => r.kinds.includes("hospital"))!;
    const ratio = hospital(ca).costEstimate.expected / hospital(nv).costEstimate.expected;
    expect(ratio).toBeGreaterThan(1 + (num(rule.factor) - 1) / 2);
    expect(hospital(ca).requirements.some((l) => l.includes(rule.label))).toBe(true);
    expect(hospital(nv).requirements.some((l) => l.startsWith("State rules:"))).toBe(false);
    // a private clinic: no rule's kind and no rule's answer
    expect(clinic("CA", 1).expected).toBeCloseTo(clinic("NV", 1).expected, 6);
    expect(clinic("CA", 1).sigma).toBeCloseTo(clinic("NV", 1).sigma, 9);
  });

  it("raises a California public clinic, not a private one, and says why", () => {
    const rule = TYPE_DATA.healthcare.stateRules!.find((r) => r.answers)!;
    const priced = (state: string, owner: number) => clinic(state, owner).expected;
    // the rule multiplies the building, not the equipment an open question may add
    const ratio = priced("CA", 0) / priced("NV", 0);
    expect(ratio).toBeGreaterThan(1 + (num(rule.factor) - 1) * 0.75);
    expect(ratio).toBeLessThanOrEqual(num(rule.factor) + 1e-9);
    expect(priced("CA", 1)).toBeCloseTo(priced("NV", 1), 6);
    const p: ProjectInput = { type: "healthcare", location: inState("CA") };
    const says = (owner: string) => {
      const kind = { question: "hc-kind", answer: "c", questionNumber: 1 };
      const answers = playNotSure(p, 20000, kind, {
        question: "hc-public",
        answer: owner,
        questionNumber: 2,
      });
      expect(answers.some((a) => a.question === "hc-public" && a.answer === owner)).toBe(true);
      return finalEstimate(p, answers).requirements.some((l) => l.includes(rule.label));
    };
    expect(says("a")).toBe(true);
    expect(says("b")).toBe(false);
  });
});
