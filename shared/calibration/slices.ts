/**
 * The three slices of the calibration set (decision record 016). A case is **fitted** on, or not:
 * `holdout` in cases.json keeps a third of each type's cases out of every fit. Of those, a
 * deterministic rule on the id seals about half as the **sealed test** slice, consulted only to
 * report (its figures are printed once per refit and published, never used to choose a value, a
 * rule or a target); the rest is the **validation** third, which has been consulted to choose
 * (a state rule dropped, the range's coverage target) and so is a validation figure, not a test.
 * The honest out-of-sample figure is the prequential record (first-scores.json): each case scored
 * by the engine before it joined.
 */
import type { CalibrationCase } from "./types";

export type Slice = "fitted" | "validation" | "sealed";

/** FNV-1a over a string, as an unsigned 32-bit number. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The sealing rule: a case kept out of the fit is sealed when the FNV-1a hash of "sealed:" and its
 * id is even. It depends on the id alone, so it needs no list, moves no case when others join, and
 * seals about half of each new batch's kept-out cases as they join.
 */
export function sealedById(id: string): boolean {
  return fnv1a(`sealed:${id}`) % 2 === 0;
}

/** The slice a case belongs to. */
export function sliceOf(c: Pick<CalibrationCase, "id" | "holdout">): Slice {
  if (!c.holdout) return "fitted";
  return sealedById(c.id) ? "sealed" : "validation";
}

/** Words for a slice, as the page and the docs write them. */
export const SLICE_LABELS: Record<Slice, string> = {
  fitted: "Fitted",
  validation: "Validation",
  sealed: "Sealed test",
};
