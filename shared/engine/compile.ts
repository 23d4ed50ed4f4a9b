/**
 * Turns a type's data file into plain numbers once (kinds, options, priors by kind, division
 * indices), so the cost model and the planner run on arrays instead of walking parameter objects
 * on every call.
 */
import type { ProjectTypeId } from "../project-types";
import { list, num, type Param } from "./provenance";
import { GLOBAL, TYPE_DATA } from "./params";
import type { ChoiceData, NumberData, QualityTier, Sector, StateRuleData, TypeData } from "./data-schema";
import { DIVISION_NAMES, OPTION_LETTERS, type DivisionName } from "../api/constants";

const DIV_INDEX = new Map<DivisionName, number>(DIVISION_NAMES.map((n, i) => [n, i]));

/** The label of the "Not sure" option every choice question ends with (decision record 010). */
export const NOT_SURE_LABEL = "Not sure (use the typical mix)";

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
  /** Index into the type's kinds for the kind question's options, else -1. */
  kindIdx: number;
  whole: number;
  /** A state's rules that this answer brings in: their factor by kind index (null: none). */
  ruled: Float64Array | null;
  divs: ReadonlyArray<readonly [number, number]>;
  add: CompiledAddition | null;
}

/** Question text as the API shows it. */
export interface QuestionText {
  id: string;
  text: string;
  summary: string;
}

/** A choice question reduced to numbers. */
export interface CompiledChoice {
  kind: "choice";
  q: QuestionText & { when?: ChoiceData["when"] };
  options: readonly CompiledOption[];
  /** Prior over the real options, by kind index; the last entry is the mix over kinds. */
  priors: ReadonlyArray<readonly number[]>;
  /** Kind indices it is asked for (null: every kind). */
  kinds: ReadonlySet<number> | null;
  isKind: boolean;
}

/** A numeric question reduced to numbers. */
export interface CompiledNumber {
  kind: "number";
  q: QuestionText & { unit: string; role: "area" | "density" };
  min: number;
  max: number;
  step: number;
  sqFtPerUnit: number;
  elasticity: number;
  clampLo: number;
  clampHi: number;
  sigma: number;
  kinds: ReadonlySet<number> | null;
}

export type CompiledQuestion = CompiledChoice | CompiledNumber;

/** A kind reduced to numbers; `mix` (kinds unknown) uses the prior-weighted geometric means. */
export interface CompiledKind {
  id: string;
  base: number;
  fixed: number;
  typicalArea: number;
  areaSigma: number;
  prior: number;
  /** Residual error (ln-sd) that no answer removes: the kind's own, else the type's. */
  residual: number;
}

/** Everything the model needs about one project type. */
export interface CompiledType {
  type: ProjectTypeId;
  sector: Sector;
  kinds: readonly CompiledKind[];
  /** The reference configuration while the kind is unknown. */
  mix: CompiledKind;
  kindQuestion: CompiledChoice | null;
  sizeStrength: number;
  locationExponent: number;
  shares: readonly number[];
  tiers: Record<QualityTier, number>;
  /** Kind question first, then the bank in tie-break order. */
  questions: readonly CompiledQuestion[];
  byId: ReadonlyMap<string, CompiledQuestion>;
  area: CompiledNumber;
  quality: CompiledChoice;
}

function normalised(values: readonly number[]): number[] {
  const total = values.reduce((s, x) => s + x, 0);
  return values.map((x) => x / total);
}

