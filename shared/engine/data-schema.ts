/**
 * The shape of the engine's data files (shared/engine/data/*.json): one file per project type with
 * its kinds, tiers, division shares and question bank, and one of global parameters. Every number
 * is a parameter with provenance (provenance.ts). The strict valibot schemas here are what the data
 * test loads every file through, so a misplaced key or a bare number fails instead of being ignored.
 */
import * as v from "valibot";
import { PROJECT_TYPE_IDS } from "../project-types";
import { ParamSchema, type Param } from "./provenance";
import { DIVISION_NAMES, OPTION_LETTERS, type DivisionName, type OptionLetter } from "../api/constants";
import type { ProjectTypeId } from "../project-types";

export const QUALITY_TIERS = ["economy", "standard", "premium", "luxury"] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];

/** Which location index a type's costs follow. */
export type Sector = "residential" | "commercial";

/** A lump-sum or per-sq-ft addition: the specification's "Additions from Base Model". */
export interface AdditionData {
  /** snake_case feature name (the client makes it readable). */
  feature: string;
  amount: Param;
  per: "lump" | "sqft";
  /** Per-sq-ft additions: the share of the floor area they apply to (e.g. a basement's footprint). */
  areaShare?: Param;
  division: DivisionName;
}

/** What choosing an option does to the estimate. */
export interface EffectData {
  whole?: Param;
  divisions?: Partial<Record<DivisionName, Param>>;
  addition?: AdditionData;
  tier?: QualityTier;
}

export interface OptionData {
  /** "Label (detail)"; the text before the parenthesis is what is displayed. */
  label: string;
  effect?: EffectData;
}

/** Asked only when an earlier question got one of these options. */
export interface ConditionData {
  id: string;
  letters: readonly OptionLetter[];
}

/** A multiple-choice question; "Not sure" is appended by the engine (decision record 010). */
export interface ChoiceData {
  kind: "choice";
  id: string;
  text: string;
  /** Short noun phrase for the requirements list ("Stories"). */
  summary: string;
  options: readonly OptionData[];
  /** One probability per option, for every kind (or `priorByKind` when it depends on the kind). */
  prior?: Param;
  /** The prior given the kind: what "Not sure" means once the kind is known. */
  priorByKind?: Readonly<Record<string, Param>>;
  when?: ConditionData;
  /** Asked only for these kinds. */
  kinds?: readonly string[];
}

/** A numeric question: the area, or a count whose density against the area moves the cost. */
export interface NumberData {
  kind: "number";
  id: string;
  text: string;
  summary: string;
  unit: string;
  role: "area" | "density";
  bounds?: Param;
  sqFtPerUnit?: Param;
  elasticity?: Param;
  clamp?: Param;
  sigma?: Param;
  kinds?: readonly string[];
}

export type QuestionData = ChoiceData | NumberData;

/**
 * A kind of building within a type (hospital, medical office…): its own base cost per sq ft at
 * the standard tier, national level and typical size, a fixed cost (remodels: the cost of a room
 * before its size), typical area and spread, and its share of projects (the kind question's prior).
 */
export interface KindData {
  id: string;
  label: string;
  baseCost: Param;
  fixedCost?: Param;
  typicalArea: Param;
  areaSigma: Param;
  prior: Param;
  /** The kind's own residual error (ln-sd), when its projects scatter more or less than the type's. */
  residualSigma?: Param;
}

/**
 * A state's own rules for some kinds of building that its location index does not price: for
 * example California's hospital seismic and plan-review rules (HCAI, formerly OSHPD), which apply
 * to acute-care hospitals and not to clinics or offices in the same city. The kinds' costs in those
 * states are multiplied by the factor; with `answers`, only when one of those answers is given (a
 * state's public agencies' buildings: prevailing wages and public contracting, not its private
 * owners').
 */
export interface StateRuleData {
  id: string;
  /** What the rule is, as the requirements list and the methodology name it. */
  label: string;
  /** Two-letter state codes. */
  states: readonly string[];
  kinds: readonly string[];
  /** The answers (question id, option letters) that bring the rule in; absent: every project of the kinds. */
  answers?: readonly StateRuleAnswer[];
  factor: Param;
}

/** Options of a choice question, by letter ("a" is the first). */
export interface StateRuleAnswer {
  question: string;
  options: readonly OptionLetter[];
}

/** One project type's data file. */
export interface TypeData {
  type: ProjectTypeId;
  description: string;
  sector: Sector;
  /** The kind question; absent when the type has one kind. */
  kindQuestion?: { id: string; text: string; summary: string };
  kinds: readonly KindData[];
  tiers: Record<QualityTier, Param>;
  /** [min, max, step] of the area question. */
  areaBounds: Param;
  /** Exponent on the size curve (1 = full economies, 0 = none). */
  sizeStrength: Param;
  /** Dispersion of the location index: the applied factor is index ^ exponent. */
  locationExponent: Param;
  /** Standard deviation of ln(cost) that no answer removes. */
  residualSigma: Param;
  shares: Record<DivisionName, Param>;
  questions: readonly QuestionData[];
  stateRules?: readonly StateRuleData[];
}

/** The global data file. */
export interface GlobalData {
  /** Price level of the engine's dollars (ISO month). */
  priceLevel: string;
  /** Standard normal quantile of the range's ends. */
  rangeQuantile: Param;
  /**
   * Each type's z-score of the likely range's ends, fitted by the calibration so that about half
   * of the fitted projects land inside (shared/likely-range.ts).
   */
  likelyQuantile: Record<ProjectTypeId, Param>;
  /** The least residual error (ln-sd) any estimate keeps, however consistent its cases. */
  residualFloor: Param;
  sizeCurveRatios: Param;
  sizeCurveMultipliers: Param;
}

