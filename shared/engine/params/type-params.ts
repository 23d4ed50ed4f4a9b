/**
 * Per-type parameters: base cost per sq ft (standard tier, national, typical size) and the
 * adjustments that bring it to our price level and scope, quality-tier multipliers, typical area
 * and its spread, size-economy strength and residual model error. Public sources build the
 * values (NAHB survey, ICC Building Valuation Data, Cost vs. Value); licensed databases are only
 * used to cross-check them in the calibration tests.
 */
import type { ProjectTypeId } from "../../project-types";
import { judged, sourced, type Param } from "../provenance";
import { DIVISION_SHARES } from "./division-shares";
import { ESCALATION_2024_TO_2025, SITE_WORK_ON_ICC } from "./global-params";
import type { DivisionName, OptionLetter } from "../types";

/** Quality tiers of the engine (StructuredInput.quality). */
export const QUALITY_TIERS = ["economy", "standard", "premium", "luxury"] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];

/** The parameters of one project type. */
export interface TypeParams {
  /** Median cost per gross sq ft at the source's level and scope. */
  baseCost: Param;
  /** Multipliers that bring baseCost to our price level and scope (escalation, site work). */
  baseAdjustments: readonly Param[];
  tiers: Record<QualityTier, Param>;
  typicalArea: Param;
  /** Standard deviation of ln(area) around the typical area, before the area is answered. */
  areaSigma: Param;
  /** [min, max, step] of the area question. */
  areaBounds: Param;
  /**
   * 1 when baseCost is a published average over the typical mix of buildings of the type: the
   * model then scales the base so that a project with every question open reproduces it.
   */
  baseIsMixAverage: Param;
  /**
   * Answers the base figure refers to (question id → option letter), e.g. ICC type IIB means a
   * steel frame; the normalisation holds these and averages over the other questions.
   */
  baseReference?: Readonly<Record<string, OptionLetter>>;
  /** Exponent on the size curve (1 = full economies, 0 = none). */
  sizeStrength: Param;
  /** Standard deviation of ln(cost) that no answer removes (conceptual-model error). */
  residualSigma: Param;
  shares: Record<DivisionName, Param>;
}

const MIX_AVERAGE = judged(
  1,
  "The source averages over all buildings of the group, so the open-question mix must reproduce it",
  "flag",
);
const NO_ESCALATION = judged(1, "ICC BVD 2025 edition is already at the 2025 price level", "ratio");
const RESIDUAL = judged(
  0.12,
  "Conceptual model error: leaves about -14%/+17% after every question, near AACE class 4",
  "ln-sd",
);
const COMMERCIAL_TIERS = (premium: number, luxury: number, reason: string) => ({
  economy: judged(0.86, "Economy finishes and systems, about the ICC type VA-to-IIB gap", "multiplier"),
  standard: judged(1, "Reference tier: the base cost", "multiplier"),
  premium: judged(premium, reason, "multiplier"),
  luxury: judged(luxury, reason, "multiplier"),
});