function compileOption(
  o: ChoiceData["options"][number],
  tiers: Record<QualityTier, number>,
  kindIdx = -1,
): CompiledOption {
  const e = o.effect ?? {};
  let whole = e.whole ? num(e.whole) : 1;
  if (e.tier) whole *= tiers[e.tier];
  const divs = Object.entries(e.divisions ?? {}).map(
    ([name, p]) => [DIV_INDEX.get(name as DivisionName) ?? -1, num(p)] as const,
  );
  const a = e.addition;
  return {
    label: o.label,
    notSure: false,
    tier: e.tier ?? null,
    kindIdx,
    whole,
    ruled: null,
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

const NOT_SURE: CompiledOption = {
  label: NOT_SURE_LABEL,
  notSure: true,
  tier: null,
  kindIdx: -1,
  whole: 1,
  ruled: null,
  divs: [],
  add: null,
};

function kindSet(ids: readonly string[] | undefined, kindIds: readonly string[], qid: string) {
  if (!ids) return null;
  return new Set(
    ids.map((id) => {
      const i = kindIds.indexOf(id);
      if (i < 0) throw new Error(`question ${qid} names unknown kind ${id}`);
      return i;
    }),
  );
}

/** Priors by kind plus the mix over kinds (weighted by the kinds' priors). */
function compilePriors(q: ChoiceData, kinds: readonly CompiledKind[]): number[][] {
  const byKind = kinds.map((k) => {
    const p: Param | undefined = q.priorByKind?.[k.id] ?? q.prior;
    return p ? normalised(list(p)) : null;
  });
  const width = q.options.length;
  const mix = new Array<number>(width).fill(0);
  let weight = 0;
  byKind.forEach((p, i) => {
    if (!p) return;
    weight += kinds[i]!.prior;
    p.forEach((x, j) => (mix[j]! += x * kinds[i]!.prior));
  });
  const mixed = weight > 0 ? mix.map((x) => x / weight) : new Array<number>(width).fill(1 / width);
  return [...byKind.map((p) => p ?? mixed), mixed];
}

function compileChoice(
  q: ChoiceData,
  tiers: Record<QualityTier, number>,
  kinds: readonly CompiledKind[],
): CompiledChoice {
  const kindIds = kinds.map((k) => k.id);
  return {
    kind: "choice",
    q: { id: q.id, text: q.text, summary: q.summary, ...(q.when ? { when: q.when } : {}) },
    options: [...q.options.map((o) => compileOption(o, tiers)), NOT_SURE],
    priors: compilePriors(q, kinds),
    kinds: kindSet(q.kinds, kindIds, q.id),
    isKind: false,
  };
}

function compileNumber(q: NumberData, areaBounds: readonly number[], kindIds: string[]): CompiledNumber {
  const [min = 0, max = 0, step = 1] = q.role === "area" ? areaBounds : q.bounds ? list(q.bounds) : [];
  const [clampLo = 1, clampHi = 1] = q.clamp ? list(q.clamp) : [];
  return {
    kind: "number",
    q: { id: q.id, text: q.text, summary: q.summary, unit: q.unit, role: q.role },
    min,
    max,
    step,
    sqFtPerUnit: q.sqFtPerUnit ? num(q.sqFtPerUnit) : 1,
    elasticity: q.elasticity ? num(q.elasticity) : 0,
    clampLo,
    clampHi,
    sigma: q.sigma ? num(q.sigma) : 0,
    kinds: kindSet(q.kinds, kindIds, q.id),
  };
}

/** 47,328 → 47,000: a typical size reads as a round figure. */
function roundTo2Digits(x: number): number {
  const unit = Math.pow(10, Math.max(0, Math.floor(Math.log10(x)) - 1));
  return Math.round(x / unit) * unit;
}

/**
 * The factor of a state's own rules for each kind (1 where none applies): what a kind costs there
 * beyond the location index (data-schema.ts StateRuleData); rules that depend on an answer are
 * carried by that answer instead (ruleAnswers).
 */
function stateRuleFactors(d: TypeData, state: string | undefined): number[] {
  const rules = rulesOf(d, state).filter((r) => !r.answers);
  return d.kinds.map((k) =>
    rules.filter((r) => r.kinds.includes(k.id)).reduce((f, r) => f * num(r.factor), 1),
  );
}

/** The type's rules that name the state (none without a state: the national model). */
function rulesOf(d: TypeData, state: string | undefined): StateRuleData[] {
  return (d.stateRules ?? []).filter((r) => state !== undefined && r.states.includes(state));
}

/**
 * The options a state's rule brings in when answered (a public owner) carry its factor for the
 * rule's kinds, so the answer, and "Not sure" through the option's prior, price it.
 */
function ruleAnswers(d: TypeData, state: string | undefined, questions: readonly CompiledQuestion[]): void {
  for (const r of rulesOf(d, state)) {
    for (const a of r.answers ?? []) {
      const q = questions.find((x) => x.q.id === a.question);
      if (q?.kind !== "choice")
        throw new Error(`state rule ${r.id} names ${a.question}, not a choice question`);
      const options = q.options as CompiledOption[];
      for (const letter of a.options) {
        const i = OPTION_LETTERS.indexOf(letter);
        const o = options[i];
        if (!o || o.notSure) throw new Error(`state rule ${r.id} names no option ${letter} of ${a.question}`);
        const ruled = o.ruled ?? new Float64Array(d.kinds.length).fill(1);
        d.kinds.forEach((k, j) => {
          if (r.kinds.includes(k.id)) ruled[j]! *= num(r.factor);
        });
        options[i] = { ...o, ruled };
      }
    }
  }
}

/** An answer's whole-cost multiplier for a kind (kind index, -1 while unknown), its state's rules included. */
export function optionWhole(o: CompiledOption, kindIdx: number): number {
  return o.ruled && kindIdx >= 0 ? o.whole * o.ruled[kindIdx]! : o.whole;
}

/** True when some rule of the type names the state (its model then differs from the national one). */
export function hasStateRules(d: TypeData, state: string | undefined): boolean {
  return state !== undefined && (d.stateRules ?? []).some((r) => r.states.includes(state));
}

function compileKinds(d: TypeData, state: string | undefined): { kinds: CompiledKind[]; mix: CompiledKind } {
  const priors = normalised(d.kinds.map((k) => num(k.prior)));
  const ruled = stateRuleFactors(d, state);
  const typeResidual = num(d.residualSigma);
  // a kind fitted on published averages (Cost vs. Value jobs, survey means) scatters less than
  // one project does: no range is narrower than the floor
  const floor = num(GLOBAL.residualFloor);
  const kinds = d.kinds.map((k, i) => ({
    id: k.id,
    base: num(k.baseCost) * ruled[i]!,
    fixed: (k.fixedCost ? num(k.fixedCost) : 0) * ruled[i]!,
    typicalArea: num(k.typicalArea),
    areaSigma: num(k.areaSigma),
    prior: priors[i]!,
    residual: Math.max(floor, k.residualSigma ? num(k.residualSigma) : typeResidual),
  }));
  const geo = (f: (k: CompiledKind) => number) =>
    Math.exp(kinds.reduce((s, k) => s + k.prior * Math.log(f(k)), 0));
  const mix: CompiledKind = {
    id: "mix",
    base: geo((k) => k.base),
    fixed: kinds.reduce((s, k) => s + k.prior * k.fixed, 0),
    typicalArea: roundTo2Digits(geo((k) => k.typicalArea)),
    areaSigma: Math.sqrt(kinds.reduce((s, k) => s + k.prior * k.areaSigma ** 2, 0)),
    prior: 1,
    // while the kind is unknown, its residual is the prior-weighted mean variance of the kinds'
    residual: Math.sqrt(kinds.reduce((s, k) => s + k.prior * k.residual ** 2, 0)),
  };
  return { kinds, mix };
}

/** Compiles a type's data file, with the rules of a state (two-letter code) when one is given. */
export function compileType(type: ProjectTypeId, state?: string): CompiledType {
  const d = TYPE_DATA[type];
  const tiers = {
    economy: num(d.tiers.economy),
    standard: num(d.tiers.standard),
    premium: num(d.tiers.premium),
    luxury: num(d.tiers.luxury),
  };
  const rawShares = DIVISION_NAMES.map((n) => num(d.shares[n]));
  const shareSum = rawShares.reduce((s, x) => s + x, 0);
  const { kinds, mix } = compileKinds(d, state);
  const kindIds = kinds.map((k) => k.id);
  const kindQuestion: CompiledChoice | null = d.kindQuestion
    ? {
        kind: "choice",
        q: d.kindQuestion,
        options: [...d.kinds.map((k, i) => compileOption({ label: k.label }, tiers, i)), NOT_SURE],
        priors: [kinds.map((k) => k.prior)],
        kinds: null,
        isKind: true,
      }
    : null;
  const bank = d.questions.map((q) =>
    q.kind === "choice" ? compileChoice(q, tiers, kinds) : compileNumber(q, list(d.areaBounds), kindIds),
  );
  const questions = kindQuestion ? [kindQuestion, ...bank] : bank;
  ruleAnswers(d, state, questions);
  const area = questions.find((q): q is CompiledNumber => q.kind === "number" && q.q.role === "area");
  const quality = questions.find(
    (q): q is CompiledChoice => q.kind === "choice" && q.options.some((o) => o.tier !== null),
  );
  if (!area || !quality) throw new Error(`data of ${type} lacks an area or a quality question`);
  return {
    type,
    sector: d.sector,
    kinds,
    mix,
    kindQuestion,
    sizeStrength: num(d.sizeStrength),
    locationExponent: num(d.locationExponent),
    shares: rawShares.map((x) => x / shareSum),
    tiers,
    questions,
    byId: new Map(questions.map((q) => [q.q.id, q])),
    area,
    quality,
  };
}

const CURVE_X = list(GLOBAL.sizeCurveRatios);
const CURVE_Y = list(GLOBAL.sizeCurveMultipliers);

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
