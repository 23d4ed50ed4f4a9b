/**
 * A faster path to the same numbers as `evaluate` and `pickNext` (cost-model.ts, planner.ts), for
 * callers that replay many conversations of one type — what moves your cost replays about 230
 * configurations of one estimate — and for every replay's steps (planner.ts `replay`: each API call
 * replays its answers, and a step needs only the next question). It is the same model, operation for operation, in the same
 * order (so every figure is the same double, not merely close: a test compares them bit for
 * bit), but it works on arrays indexed by question instead of maps keyed by id, writes the open
 * questions' variances into one reused array instead of a new Map, and leaves out what a planner
 * step does not need (the division amounts and the features).
 */
import {
  optionWhole,
  sizeMultiplier,
  type CompiledChoice,
  type CompiledKind,
  type CompiledQuestion,
  type CompiledType,
} from "./compile";
import { densityMultiplier, type AnswerValue } from "./cost-model";
import { GLOBAL } from "./params";
import { num } from "./provenance";
import { QUESTION_COUNT } from "./types";

const Z = num(GLOBAL.rangeQuantile);
const TIE = 1e-12;

/** A type's model with its questions' conditions reduced to indices (made once per model). */
interface Prepared {
  ct: CompiledType;
  index: ReadonlyMap<string, number>;
  /** Per question: the index of the question its condition reads (-1: none). */
  whenIdx: Int32Array;
  /** Per question: the option indices of that question that meet the condition. */
  whenOptions: ReadonlyArray<readonly number[]>;
  kindIdx: number;
  areaIdx: number;
  /** The open questions' variances of the last evaluation (single-threaded: no re-entry). */
  openVariance: Float64Array;
}

const PREPARED = new WeakMap<CompiledType, Prepared>();

function prepare(ct: CompiledType): Prepared {
  let p = PREPARED.get(ct);
  if (p) return p;
  const index = new Map(ct.questions.map((q, i) => [q.q.id, i]));
  const whenIdx = new Int32Array(ct.questions.length).fill(-1);
  const whenOptions = ct.questions.map((q, i) => {
    const when = q.kind === "choice" ? q.q.when : undefined;
    if (!when) return [];
    whenIdx[i] = index.get(when.id) ?? -2;
    return when.letters.map((l) => l.charCodeAt(0) - 97);
  });
  p = {
    ct,
    index,
    whenIdx,
    whenOptions,
    kindIdx: ct.kindQuestion ? index.get(ct.kindQuestion.q.id)! : -1,
    areaIdx: index.get(ct.area.q.id)!,
    openVariance: new Float64Array(ct.questions.length),
  };
  PREPARED.set(ct, p);
  return p;
}

/** The distribution's figures a replay needs (those of `evaluate`, without divisions and features). */
export interface FastDistribution {
  expected: number;
  min: number;
  max: number;
  sigma: number;
  area: number;
  areaAnswered: boolean;
  areaVariance: number;
}

/**
 * Answers in conversation order (as `evaluate` iterates its Map), by question index, and the open
 * questions' variance after the last evaluation.
 */
export class FastConversation {
  readonly prep: Prepared;
  readonly factor: number;
  /** Question indices in the order answered. */
  order: number[];
  /** The answer by question index (undefined: not answered). */
  values: (AnswerValue | undefined)[];
  /**
   * Variance of ln(cost) each open question contributes (0 for the others), after evaluate(): one
   * buffer per model shared by its conversations, read by pickNext() right after evaluate().
   */
  readonly openVariance: Float64Array;

  constructor(ct: CompiledType, factor: number, from?: FastConversation) {
    this.prep = from?.prep ?? prepare(ct);
    this.factor = factor;
    this.order = from ? from.order.slice() : [];
    this.values = from ? from.values.slice() : new Array<AnswerValue | undefined>(ct.questions.length);
    this.openVariance = this.prep.openVariance;
  }

  /** A copy to branch from. */
  clone(): FastConversation {
    return new FastConversation(this.prep.ct, this.factor, this);
  }

  get size(): number {
    return this.order.length;
  }

