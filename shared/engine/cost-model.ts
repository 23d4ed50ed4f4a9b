/**
 * The cost model (design/estimator.md "The model" and "Uncertainty and the range"):
 * base × location × size × multipliers × area + additions, reshaped across the 16 divisions, with
 * a closed-form lognormal distribution: every unanswered (or "Not sure") question adds its prior
 * mean and variance of log cost, the area its prior spread, and a residual model error stays.
 * min / max are exp(mu ∓ z·sigma), expected is the median exp(mu).
 */
import type { ProjectTypeId } from "../project-types";
import { num } from "./provenance";
import {
  compileType,
  sizeMultiplier,
  type CompiledAddition,
  type CompiledNumber,
  type CompiledQuestion,
  type CompiledType,
} from "./compile";
import { RANGE_QUANTILE } from "./params/global-params";
import { DIVISION_NAMES } from "./types";

const Z = num(RANGE_QUANTILE);
const N_DIV = DIVISION_NAMES.length;

/** An answer as the model sees it: an option index, or a number. */
export type AnswerValue = { kind: "choice"; index: number } | { kind: "number"; value: number };

/** Answers so far, by question id (insertion order is the conversation order). */
export type AnswerMap = ReadonlyMap<string, AnswerValue>;

/** The point configuration: answered effects applied, before unanswered questions. */
interface Point {
  area: number;
  areaAnswered: boolean;
  /** Core cost before answered division multipliers, $ (base × location × size × whole × area). */
  core0: number;
  divMult: Float64Array;
  /** Σ share × divMult. */
  divWeight: number;
  core: number;
  adds: { feature: string; amount: number; divIdx: number; perSqFt: boolean }[];
  addsTotal: number;
  sqFtAdds: number;
  total: number;
}

/** The distribution of cost for a configuration. */
export interface Distribution {
  expected: number;
  min: number;
  max: number;
  sigma: number;
  area: number;
  areaAnswered: boolean;
  /** Unrounded division amounts in DIVISION_NAMES order, summing to expected. */
  divisions: number[];
  features: { feature: string; amount: number }[];
  /** Variance of ln(cost) each open question still contributes, by id. */
  openVariance: Map<string, number>;
}

/** True when a question's condition (if any) is met by the answers. */
export function conditionMet(q: CompiledQuestion, answers: AnswerMap): boolean {
  const when = q.kind === "choice" ? q.q.when : undefined;
  if (!when) return true;
  const a = answers.get(when.id);
  if (!a || a.kind !== "choice") return false;
  return when.letters.some((l) => l.charCodeAt(0) - 97 === a.index);
}

/** Cost multiplier of a density answer (count against the typical count for the area). */
export function densityMultiplier(q: CompiledNumber, value: number, area: number): number {
  const typicalCount = area / q.sqFtPerUnit;
  const m = Math.pow(Math.max(value, 1e-9) / typicalCount, q.elasticity);
  return Math.min(q.clampHi, Math.max(q.clampLo, m));
}

function additionAmount(a: CompiledAddition, area: number, factor: number): number {
  return a.amount * factor * (a.perSqFt ? area * a.share : 1);
}

function point(ct: CompiledType, factor: number, answers: AnswerMap): Point {
  const areaAnswer = answers.get(ct.area.q.id);
  const areaAnswered = areaAnswer?.kind === "number";
  const area = areaAnswer?.kind === "number" ? areaAnswer.value : ct.typicalArea;
  let whole = 1;
  const divMult = new Float64Array(N_DIV).fill(1);
  const adds: Point["adds"] = [];
  for (const [id, a] of answers) {
    const q = ct.byId.get(id);
    if (!q) continue;
    if (q.kind === "number") {
      if (q.q.role === "density" && a.kind === "number") whole *= densityMultiplier(q, a.value, area);
      continue;
    }
    if (a.kind !== "choice") continue;
    const o = q.options[a.index];
    if (!o || o.notSure) continue;
    whole *= o.whole;
    for (const [i, m] of o.divs) divMult[i]! *= m;
    if (o.add) {
      adds.push({
        feature: o.add.feature,
        amount: additionAmount(o.add, area, factor),
        divIdx: o.add.divIdx,
        perSqFt: o.add.perSqFt,
      });
    }
  }
  const core0 = ct.base * factor * sizeMultiplier(area / ct.typicalArea, ct.sizeStrength) * area * whole;
  let divWeight = 0;
  for (let i = 0; i < N_DIV; i++) divWeight += ct.shares[i]! * divMult[i]!;
  const core = core0 * divWeight;
  let addsTotal = 0;
  let sqFtAdds = 0;
  for (const a of adds) {
    addsTotal += a.amount;
    if (a.perSqFt) sqFtAdds += a.amount;
  }
  return {
    area,
    areaAnswered,
    core0,
    divMult,
    divWeight,
    core,
    adds,
    addsTotal,
    sqFtAdds,
    total: core + addsTotal,
  };
}

