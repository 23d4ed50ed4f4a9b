/**
 * Fits the engine's calibrated parameters on the calibration set, leaving the kept-aside third out:
 * the base cost of every kind of building (median ratio of published to estimated cost), the
 * location dispersion exponent of each type (grid search on the median absolute error) and the
 * residual error of each type (the smallest that puts 80% of the fitted cases inside the range).
 * Writes the values into shared/engine/data/*.json with the calibration source, then scores every
 * case into shared/calibration/scores.generated.json. Run with `npm run calibrate`; `npm run
 * data:accuracy` re-scores without fitting.
 *
 *   node scripts/run-ts.mjs scripts/calibrate.ts [--score-only]
 */
import { writeFileSync } from "node:fs";
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../shared/project-types";
import { GLOBAL, TYPE_DATA } from "../shared/engine/params";
import { resetModelCache } from "../shared/engine/cost-model";
import { num, type Param } from "../shared/engine/provenance";
import casesJson from "../shared/calibration/cases.json";
import { scoreCase } from "../shared/calibration/score";
import { summarize } from "../shared/calibration/summary";
import type { CalibrationCase, CaseScore } from "../shared/calibration/types";

const CASES = casesJson as CalibrationCase[];
const TRAIN = CASES.filter((c) => !c.holdout);
const AS_OF = "2026-11";
const MIN_CASES = 3;

const calibrated = (value: number, unit: string): Param => ({
  value,
  unit,
  source: "c2c-calibration-2026",
  asOf: AS_OF,
});