  /** The index of a question by id (undefined for a question of another type). */
  indexOf(id: string): number | undefined {
    return this.prep.index.get(id);
  }

  /** Sets an answer; a new question goes last, as Map.set does. */
  set(i: number, value: AnswerValue): void {
    if (this.values[i] === undefined) this.order.push(i);
    this.values[i] = value;
  }

  /** The answered kind's index, or -1 while it is unknown (cost-model.ts `answeredKind`). */
  answeredKind(): number {
    const ct = this.prep.ct;
    if (!ct.kindQuestion) return 0;
    const a = this.values[this.prep.kindIdx];
    if (!a || a.kind !== "choice") return -1;
    return ct.kindQuestion.options[a.index]?.kindIdx ?? -1;
  }

  /** cost-model.ts `conditionMet` for question i. */
  conditionMet(i: number, kindIdx: number): boolean {
    const q = this.prep.ct.questions[i]!;
    if (q.kinds && !q.kinds.has(kindIdx)) return false;
    const w = this.prep.whenIdx[i]!;
    if (w === -1) return true;
    const a = w >= 0 ? this.values[w] : undefined;
    if (!a || a.kind !== "choice") return false;
    return this.prep.whenOptions[i]!.includes(a.index);
  }

  /** `evaluate` of these answers, writing the open questions' variance into openVariance. */
  evaluate(): FastDistribution {
    return evaluateFast(this);
  }

  /** `pickNext` after evaluate(): the next question's index, or -1 once ten are answered. */
  pickNext(): number {
    if (this.order.length >= QUESTION_COUNT) return -1;
    const questions = this.prep.ct.questions;
    const kindIdx = this.answeredKind();
    let best = -1;
    let bestScore = -1;
    for (let i = 0; i < questions.length; i++) {
      if (this.values[i] !== undefined || !this.conditionMet(i, kindIdx)) continue;
      const score = this.openVariance[i]!;
      if (score > bestScore + TIE) {
        best = i;
        bestScore = score;
      }
    }
    return best;
  }
}

/** fixed + base × size × area of a kind at an area (cost-model.ts `kindCore`). */
function kindCore(ct: CompiledType, k: CompiledKind, area: number): number {
  return k.fixed + k.base * sizeMultiplier(area / k.typicalArea, ct.sizeStrength) * area;
}

// The point configuration, reused between calls (single-threaded, no re-entry).
let divMult = new Float64Array(16);