const Id = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/));
const Text = v.pipe(v.string(), v.minLength(2), v.maxLength(200));
const Division = v.picklist(DIVISION_NAMES);
const DivisionParams = v.record(Division, ParamSchema);

const AdditionSchema = v.strictObject({
  feature: v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/)),
  amount: ParamSchema,
  per: v.picklist(["lump", "sqft"]),
  areaShare: v.optional(ParamSchema),
  division: Division,
});

const EffectSchema = v.strictObject({
  whole: v.optional(ParamSchema),
  divisions: v.optional(DivisionParams),
  addition: v.optional(AdditionSchema),
  tier: v.optional(v.picklist(QUALITY_TIERS)),
});

const ChoiceSchema = v.strictObject({
  kind: v.literal("choice"),
  id: Id,
  text: Text,
  summary: Text,
  options: v.pipe(
    v.array(v.strictObject({ label: Text, effect: v.optional(EffectSchema) })),
    v.minLength(2),
    v.maxLength(OPTION_LETTERS.length - 1),
  ),
  prior: v.optional(ParamSchema),
  priorByKind: v.optional(v.record(Id, ParamSchema)),
  when: v.optional(v.strictObject({ id: Id, letters: v.array(v.picklist(OPTION_LETTERS)) })),
  kinds: v.optional(v.array(Id)),
});

const NumberSchema = v.strictObject({
  kind: v.literal("number"),
  id: Id,
  text: Text,
  summary: Text,
  unit: v.pipe(v.string(), v.minLength(1)),
  role: v.picklist(["area", "density"]),
  bounds: v.optional(ParamSchema),
  sqFtPerUnit: v.optional(ParamSchema),
  elasticity: v.optional(ParamSchema),
  clamp: v.optional(ParamSchema),
  sigma: v.optional(ParamSchema),
  kinds: v.optional(v.array(Id)),
});

const KindSchema = v.strictObject({
  id: Id,
  label: Text,
  baseCost: ParamSchema,
  fixedCost: v.optional(ParamSchema),
  typicalArea: ParamSchema,
  areaSigma: ParamSchema,
  prior: ParamSchema,
  residualSigma: v.optional(ParamSchema),
});

const StateRuleSchema = v.strictObject({
  id: Id,
  label: Text,
  states: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), v.minLength(1)),
  kinds: v.pipe(v.array(Id), v.minLength(1)),
  answers: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          question: Id,
          options: v.pipe(v.array(v.picklist(OPTION_LETTERS)), v.minLength(1)),
        }),
      ),
      v.minLength(1),
    ),
  ),
  factor: ParamSchema,
});

/** Strict schema of a project type's data file. */
export const TypeDataSchema = v.strictObject({
  type: v.picklist(PROJECT_TYPE_IDS),
  description: Text,
  sector: v.picklist(["residential", "commercial"]),
  kindQuestion: v.optional(v.strictObject({ id: Id, text: Text, summary: Text })),
  kinds: v.pipe(v.array(KindSchema), v.minLength(1), v.maxLength(OPTION_LETTERS.length - 1)),
  tiers: v.strictObject({
    economy: ParamSchema,
    standard: ParamSchema,
    premium: ParamSchema,
    luxury: ParamSchema,
  }),
  areaBounds: ParamSchema,
  sizeStrength: ParamSchema,
  locationExponent: ParamSchema,
  residualSigma: ParamSchema,
  shares: DivisionParams,
  questions: v.array(v.union([ChoiceSchema, NumberSchema])),
  stateRules: v.optional(v.array(StateRuleSchema)),
});

/** Strict schema of the global data file. */
export const GlobalDataSchema = v.strictObject({
  priceLevel: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  rangeQuantile: ParamSchema,
  likelyQuantile: v.strictObject(
    Object.fromEntries(PROJECT_TYPE_IDS.map((id) => [id, ParamSchema])) as Record<
      ProjectTypeId,
      typeof ParamSchema
    >,
  ),
  residualFloor: ParamSchema,
  sizeCurveRatios: ParamSchema,
  sizeCurveMultipliers: ParamSchema,
});

/** A record with exactly one entry per project type. */
const perType = <T extends v.GenericSchema>(schema: T) =>
  v.strictObject(Object.fromEntries(PROJECT_TYPE_IDS.map((id) => [id, schema])) as Record<ProjectTypeId, T>);

/** Strict schema of the escalation file (data/escalation.json). */
export const EscalationDataSchema = v.strictObject({
  description: v.string(),
  ratesByYear: v.record(v.pipe(v.string(), v.regex(/^\d{4}$/)), ParamSchema),
  longTermRate: ParamSchema,
  rateSpread: ParamSchema,
  durationExponent: ParamSchema,
  durationBounds: ParamSchema,
  durationByType: perType(v.strictObject({ months: ParamSchema, atSqFt: ParamSchema })),
});
export type EscalationData = v.InferOutput<typeof EscalationDataSchema>;

/** Strict schema of the soft-cost file (data/soft-costs.json). */
export const SoftCostDataSchema = v.strictObject({
  items: v.array(v.strictObject({ id: v.pipe(v.string(), v.regex(/^[a-z]+$/)), name: Text })),
  spread: ParamSchema,
  byType: perType(v.record(v.string(), ParamSchema)),
});
export type SoftCostData = v.InferOutput<typeof SoftCostDataSchema>;
