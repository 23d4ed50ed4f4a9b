/**
 * The shape of a question bank: choice questions whose options declare their effect on the cost
 * (a multiplier on the whole, multipliers on named divisions, an addition, a quality tier or a
 * replacement base cost) with prior probabilities, and numeric questions (the area, and counts such
 * as units, beds or students whose density against the area moves the cost).
 */
import { judged, type Param } from "../provenance";
import type { QualityTier } from "../params/type-params";
import type { DivisionName, OptionLetter } from "../types";

/** A lump-sum or per-sq-ft addition: the specification's "Additions from Base Model". */
export interface Addition {
  /** snake_case feature name (the client makes it readable). */
  feature: string;
  amount: Param;
  per: "lump" | "sqft";
  /** Per-sq-ft additions: the share of the floor area they apply to (e.g. a basement's footprint). */
  areaShare?: Param;
  /** Division the addition is booked to. */
  division: DivisionName;
}

/** What choosing an option does to the estimate. */
export interface Effect {
  whole?: Param;
  divisions?: Partial<Record<DivisionName, Param>>;
  addition?: Addition;
  tier?: QualityTier;
  /** Replaces the type's base cost per sq ft (home-improvement scopes). */
  baseCost?: Param;
}

/** One option: "Label (detail)". */
export interface ChoiceOption {
  label: string;
  effect: Effect;
  notSure?: true;
}

/** Asked only when an earlier question got one of these options. */
export interface Condition {
  id: string;
  letters: readonly OptionLetter[];
}

/** A multiple-choice question. The prior lists one probability per real (not "Not sure") option. */
export interface ChoiceQuestion {
  kind: "choice";
  id: string;
  text: string;
  /** Short noun phrase for the requirements list ("Stories"). */
  summary: string;
  options: readonly ChoiceOption[];
  prior: Param;
  when?: Condition;
}

/** A numeric question: the area, or a count whose density against the area moves the cost. */
export interface NumberQuestion {
  kind: "number";
  id: string;
  text: string;
  summary: string;
  unit: string;
  role: "area" | "density";
  /** [min, max, step]; for the area they come from the type parameters. */
  bounds?: Param;
  /** Density questions: gross sq ft per counted unit at the typical density. */
  sqFtPerUnit?: Param;
  /** Density questions: elasticity of cost to (count / typical count for the area). */
  elasticity?: Param;
  /** Density questions: [low, high] bounds of the multiplier. */
  clamp?: Param;
  /** Density questions: ln-sd of the density before it is answered. */
  sigma?: Param;
}

export type Question = ChoiceQuestion | NumberQuestion;

/** The "Not sure" option every choice question ends with (PRODUCT.md decision 4). */
export const NOT_SURE: ChoiceOption = {
  label: "Not sure (use the typical mix)",
  effect: {},
  notSure: true,
};

/** An option with its effect. */
export function opt(label: string, effect: Effect = {}): ChoiceOption {
  return { label, effect };
}

/** A choice question; "Not sure" is appended. */
export function choice(
  id: string,
  text: string,
  summary: string,
  options: readonly ChoiceOption[],
  prior: Param,
  when?: Condition,
): ChoiceQuestion {
  const q: ChoiceQuestion = { kind: "choice", id, text, summary, options: [...options, NOT_SURE], prior };
  if (when) q.when = when;
  return q;
}

/** A whole-cost multiplier of our judgement. */
export function w(value: number, reason: string): Effect {
  return { whole: judged(value, reason, "multiplier") };
}

/** Division multipliers of our judgement, with one reason. */
export function div(reason: string, multipliers: Partial<Record<DivisionName, number>>): Effect {
  const divisions: Partial<Record<DivisionName, Param>> = {};
  for (const [name, value] of Object.entries(multipliers) as [DivisionName, number][]) {
    divisions[name] = judged(value, reason, "multiplier");
  }
  return { divisions };
}

/** An addition of our judgement. */
export function add(
  feature: string,
  amount: number,
  per: "lump" | "sqft",
  division: DivisionName,
  reason: string,
): Effect {
  return {
    addition: { feature, amount: judged(amount, reason, per === "lump" ? "USD" : "USD/sqft"), per, division },
  };
}

/** Prior probabilities of our judgement. */
export function prior(values: readonly number[], reason: string): Param {
  return judged(values, reason, "probability");
}

/** The area question of a type (bounds come from the type parameters). */
export function areaQuestion(id: string, text: string, summary = "Floor area"): NumberQuestion {
  return { kind: "number", id, text, summary, unit: "sq ft", role: "area" };
}
