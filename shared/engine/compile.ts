/**
 * Turns the parameter files and question banks of a project type into plain numbers once, so the
 * cost model and the planner run on arrays instead of walking parameter objects on every call.
 */
import type { ProjectTypeId } from "../project-types";
import { list, num } from "./provenance";
import { SIZE_CURVE_MULTIPLIERS, SIZE_CURVE_RATIOS } from "./params/global-params";
import { TYPE_PARAMS, type QualityTier } from "./params/type-params";
import { QUESTION_BANKS } from "./questions/question-banks";
import type { ChoiceQuestion, NumberQuestion, Question } from "./questions/question-model";
import { DIVISION_NAMES, type DivisionName } from "./types";

const DIV_INDEX = new Map<DivisionName, number>(DIVISION_NAMES.map((n, i) => [n, i]));

/** An addition reduced to numbers (amount in USD, or USD per sq ft of floor area × share). */
export interface CompiledAddition {
  feature: string;
  amount: number;
  perSqFt: boolean;
  share: number;
  divIdx: number;
}

/** An option reduced to numbers. */
export interface CompiledOption {
  label: string;
  notSure: boolean;
  tier: QualityTier | null;
  whole: number;
  divs: ReadonlyArray<readonly [number, number]>;
  add: CompiledAddition | null;
}

/** A choice question reduced to numbers; prior is over the real options, normalised. */
export interface CompiledChoice {
  kind: "choice";
  q: ChoiceQuestion;
  options: readonly CompiledOption[];
  prior: readonly number[];
}

/** A numeric question reduced to numbers. */
export interface CompiledNumber {
  kind: "number";
  q: NumberQuestion;
  min: number;
  max: number;
  step: number;
  sqFtPerUnit: number;
  elasticity: number;
  clampLo: number;
  clampHi: number;
  sigma: number;
}

export type CompiledQuestion = CompiledChoice | CompiledNumber;

/** Everything the model needs about one project type. */
export interface CompiledType {
  type: ProjectTypeId;
  base: number;
  typicalArea: number;
  areaSigma: number;
  sizeStrength: number;
  residualSigma: number;
  shares: readonly number[];
  tiers: Record<QualityTier, number>;
  questions: readonly CompiledQuestion[];
  byId: ReadonlyMap<string, CompiledQuestion>;
  area: CompiledNumber;
  quality: CompiledChoice;
  /** Whether the base cost is a published average over the typical mix of answers. */
  baseIsMixAverage: boolean;
  /** Answers the base figure refers to: question id → option index. */
  baseReference: ReadonlyArray<readonly [string, number]>;
}

function compileOption(
  o: ChoiceQuestion["options"][number],
  ct: Pick<CompiledType, "base" | "tiers">,
): CompiledOption {
  const e = o.effect;
  let whole = e.whole ? num(e.whole) : 1;
  if (e.tier) whole *= ct.tiers[e.tier];
  if (e.baseCost) whole *= num(e.baseCost) / ct.base;
  const divs = Object.entries(e.divisions ?? {}).map(
    ([name, p]) => [DIV_INDEX.get(name as DivisionName) ?? -1, num(p!)] as const,
  );
  const a = e.addition;
  return {
    label: o.label,
    notSure: o.notSure === true,
    tier: e.tier ?? null,
    whole,
    divs,
    add: a
      ? {
          feature: a.feature,
          amount: num(a.amount),
          perSqFt: a.per === "sqft",
          share: a.areaShare ? num(a.areaShare) : 1,
          divIdx: DIV_INDEX.get(a.division) ?? 0,
        }
      : null,
  };
}

function compileQuestion(
  q: Question,
  ct: Pick<CompiledType, "base" | "tiers">,
  areaBounds: readonly number[],
): CompiledQuestion {
  if (q.kind === "choice") {
    const raw = list(q.prior);
    const total = raw.reduce((s, x) => s + x, 0);
    return {
      kind: "choice",
      q,
      options: q.options.map((o) => compileOption(o, ct)),
      prior: raw.map((x) => x / total),
    };
  }
  const [min = 0, max = 0, step = 1] = q.role === "area" ? areaBounds : q.bounds ? list(q.bounds) : [];
  const [clampLo = 1, clampHi = 1] = q.clamp ? list(q.clamp) : [];
  return {
    kind: "number",
    q,
    min,
    max,
    step,
    sqFtPerUnit: q.sqFtPerUnit ? num(q.sqFtPerUnit) : 1,
    elasticity: q.elasticity ? num(q.elasticity) : 0,
    clampLo,
    clampHi,
    sigma: q.sigma ? num(q.sigma) : 0,
  };
}

/** Compiles a type's parameters and bank (the cost model normalises and caches the result). */
export function compileType(type: ProjectTypeId): CompiledType {
  const p = TYPE_PARAMS[type];
  const base = p.baseAdjustments.reduce((b, adj) => b * num(adj), num(p.baseCost));
  const tiers = {
    economy: num(p.tiers.economy),
    standard: num(p.tiers.standard),
    premium: num(p.tiers.premium),
    luxury: num(p.tiers.luxury),
  };
  const rawShares = DIVISION_NAMES.map((n) => num(p.shares[n]));
  const shareSum = rawShares.reduce((s, x) => s + x, 0);
  const questions = QUESTION_BANKS[type].map((q) => compileQuestion(q, { base, tiers }, list(p.areaBounds)));
  const area = questions.find((q): q is CompiledNumber => q.kind === "number" && q.q.role === "area");
  const quality = questions.find(
    (q): q is CompiledChoice => q.kind === "choice" && q.options.some((o) => o.tier !== null),
  );
  if (!area || !quality) throw new Error(`question bank of ${type} lacks an area or a quality question`);
  return {
    type,
    base,
    typicalArea: num(p.typicalArea),
    areaSigma: num(p.areaSigma),
    sizeStrength: num(p.sizeStrength),
    residualSigma: num(p.residualSigma),
    shares: rawShares.map((x) => x / shareSum),
    tiers,
    questions,
    byId: new Map(questions.map((q) => [q.q.id, q])),
    area,
    quality,
    baseIsMixAverage: num(p.baseIsMixAverage) === 1,
    baseReference: Object.entries(p.baseReference ?? {}).map(
      ([id, letter]) => [id, letter.charCodeAt(0) - 97] as const,
    ),
  };
}

const CURVE_X = list(SIZE_CURVE_RATIOS);
const CURVE_Y = list(SIZE_CURVE_MULTIPLIERS);

/** Size-economy multiplier for area / typical area, raised to the type's strength. */
export function sizeMultiplier(ratio: number, strength: number): number {
  let m: number;
  const n = CURVE_X.length;
  if (ratio <= CURVE_X[0]!) m = CURVE_Y[0]!;
  else if (ratio >= CURVE_X[n - 1]!) m = CURVE_Y[n - 1]!;
  else {
    let i = 1;
    while (ratio > CURVE_X[i]!) i++;
    const x0 = CURVE_X[i - 1]!;
    const x1 = CURVE_X[i]!;
    const t = (ratio - x0) / (x1 - x0);
    m = CURVE_Y[i - 1]! + t * (CURVE_Y[i]! - CURVE_Y[i - 1]!);
  }
  return Math.pow(m, strength);
}
