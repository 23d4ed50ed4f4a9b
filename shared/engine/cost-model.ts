/**
 * The cost model (METHODOLOGY.md, "The model" and "The range"):
 *
 *   cost = location × Π multipliers × (fixed + base × size(area / typical) × area) + additions
 *
 * where base, fixed and typical area are those of the kind of building (hospital, medical
 * office…), reshaped across the 16 divisions. The distribution is lognormal in closed form: every
 * open (unanswered or "Not sure") question adds the mean and variance of log cost over its prior
 * given the kind, the area its prior spread, and the kind's residual model error stays. min / max are
 * exp(mu ∓ z·sigma), expected is the median exp(mu).
 */
import type { ProjectTypeId } from "../project-types";
import { num } from "./provenance";
import {
  compileType,
  hasStateRules,
  optionWhole,
  sizeMultiplier,
  type CompiledAddition,
  type CompiledChoice,
  type CompiledKind,
  type CompiledNumber,
  type CompiledQuestion,
  type CompiledType,
} from "./compile";
import { GLOBAL, TYPE_DATA } from "./params";
import { DIVISION_NAMES } from "../api/constants";

const Z = num(GLOBAL.rangeQuantile);
const N_DIV = DIVISION_NAMES.length;

/** An answer as the model sees it: an option index, or a number. */
export type AnswerValue = { kind: "choice"; index: number } | { kind: "number"; value: number };

/** Answers so far, by question id (insertion order is the conversation order). */
export type AnswerMap = ReadonlyMap<string, AnswerValue>;

/** The point configuration: answered effects applied, before open questions. */
interface Point {
  /** Index of the answered kind, or -1 while it is unknown. */
  kindIdx: number;
  kind: CompiledKind;
  area: number;
  areaAnswered: boolean;
  /** location × Π whole multipliers. */
  scale: number;
  /** Core cost before answered division multipliers, $. */
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
  /** The open area's share of that variance (0 once the area is answered). */
  areaVariance: number;
}

/** The answered kind's index, or -1 while the kind is unknown (unanswered or "Not sure"). */
export function answeredKind(ct: CompiledType, answers: AnswerMap): number {
  if (!ct.kindQuestion) return 0;
  const a = answers.get(ct.kindQuestion.q.id);
  if (!a || a.kind !== "choice") return -1;
  return ct.kindQuestion.options[a.index]?.kindIdx ?? -1;
}