function evaluateFast(c: FastConversation): FastDistribution {
  const ct = c.prep.ct;
  const factor = c.factor;
  const values = c.values;
  const questions = ct.questions;
  // ---- point(): the answered effects, in conversation order ----
  const kindIdx = c.answeredKind();
  const kind = kindIdx >= 0 ? ct.kinds[kindIdx]! : ct.mix;
  const areaAnswer = values[c.prep.areaIdx];
  const areaAnswered = areaAnswer?.kind === "number";
  const area = areaAnswer?.kind === "number" ? areaAnswer.value : kind.typicalArea;
  let whole = 1;
  const nDiv = ct.shares.length;
  if (divMult.length !== nDiv) divMult = new Float64Array(nDiv);
  divMult.fill(1);
  let addsTotal = 0;
  let sqFtAdds = 0;
  for (const i of c.order) {
    const q = questions[i]!;
    const a = values[i]!;
    if (q.kind === "choice" && q.isKind) continue;
    if (q.kind === "number") {
      if (q.q.role === "density" && a.kind === "number") whole *= densityMultiplier(q, a.value, area);
      continue;
    }
    if (a.kind !== "choice") continue;
    const o = q.options[a.index];
    if (!o || o.notSure) continue;
    whole *= optionWhole(o, kindIdx);
    const divs = o.divs;
    for (let j = 0; j < divs.length; j++) {
      const e = divs[j]!;
      divMult[e[0]]! *= e[1];
    }
    if (o.add) {
      const amount = o.add.amount * factor * (o.add.perSqFt ? area * o.add.share : 1);
      // Σ in conversation order, as point() sums its list of additions
      addsTotal += amount;
      if (o.add.perSqFt) sqFtAdds += amount;
    }
  }
  const scale = factor * whole;
  const core0 = scale * kindCore(ct, kind, area);
  let divWeight = 0;
  for (let i = 0; i < nDiv; i++) divWeight += ct.shares[i]! * divMult[i]!;
  const core = core0 * divWeight;
  const total = core + addsTotal;
  // ---- evaluate(): the open questions, in bank order ----
  let meanShift = 0;
  let variance = kind.residual * kind.residual;
  let areaVariance = 0;
  const open = c.openVariance;
  open.fill(0);
  for (let i = 0; i < questions.length; i++) {
    const q = questions[i]!;
    const a = values[i];
    const isOpen = !a || (a.kind === "choice" && q.kind === "choice" && q.options[a.index]?.notSure === true);
    if (!isOpen) continue;
    let qv: number;
    if (q.kind === "choice" && q.isKind) {
      if (kindIdx >= 0) continue;
      let mean = 0;
      let second = 0;
      for (const k of ct.kinds) {
        const kArea = areaAnswered ? area : k.typicalArea;
        const x = Math.log((scale * kindCore(ct, k, kArea) * divWeight + addsTotal) / total);
        mean += k.prior * x;
        second += k.prior * x * x;
      }
      meanShift += mean;
      qv = Math.max(0, second - mean * mean);
    } else if (!c.conditionMet(i, kindIdx)) {
      continue;
    } else if (q.kind === "choice") {
      choiceMoments(q, ct, kindIdx, core0, divWeight, addsTotal, total, area, factor);
      meanShift += momentMean;
      qv = momentVariance;
    } else if (q.q.role === "area") {
      const h = 0.05;
      const lo = kindCore(ct, kind, area * Math.exp(-h));
      const hi = kindCore(ct, kind, area * Math.exp(h));
      const dlnCore = (Math.log(hi) - Math.log(lo)) / (2 * h);
      const slope = (core * dlnCore + sqFtAdds) / total;
      qv = (slope * kind.areaSigma) ** 2;
      areaVariance = qv;
    } else {
      qv = ((q.elasticity * q.sigma * core) / total) ** 2;
    }
    variance += qv;
    open[i] = qv;
  }
  const sigma = Math.sqrt(variance);
  const shift = Math.exp(meanShift);
  const expected = total * shift;
  return {
    expected,
    min: expected * Math.exp(-Z * sigma),
    max: expected * Math.exp(Z * sigma),
    sigma,
    area,
    areaAnswered,
    areaVariance,
  };
}

// choiceMoments' answer (no tuple per call).
let momentMean = 0;
let momentVariance = 0;

/** cost-model.ts `choiceMoments`, on the point's numbers; the answer in momentMean, momentVariance. */
function choiceMoments(
  q: CompiledChoice,
  ct: CompiledType,
  kindIdx: number,
  core0: number,
  divWeight: number,
  addsTotal: number,
  total: number,
  area: number,
  factor: number,
): void {
  const prior = q.priors[kindIdx >= 0 ? kindIdx : q.priors.length - 1]!;
  const shares = ct.shares;
  const dm = divMult;
  let mean = 0;
  let second = 0;
  for (let k = 0; k < prior.length; k++) {
    const o = q.options[k]!;
    const pr = prior[k]!;
    let dw = divWeight;
    const divs = o.divs;
    for (let j = 0; j < divs.length; j++) {
      const e = divs[j]!;
      const i = e[0];
      dw += shares[i]! * dm[i]! * (e[1] - 1);
    }
    const add = o.add;
    const addO = add ? add.amount * factor * (add.perSqFt ? area * add.share : 1) : 0;
    const w = o.ruled && kindIdx >= 0 ? o.whole * o.ruled[kindIdx]! : o.whole;
    const x = Math.log((core0 * w * dw + addsTotal + addO) / total);
    mean += pr * x;
    second += pr * x * x;
  }
  momentMean = mean;
  momentVariance = Math.max(0, second - mean * mean);
}

/** The question at an index of a conversation's type. */
export function questionAt(c: FastConversation, i: number): CompiledQuestion {
  return c.prep.ct.questions[i]!;
}