/** Parameters by project type. */
export const TYPE_PARAMS: Record<ProjectTypeId, TypeParams> = {
  "single-family": {
    baseCost: sourced(162, "USD/sqft", "nahb-cost-2024", "2024"),
    baseAdjustments: [ESCALATION_2024_TO_2025],
    tiers: {
      economy: judged(
        0.85,
        "cost-facts §8.5 suggested tier (builder grade); no sourced class table",
        "multiplier",
      ),
      standard: judged(1, "Reference tier: NAHB's average home", "multiplier"),
      premium: judged(
        1.35,
        "cost-facts §8.5 suggested tier (semi-custom); consumer guides $250-350 vs $180-250",
        "multiplier",
      ),
      luxury: judged(
        1.9,
        "cost-facts §8.5 suggested tier (custom high-end); consumer guides $350-600+",
        "multiplier",
      ),
    },
    typicalArea: sourced(2647, "sqft", "nahb-cost-2024", "2024"),
    areaSigma: judged(0.35, "New homes mostly 1,500-4,500 sq ft: about ±35% in log terms", "ln-sd"),
    areaBounds: judged([500, 20000, 10], "From a tiny house to an estate", "sqft"),
    baseIsMixAverage: MIX_AVERAGE,
    sizeStrength: judged(
      0.5,
      "Size modifiers are documented for commercial models; half strength for houses",
      "exponent",
    ),
    residualSigma: RESIDUAL,
    shares: DIVISION_SHARES["single-family"],
  },
  "multi-family": {
    baseCost: sourced(212.94, "USD/sqft", "icc-bvd-2025", "2025"),
    baseAdjustments: [
      NO_ESCALATION,
      judged(
        1.1,
        "ICC BVD excludes site work; garden apartments carry large sites (parking, utilities): upper half of the 6-16% range",
        "ratio",
      ),
    ],
    tiers: COMMERCIAL_TIERS(
      1.22,
      1.5,
      "Condominium over market-grade apartment is 1.37 in a 2025 ten-city survey; premium below, luxury above",
    ),
    typicalArea: judged(
      53600,
      "A mid-size garden or mid-rise building (about 50 units); the common typical size",
      "sqft",
    ),
    areaSigma: judged(0.8, "From a fourplex to a tower: very wide before it is answered", "ln-sd"),
    areaBounds: judged([1500, 1000000, 100], "From a duplex to a large tower", "sqft"),
    baseIsMixAverage: MIX_AVERAGE,
    sizeStrength: judged(1, "Size modifiers are published for multi-family models", "exponent"),
    residualSigma: RESIDUAL,
    shares: DIVISION_SHARES["multi-family"],
  },
  "home-improvements": {
    baseCost: judged(
      150,
      "Whole-house renovation, standard finish: between ICC's 50% alteration rule on new-home BVD ($85) and SF DBI's $191 remodel valuation",
      "USD/sqft",
    ),
    baseAdjustments: [
      judged(1, "Already at the 2025 level (our judgement of current remodel prices)", "ratio"),
    ],
    tiers: {
      economy: judged(
        0.75,
        "Minor/refresh work: Cost vs. Value minor kitchen is a third of a major one, tempered",
        "multiplier",
      ),
      standard: judged(1, "Reference tier: Cost vs. Value midrange", "multiplier"),
      premium: judged(1.45, "Halfway to upscale in log terms", "multiplier"),
      luxury: sourced(1.98, "multiplier", "cost-vs-value-2024", "2024"),
    },
    typicalArea: judged(400, "A kitchen plus a bath, or a small addition", "sqft"),
    areaSigma: judged(0.9, "From a 35 sq ft bath to a whole house", "ln-sd"),
    areaBounds: judged([30, 10000, 5], "A powder room to a whole large house", "sqft"),
    baseIsMixAverage: judged(
      0,
      "Our judgement of a whole-house renovation, not a survey average; scope options set their own costs",
      "flag",
    ),
    sizeStrength: judged(0.5, "Remodel unit costs already follow the scope; weak size economies", "exponent"),
    residualSigma: judged(0.14, "Remodels carry more unknowns (hidden conditions) than new work", "ln-sd"),
    shares: DIVISION_SHARES["home-improvements"],
  },
  "office-building": {
    baseCost: sourced(265.76, "USD/sqft", "icc-bvd-2025", "2025"),
    baseAdjustments: [NO_ESCALATION, SITE_WORK_ON_ICC],
    tiers: COMMERCIAL_TIERS(
      1.25,
      1.6,
      "Class A over Class B: about 1.6 in one 2018 metro survey (prime vs secondary); premium in between",
    ),
    typicalArea: judged(21000, "A two- to three-story suburban office; the common typical size", "sqft"),
    areaSigma: judged(0.9, "From a small professional building to a tower", "ln-sd"),
    areaBounds: judged([1000, 2000000, 100], "From a small professional office to a tower", "sqft"),
    baseIsMixAverage: MIX_AVERAGE,
    sizeStrength: judged(1, "Size modifiers are published for office models", "exponent"),
    residualSigma: RESIDUAL,
    shares: DIVISION_SHARES["office-building"],
    baseReference: { "of-structure": "b" },
  },
  educational: {
    baseCost: sourced(252.74, "USD/sqft", "icc-bvd-2025", "2025"),
    baseAdjustments: [NO_ESCALATION, SITE_WORK_ON_ICC],
    tiers: COMMERCIAL_TIERS(
      1.2,
      1.45,
      "Signature campus buildings and higher-education standards; our judgement",
    ),
    typicalArea: judged(69900, "A 500-700 student school; the common typical size for schools", "sqft"),
    areaSigma: judged(0.8, "From a small academy to a large high school", "ln-sd"),
    areaBounds: judged([2000, 1000000, 100], "From a small academy to a large campus building", "sqft"),
    baseIsMixAverage: MIX_AVERAGE,
    sizeStrength: judged(1, "Size modifiers are published for school models", "exponent"),
    residualSigma: RESIDUAL,
    shares: DIVISION_SHARES.educational,
    baseReference: { "ed-structure": "b" },
  },
  healthcare: {
    baseCost: sourced(436.51, "USD/sqft", "icc-bvd-2025", "2025"),
    baseAdjustments: [NO_ESCALATION, SITE_WORK_ON_ICC],
    tiers: COMMERCIAL_TIERS(1.2, 1.45, "Flagship and academic medical standards; our judgement"),
    typicalArea: judged(60000, "Between a medical office building and a community hospital", "sqft"),
    areaSigma: judged(0.9, "From a small clinic to a regional hospital", "ln-sd"),
    areaBounds: judged([1000, 2000000, 100], "From a small clinic to a medical center", "sqft"),
    baseIsMixAverage: MIX_AVERAGE,
    sizeStrength: judged(1, "Size modifiers are published for hospital models", "exponent"),
    residualSigma: judged(0.13, "Healthcare programs vary more than other types", "ln-sd"),
    shares: DIVISION_SHARES.healthcare,
    baseReference: { "hc-kind": "d", "hc-structure": "b" },
  },
};
