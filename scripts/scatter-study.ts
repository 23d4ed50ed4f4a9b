/**
 * How much of the scatter of the calibration set the engine could still explain (a study, not a
 * fit; it changes nothing). For each project type, from the scores of `npm run data:accuracy`:
 *
 * - the engine's median error (its expected value against the published cost, as /accuracy has it);
 * - the same after the best linear correction on everything the cases record (every fact an
 *   owner gives, as categories or ln counts, the cost basis, the year in three-year groups, ln
 *   area, and, in a second variant, the state too; ridge-penalised): fitted on the very cases it is
 *   scored on (in-sample: what such a correction reaches even in hindsight) and leave-one-out
 *   (what it would earn on a new project);
 * - the narrowest width that holds 80% of the cases in hindsight (`narrowestWidth` of the
 *   summary, as /accuracy shows it): one width for every case, just wide enough for 80% of the
 *   |ln errors|. No honest range around the engine's centre can be much narrower at 80%.
 *
 *   node scripts/run-ts.mjs scripts/scatter-study.ts
 */
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../shared/project-types";
import casesJson from "../shared/calibration/cases.json";
import scoresJson from "../shared/calibration/scores.generated.json";
import { median, summarize } from "../shared/calibration/summary";
import type { CalibrationCase, CaseScore } from "../shared/calibration/types";
import { sliceOf } from "../shared/calibration/slices";

const CASES = new Map((casesJson as CalibrationCase[]).map((c) => [c.id, c]));
const SCORES = scoresJson as CaseScore[];
/** Ridge penalty: keeps the correction finite where a category has one case. */
const LAMBDA = 1;

/** The median |error| (expected / published − 1, as the summary has it) of ln(published / expected) residuals. */
const medianError = (residuals: number[]) => median(residuals.map((r) => Math.abs(Math.expm1(-r))));

/** The columns of the design matrix: an intercept, then one per category level or number. */
function features(cases: CalibrationCase[], withState: boolean): number[][] {
  const described = cases.map((c) => {
    const f: Record<string, string | number> = {
      basis: c.costBasis,
      year: String(Math.min(c.year, 2024) - (Math.min(c.year, 2024) % 3)),
      lnArea: Math.log(c.areaSqFt),
    };
    if (withState) f.state = c.state || "(average)";
    for (const [k, v] of Object.entries(c.facts)) {
      if (typeof v === "number") f[k] = Math.log1p(v);
      else if (typeof v === "string" || typeof v === "boolean") f[k] = String(v);
    }
    return f;
  });
  const columns: ((f: Record<string, string | number>) => number)[] = [() => 1];
  const keys = new Set(described.flatMap((f) => Object.keys(f)));
  for (const k of keys) {
    const values = described.map((f) => f[k]).filter((v) => v !== undefined);
    if (values.every((v) => typeof v === "number")) {
      const mean = (values as number[]).reduce((s, v) => s + v, 0) / values.length;
      columns.push((f) => (typeof f[k] === "number" ? (f[k] as number) - mean : 0));
      if (values.length < described.length) columns.push((f) => (f[k] === undefined ? 1 : 0));
    } else {
      // one level is the reference, so the columns are not collinear with the intercept
      const levels = [...new Set(described.map((f) => String(f[k] ?? "")))].sort().slice(1);
      for (const level of levels) columns.push((f) => (String(f[k] ?? "") === level ? 1 : 0));
    }
  }
  return described.map((f) => columns.map((col) => col(f)));
}

/** Inverse of a small symmetric positive definite matrix (Gauss–Jordan). */
function invert(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let i = 0; i < n; i++) {
    let pivot = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(m[r]![i]!) > Math.abs(m[pivot]![i]!)) pivot = r;
    [m[i], m[pivot]] = [m[pivot]!, m[i]!];
    const p = m[i]![i]!;
    for (let j = 0; j < 2 * n; j++) m[i]![j]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = m[r]![i]!;
      if (f !== 0) for (let j = 0; j < 2 * n; j++) m[r]![j]! -= f * m[i]![j]!;
    }
  }
  return m.map((row) => row.slice(n));
}

/**
 * Ridge regression of y on x: the in-sample residuals and the leave-one-out residuals
 * (e / (1 − h), h the diagonal of the hat matrix).
 */
function ridge(x: number[][], y: number[]): { inSample: number[]; leaveOneOut: number[] } {
  const p = x[0]!.length;
  const xtx = Array.from({ length: p }, (_, i) =>
    Array.from(
      { length: p },
      (_, j) => x.reduce((s, row) => s + row[i]! * row[j]!, 0) + (i === j ? LAMBDA : 0),
    ),
  );
  const inv = invert(xtx);
  const xty = Array.from({ length: p }, (_, i) => x.reduce((s, row, r) => s + row[i]! * y[r]!, 0));
  const beta = inv.map((row) => row.reduce((s, v, j) => s + v * xty[j]!, 0));
  const inSample: number[] = [];
  const leaveOneOut: number[] = [];
  x.forEach((row, r) => {
    const e = y[r]! - row.reduce((s, v, j) => s + v * beta[j]!, 0);
    const h = row.reduce((s, v, i) => s + v * inv[i]!.reduce((t, w, j) => t + w * row[j]!, 0), 0);
    inSample.push(e);
    leaveOneOut.push(e / (1 - h));
  });
  return { inSample, leaveOneOut };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

console.log(
  "| Type | Cases | Engine: median error | Recorded facts, in-sample | Leave-one-out | With the state, in-sample | Leave-one-out | Narrowest width holding 80% (whole / validation) |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const type of PROJECT_TYPE_IDS) {
  const scores = SCORES.filter((s) => CASES.get(s.id)?.type === type);
  const cases = scores.map((s) => CASES.get(s.id)!);
  const y = scores.map((s) => Math.log(s.published / s.expected));
  const facts = ridge(features(cases, false), y);
  const state = ridge(features(cases, true), y);
  const width = (keep: (c: CalibrationCase) => boolean) =>
    summarize([...CASES.values()], SCORES, [type], keep)[0]!.narrowestWidth;
  const row: (string | number)[] = [
    type as ProjectTypeId,
    y.length,
    pct(medianError(y)),
    pct(medianError(facts.inSample)),
    pct(medianError(facts.leaveOneOut)),
    pct(medianError(state.inSample)),
    pct(medianError(state.leaveOneOut)),
    `${pct(width(() => true))} / ${pct(width((c) => sliceOf(c) === "validation"))}`,
  ];
  console.log(`| ${row.join(" | ")} |`);
}