function scoreAll(cases: readonly CalibrationCase[]): CaseScore[] {
  resetModelCache();
  return cases.map(scoreCase);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function kindIndex(type: ProjectTypeId, s: CaseScore): number {
  if (!TYPE_DATA[type].kindQuestion) return 0;
  const i = s.kind.charCodeAt(0) - 97;
  return i >= 0 && i < TYPE_DATA[type].kinds.length ? i : -1;
}

/** Scales a kind's base (and fixed cost) by f. */
function scaleKind(k: TypeDataKind, f: number): void {
  const m = k as { baseCost: Param; fixedCost?: Param };
  m.baseCost = calibrated(Math.round(num(k.baseCost) * f), "USD/sqft");
  if (k.fixedCost) m.fixedCost = calibrated(Math.round((num(k.fixedCost) * f) / 100) * 100, "USD");
}
type TypeDataKind = (typeof TYPE_DATA)[ProjectTypeId]["kinds"][number];

/**
 * One pass: each type's kinds scaled together by the median ratio of published to estimated cost
 * over all its cases (so a kind with few cases still follows its type), then each kind with at
 * least MIN_CASES cases of its own by their median ratio.
 */
function fitBases(): void {
  const byId = new Map(TRAIN.map((c) => [c.id, c]));
  let scores = scoreAll(TRAIN);
  const ratios = (type: ProjectTypeId, kind?: number) =>
    scores
      .filter((s) => byId.get(s.id)!.type === type && (kind === undefined || kindIndex(type, s) === kind))
      .map((s) => Math.log(s.published / s.expected));
  for (const type of PROJECT_TYPE_IDS) {
    const all = ratios(type);
    const f = Math.exp(median(all));
    for (const k of TYPE_DATA[type].kinds) scaleKind(k, f);
  }
  scores = scoreAll(TRAIN);
  for (const type of PROJECT_TYPE_IDS) {
    TYPE_DATA[type].kinds.forEach((k, i) => {
      const logs = ratios(type, i);
      if (logs.length >= MIN_CASES) scaleKind(k, Math.exp(median(logs)));
    });
  }
}

function setExponent(type: ProjectTypeId, value: number): void {
  (TYPE_DATA[type] as { locationExponent: Param }).locationExponent = calibrated(value, "exponent");
}

function setSizeStrength(type: ProjectTypeId, value: number): void {
  (TYPE_DATA[type] as { sizeStrength: Param }).sizeStrength = calibrated(value, "exponent");
}

/** The starting bases, so every trial fits from the same point. */
const START = new Map(
  PROJECT_TYPE_IDS.map((t) => [t, TYPE_DATA[t].kinds.map((k) => ({ base: k.baseCost, fixed: k.fixedCost }))]),
);

/** Bases fitted from the start for the current exponents; the median |ln error| of some cases. */
function trial(pick: (c: CalibrationCase) => boolean): number {
  for (const t of PROJECT_TYPE_IDS) {
    TYPE_DATA[t].kinds.forEach((k, i) => {
      const m = k as { baseCost: Param; fixedCost?: Param };
      m.baseCost = START.get(t)![i]!.base;
      if (m.fixedCost) m.fixedCost = START.get(t)![i]!.fixed!;
    });
  }
  for (let i = 0; i < 4; i++) fitBases();
  const byId = new Map(TRAIN.map((c) => [c.id, c]));
  return median(
    scoreAll(TRAIN)
      .filter((s) => pick(byId.get(s.id)!))
      .map((s) => Math.abs(Math.log(s.expected / s.published))),
  );
}

/** Coordinate search: each type's location exponent, then its size strength; twice. */
function fitShape(): void {
  for (let round = 0; round < 2; round++) {
    for (const type of PROJECT_TYPE_IDS) {
      let best = { k: 1, err: Infinity };
      for (const k of [1, 1.5, 2, 2.5, 3]) {
        setExponent(type, k);
        const err = trial((c) => c.type === type);
        if (err < best.err - 0.002) best = { k, err };
      }
      setExponent(type, best.k);
      console.log(`  ${type} location exponent ${best.k}: median |ln error| ${best.err.toFixed(3)}`);
    }
    for (const type of PROJECT_TYPE_IDS) {
      let best = { k: 0, err: Infinity };
      for (const k of [0, 0.25, 0.5, 0.75, 1]) {
        setSizeStrength(type, k);
        const err = trial((c) => c.type === type);
        if (err < best.err - 0.002) best = { k, err };
      }
      setSizeStrength(type, best.k);
      console.log(`  ${type} size strength ${best.k}: median |ln error| ${best.err.toFixed(3)}`);
    }
  }
  trial(() => true);
}

/** The smallest residual error that puts at least 80% of each type's fitted cases inside. */
function fitResidual(): void {
  const byId = new Map(TRAIN.map((c) => [c.id, c]));
  for (const type of PROJECT_TYPE_IDS) {
    const d = TYPE_DATA[type];
    let chosen = 0.6;
    for (let sigma = 0.05; sigma <= 0.6; sigma += 0.01) {
      (d as { residualSigma: Param }).residualSigma = calibrated(Math.round(sigma * 100) / 100, "ln-sd");
      const scores = scoreAll(TRAIN).filter((s) => byId.get(s.id)!.type === type);
      const inside = scores.filter((s) => s.inside).length / scores.length;
      if (inside >= 0.8) {
        chosen = Math.round(sigma * 100) / 100;
        break;
      }
    }
    (d as { residualSigma: Param }).residualSigma = calibrated(chosen, "ln-sd");
  }
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/** A Markdown table of the summary (for the README's methodology). */
function markdown(title: string, filter: (c: CalibrationCase) => boolean, scores: CaseScore[]): void {
  console.log(`\n**${title}**\n`);
  console.log("| Type | Cases | Inside the range | Median error | Median width |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const r of summarize(CASES, scores, PROJECT_TYPE_IDS, filter)) {
    console.log(
      `| ${r.type} | ${r.cases} | ${pct(r.inside)} | ${pct(r.medianAbsError)} | ${pct(r.medianWidth)} |`,
    );
  }
}

function table(title: string, filter: (c: CalibrationCase) => boolean, scores: CaseScore[]): void {
  if (process.argv.includes("--markdown")) return markdown(title, filter, scores);
  console.log(`\n${title}`);
  console.log("type                 cases  inside  median |error|  median width");
  for (const r of summarize(CASES, scores, PROJECT_TYPE_IDS, filter)) {
    console.log(
      `${r.type.padEnd(20)} ${String(r.cases).padStart(5)}  ${(r.inside * 100).toFixed(0).padStart(5)}%  ${(r.medianAbsError * 100).toFixed(1).padStart(13)}%  ${(r.medianWidth * 100).toFixed(0).padStart(11)}%`,
    );
  }
}

const scoreOnly = process.argv.includes("--score-only");
if (!scoreOnly) {
  console.log("fitting location exponents and kind bases…");
  fitShape();
  fitResidual();
  for (const type of PROJECT_TYPE_IDS) {
    writeFileSync(`shared/engine/data/${type}.json`, JSON.stringify(TYPE_DATA[type], null, 2) + "\n");
  }
  writeFileSync("shared/engine/data/global.json", JSON.stringify(GLOBAL, null, 2) + "\n");
}
const scores = scoreAll(CASES);
writeFileSync("shared/calibration/scores.generated.json", JSON.stringify(scores, null, 1) + "\n");
table("Whole set", () => true, scores);
table("Kept aside (holdout third)", (c) => c.holdout, scores);
table("Fitted on (two thirds)", (c) => !c.holdout, scores);