/** True when a question may be asked: its condition (if any) and its kinds (if any) are met. */
export function conditionMet(q: CompiledQuestion, answers: AnswerMap, kindIdx: number): boolean {
  if (q.kinds && !q.kinds.has(kindIdx)) return false;
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

/** fixed + base × size × area of a kind at an area. */
function kindCore(ct: CompiledType, k: CompiledKind, area: number): number {
  return k.fixed + k.base * sizeMultiplier(area / k.typicalArea, ct.sizeStrength) * area;
}

function point(ct: CompiledType, factor: number, answers: AnswerMap): Point {
  const kindIdx = answeredKind(ct, answers);
  const kind = kindIdx >= 0 ? ct.kinds[kindIdx]! : ct.mix;
  const areaAnswer = answers.get(ct.area.q.id);
  const areaAnswered = areaAnswer?.kind === "number";
  const area = areaAnswer?.kind === "number" ? areaAnswer.value : kind.typicalArea;
  let whole = 1;
  const divMult = new Float64Array(N_DIV).fill(1);
  const adds: Point["adds"] = [];
  for (const [id, a] of answers) {
    const q = ct.byId.get(id);
    if (!q || (q.kind === "choice" && q.isKind)) continue;
    if (q.kind === "number") {
      if (q.q.role === "density" && a.kind === "number") whole *= densityMultiplier(q, a.value, area);
      continue;
    }
    if (a.kind !== "choice") continue;
    const o = q.options[a.index];
    if (!o || o.notSure) continue;
    whole *= optionWhole(o, kindIdx);
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
  const scale = factor * whole;
  const core0 = scale * kindCore(ct, kind, area);
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
    kindIdx,
    kind,
    area,
    areaAnswered,
    scale,
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

/** Mean and variance of ln(total) over a choice question's prior given the kind, around the point. */
function choiceMoments(q: CompiledChoice, ct: CompiledType, p: Point, factor: number): [number, number] {
  const prior = q.priors[p.kindIdx >= 0 ? p.kindIdx : q.priors.length - 1]!;
  let mean = 0;
  let second = 0;
  for (let k = 0; k < prior.length; k++) {
    const o = q.options[k]!;
    const pr = prior[k]!;
    let dw = p.divWeight;
    for (const [i, m] of o.divs) dw += ct.shares[i]! * p.divMult[i]! * (m - 1);
    const addO = o.add ? additionAmount(o.add, p.area, factor) : 0;
    const x = Math.log((p.core0 * optionWhole(o, p.kindIdx) * dw + p.addsTotal + addO) / p.total);
    mean += pr * x;
    second += pr * x * x;
  }
  return [mean, Math.max(0, second - mean * mean)];
}

/** Mean and variance of ln(total) over the kinds while the kind is unknown. */
function kindMoments(ct: CompiledType, p: Point): [number, number] {
  let mean = 0;
  let second = 0;
  for (const k of ct.kinds) {
    const area = p.areaAnswered ? p.area : k.typicalArea;
    const x = Math.log((p.scale * kindCore(ct, k, area) * p.divWeight + p.addsTotal) / p.total);
    mean += k.prior * x;
    second += k.prior * x * x;
  }
  return [mean, Math.max(0, second - mean * mean)];
}

/** d ln(total) / d ln(area) at the point. */
function areaSlope(ct: CompiledType, p: Point): number {
  const h = 0.05;
  const lo = kindCore(ct, p.kind, p.area * Math.exp(-h));
  const hi = kindCore(ct, p.kind, p.area * Math.exp(h));
  const dlnCore = (Math.log(hi) - Math.log(lo)) / (2 * h);
  return (p.core * dlnCore + p.sqFtAdds) / p.total;
}

const CACHE = new Map<string, CompiledType>();

/** Forgets compiled models (the calibration script changes the data in memory). */
export function resetModelCache(): void {
  CACHE.clear();
}

/**
 * The compiled model of a type (compiled once per isolate): the national one, or, in a state
 * that has rules of its own for the type (two-letter code), that state's.
 */
export function typeModel(type: ProjectTypeId, state?: string): CompiledType {
  const ruled = hasStateRules(TYPE_DATA[type], state);
  const key = ruled ? `${type}:${state}` : type;
  let ct = CACHE.get(key);
  if (!ct) {
    ct = compileType(type, ruled ? state : undefined);
    CACHE.set(key, ct);
  }
  return ct;
}

function isOpen(q: CompiledQuestion, a: AnswerValue | undefined): boolean {
  return !a || (a.kind === "choice" && q.kind === "choice" && q.options[a.index]?.notSure === true);
}

/** The cost distribution of a type's model at an applied location factor with the given answers. */
export function evaluate(ct: CompiledType, factor: number, answers: AnswerMap): Distribution {
  const p = point(ct, factor, answers);
  let meanShift = 0;
  let variance = p.kind.residual * p.kind.residual;
  const openVariance = new Map<string, number>();
  let areaVariance = 0;
  for (const q of ct.questions) {
    if (!isOpen(q, answers.get(q.q.id))) continue;
    let qv: number;
    if (q.kind === "choice" && q.isKind) {
      if (p.kindIdx >= 0) continue;
      const [m, v] = kindMoments(ct, p);
      meanShift += m;
      qv = v;
    } else if (!conditionMet(q, answers, p.kindIdx)) {
      continue;
    } else if (q.kind === "choice") {
      const [m, v] = choiceMoments(q, ct, p, factor);
      meanShift += m;
      qv = v;
    } else if (q.q.role === "area") {
      qv = (areaSlope(ct, p) * p.kind.areaSigma) ** 2;
      areaVariance = qv;
    } else {
      qv = ((q.elasticity * q.sigma * p.core) / p.total) ** 2;
    }
    variance += qv;
    openVariance.set(q.q.id, qv);
  }
  const sigma = Math.sqrt(variance);
  const shift = Math.exp(meanShift);
  const expected = p.total * shift;
  const divisions: number[] = [];
  for (let i = 0; i < N_DIV; i++) divisions.push(p.core0 * ct.shares[i]! * p.divMult[i]! * shift);
  for (const a of p.adds) divisions[a.divIdx]! += a.amount * shift;
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
    areaVariance,
  };
}