/** Mean and variance of ln(total) over a choice question's prior, around the point. */
function choiceMoments(
  q: Extract<CompiledQuestion, { kind: "choice" }>,
  ct: CompiledType,
  p: Point,
  factor: number,
): [number, number] {
  let mean = 0;
  let second = 0;
  let k = 0;
  for (const o of q.options) {
    if (o.notSure) continue;
    const pr = q.prior[k++] ?? 0;
    let dw = p.divWeight;
    for (const [i, m] of o.divs) dw += ct.shares[i]! * p.divMult[i]! * (m - 1);
    const addO = o.add ? additionAmount(o.add, p.area, factor) : 0;
    const x = Math.log((p.core0 * o.whole * dw + p.addsTotal + addO) / p.total);
    mean += pr * x;
    second += pr * x * x;
  }
  return [mean, Math.max(0, second - mean * mean)];
}

/** d ln(total) / d ln(area) at the point. */
function areaSlope(ct: CompiledType, p: Point): number {
  const h = 0.05;
  const r = p.area / ct.typicalArea;
  const dlnS =
    (Math.log(sizeMultiplier(r * Math.exp(h), ct.sizeStrength)) -
      Math.log(sizeMultiplier(r * Math.exp(-h), ct.sizeStrength))) /
    (2 * h);
  return (p.core * (1 + dlnS) + p.sqFtAdds) / p.total;
}

const CACHE = new Map<ProjectTypeId, CompiledType>();

/**
 * The compiled model of a type. Where the base cost is a published average over the mix of
 * buildings, the base is rescaled (a few fixed-point steps) so that a typical-size project with
 * every question open (except those the figure refers to, e.g. a steel frame for ICC type IIB)
 * costs exactly the published base: the average is not counted twice.
 */
export function typeModel(type: ProjectTypeId): CompiledType {
  const cached = CACHE.get(type);
  if (cached) return cached;
  let ct = compileType(type);
  if (ct.baseIsMixAverage) {
    const target = ct.base * ct.typicalArea;
    const reference: AnswerMap = new Map(
      ct.baseReference.map(([id, index]) => [id, { kind: "choice", index }]),
    );
    for (let i = 0; i < 8; i++) {
      ct = { ...ct, base: (ct.base * target) / evaluateModel(ct, 1, reference).expected };
    }
  }
  CACHE.set(type, ct);
  return ct;
}

/** The cost distribution of a type at a location factor with the given answers. */
export function evaluate(type: ProjectTypeId, factor: number, answers: AnswerMap): Distribution {
  return evaluateModel(typeModel(type), factor, answers);
}

function evaluateModel(ct: CompiledType, factor: number, answers: AnswerMap): Distribution {
  const p = point(ct, factor, answers);
  let meanShift = 0;
  let variance = ct.residualSigma * ct.residualSigma;
  const openVariance = new Map<string, number>();
  for (const q of ct.questions) {
    const a = answers.get(q.q.id);
    const open = !a || (a.kind === "choice" && q.kind === "choice" && q.options[a.index]?.notSure === true);
    if (!open || !conditionMet(q, answers)) continue;
    let qv: number;
    if (q.kind === "choice") {
      const [m, v] = choiceMoments(q, ct, p, factor);
      meanShift += m;
      qv = v;
    } else if (q.q.role === "area") {
      qv = (areaSlope(ct, p) * ct.areaSigma) ** 2;
    } else {
      qv = ((q.elasticity * q.sigma * p.core) / p.total) ** 2;
    }
    variance += qv;
    openVariance.set(q.q.id, qv);
  }
  const sigma = Math.sqrt(variance);
  const scale = Math.exp(meanShift);
  const expected = p.total * scale;
  const divisions: number[] = [];
  for (let i = 0; i < N_DIV; i++) divisions.push(p.core0 * ct.shares[i]! * p.divMult[i]! * scale);
  for (const a of p.adds) divisions[a.divIdx]! += a.amount * scale;
  return {
    expected,
    min: expected * Math.exp(-Z * sigma),
    max: expected * Math.exp(Z * sigma),
    sigma,
    area: p.area,
    areaAnswered: p.areaAnswered,
    divisions,
    features: p.adds.map((a) => ({ feature: a.feature, amount: a.amount })),
    openVariance,
  };
}
