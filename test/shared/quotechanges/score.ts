/** How many work lines of a priced change order are matched as its fixture expects. */
import { expect } from "vitest";
import type { ChangeOrderResult, PricedChange } from "../../../shared/quotechanges/index";
import type { Expected, SampleChangeOrder } from "./change-orders";

function matches(line: PricedChange, e: Expected): boolean {
  const m = line.match;
  if (e.kind === "division") return m.kind === "division" && m.division === e.division;
  if (e.kind === "area") return m.kind === "area" && m.quantity?.value === Math.abs(e.change);
  return m.kind === e.kind && m.questionId === e.questionId && m.answer === e.answer;
}

/** The work lines (items and allowances) matched as expected; there must be as many as expected. */
export function score(co: SampleChangeOrder, r: ChangeOrderResult): number {
  const lines = r.lines.filter((l) => l.kind === "item" || l.kind === "allowance");
  expect(lines).toHaveLength(co.expected.length);
  return lines.filter((l, i) => matches(l, co.expected[i]!)).length;
}
