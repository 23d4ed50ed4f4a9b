/**
 * The engine's fast replay path (shared/engine/replay.ts) gives the same doubles as `evaluate`
 * and the same question as `pickNext`, bit for bit, at every step of random conversations of
 * every type in several places (a state with rules of its own included), "Not sure" answers and
 * a kind left open among them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, type AnswerValue } from "../../../shared/engine/cost-model";
import { FastConversation } from "../../../shared/engine/index";
import { pricing } from "../../../shared/engine/location";
import { pickNext } from "../../../shared/engine/planner";
import { resolveLocation } from "../../../shared/places/index";
import { PROJECT_TYPES } from "../../../shared/project-types";

const PLACES = [
  resolveLocation("texas", "austin")!,
  resolveLocation("california", "los-angeles")!,
  resolveLocation("new-york", "new-york-city")!,
];

describe("FastConversation", () => {
  it("matches evaluate and pickNext bit for bit along random conversations", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_TYPES.map((t) => t.id)),
        fc.constantFrom(...PLACES),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 10, maxLength: 10 }),
        (type, location, picks) => {
          const p = pricing(type, location);
          const answers = new Map<string, AnswerValue>();
          const fast = new FastConversation(p.model, p.factor);
          let dist = evaluate(p.model, p.factor, answers);
          for (const pick of picks) {
            const f = fast.evaluate();
            expect(f).toEqual({
              expected: dist.expected,
              min: dist.min,
              max: dist.max,
              sigma: dist.sigma,
              area: dist.area,
              areaAnswered: dist.areaAnswered,
              areaVariance: dist.areaVariance,
            });
            const q = pickNext(p.model, answers, dist);
            const i = fast.pickNext();
            expect(i < 0 ? null : p.model.questions[i]).toBe(q);
            if (!q) break;
            for (const [id, v] of dist.openVariance) expect(fast.openVariance[fast.indexOf(id)!]).toBe(v);
            const value: AnswerValue =
              q.kind === "choice"
                ? {
                    kind: "choice",
                    index: Math.min(q.options.length - 1, Math.floor(pick * q.options.length)),
                  }
                : { kind: "number", value: Math.round((q.min + pick * (q.max - q.min)) / q.step) * q.step };
            answers.set(q.q.id, value);
            fast.set(i, value);
            dist = evaluate(p.model, p.factor, answers);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
