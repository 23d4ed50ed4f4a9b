/**
 * The held-out change orders (held-out.ts, written after the dictionary's change-order phrases and
 * never tuned on): how many work lines are matched to what a person reading them would say, and
 * how many are placed at all. The floors are what was measured the first time they ran (README
 * "Accuracy"): a change to the reader or the dictionary that loses a line fails here.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EstimateInputSchema } from "../../../shared/api/inputs";
import { priceChangeOrder, readChangeOrder } from "../../../shared/quotechanges/index";
import { HELD_OUT_CHANGE_ORDERS } from "./held-out";
import { score } from "./score";

/** Measured on the first run: lines matched as expected, by change order. */
const FLOORS: Record<string, number> = {
  "held-out residential, Charlotte (10 lines)": 7,
  "held-out school, Denver (6 lines)": 5,
  "held-out office, Chicago (6 lines)": 1,
};

describe("held-out change orders", () => {
  for (const co of HELD_OUT_CHANGE_ORDERS) {
    it(`${co.name}: at least ${FLOORS[co.name]} lines as expected, every line placed`, () => {
      const { project } = v.parse(EstimateInputSchema, co.project);
      const r = priceChangeOrder(
        project,
        { answers: null, areaSqFt: co.project.areaSqFt ?? null, quality: null },
        readChangeOrder(co.text),
      );
      expect(score(co, r)).toBeGreaterThanOrEqual(FLOORS[co.name]!);
      expect(r.totals.placed).toBe(co.expected.length);
    });
  }
});
