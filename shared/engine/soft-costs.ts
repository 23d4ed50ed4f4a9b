/**
 * The whole budget (decision record 011): the construction (hard) cost plus the soft costs an
 * owner pays beside the contract — design fees, permits and fees, furniture and equipment,
 * testing, owner's contingency — each a share of construction cost by project type
 * (data/soft-costs.json, every share with its provenance). Land and financing are listed as not
 * included unless the visitor enters a land cost. The soft-cost total carries its own spread, so
 * the total's range is wider than the construction range.
 */
import type { ProjectTypeId } from "../project-types";
import { num, type Param } from "./provenance";
import { ESCALATION, GLOBAL, SOFT_COSTS } from "./params";
import { ENGINE_SOURCES } from "./sources";
import { escalation, type Escalation } from "./escalation";
import { likelyRange } from "../likely-range";

/** One line of the budget. */
export interface BudgetItem {
  id: string;
  name: string;
  /** Whole dollars; null when not known (land and financing not entered). */
  amount: number | null;
  included: boolean;
  /** Where the figure comes from: its source, or "C2C judgement: …", or "entered by you". */
  source: string;
}

/** Total project cost: construction plus the included items (decision record 011). */
export interface ProjectCost {
  min: number;
  expected: number;
  max: number;
  /** The likely range: 25th and 75th percentile (the land, a known figure, added to both). */
  likely: { min: number; max: number };
  items: BudgetItem[];
  /** The construction (hard) cost the items are added to: costEstimate.expected. */
  construction: number;
  /** Price level of the dollars before escalation ("YYYY-MM"). */
  priceLevel: string;
  /** Escalation to the planned start; null without a start date (today's price level). */
  escalation: {
    startDate: string;
    constructionMonths: number;
    midpoint: string;
    /** Multiplier on construction cost, 4 decimals. */
    factor: number;
  } | null;
}

/** What the visitor adds to the budget: a planned start and a land cost, both optional. */
export interface BudgetInput {
  /** Planned start of construction, "YYYY-MM". */
  startDate?: string | null;
  /** Land cost in dollars. */
  landCost?: number | null;
  /** Floor area the estimate assumes (for the duration); required with a start date. */
  sqFt?: number;
}

const Z = num(GLOBAL.rangeQuantile);

const SOURCE_BY_ID = new Map(ENGINE_SOURCES.map((s) => [s.id, s]));

/** A parameter's provenance in words: publisher, title and as-of date, or our judgement. */
function provenance(p: Param): string {
  if (!("source" in p)) return `C2C judgement: ${p.judgement}`;
  const s = SOURCE_BY_ID.get(p.source);
  return s ? `${s.publisher}, ${s.title} (${p.asOf})` : `${p.source} (${p.asOf})`;
}

/** The soft-cost share of construction cost of a type (sum of its items). */
export function softCostShare(type: ProjectTypeId): number {
  return Object.values(SOFT_COSTS.byType[type]).reduce((s, p) => s + num(p), 0);
}

const percent = (p: Param) => `${(num(p) * 100).toFixed(2)}%`;

/** The forecast and the duration behind an escalation, in words, with their sources' dates. */
function escalationSource(type: ProjectTypeId, e: Escalation): string {
  const years = Object.entries(ESCALATION.ratesByYear);
  const rates = years.map(([y, p]) => `${y} ${percent(p)}`);
  const dated = [...years.map(([, p]) => p), ESCALATION.longTermRate].map((p) => ("asOf" in p ? p.asOf : ""));
  const duration = ESCALATION.durationByType[type].months;
  const durationSource =
    "source" in duration
      ? (SOURCE_BY_ID.get(duration.source)?.publisher ?? duration.source)
      : "C2C judgement";
  return (
    `Turner & Townsend escalation forecasts (published ${[...new Set(dated)].join(", ")}): ` +
    `${rates.join(", ")}, ${percent(ESCALATION.longTermRate)} a year after; ` +
    `${e.months} months of construction from ${e.startDate} (duration by size from ${durationSource}), ` +
    `midpoint ${e.midpoint}`
  );
}

/**
 * The total project cost around a construction estimate: `construction` is the rounded expected
 * hard cost and `sigma` its ln-sd. Items are rounded so that construction + included items =
 * expected exactly. A start date adds escalation of the construction cost to the midpoint of
 * construction (and its forecast error to the range); a land cost is added and labelled.
 */
export function projectCost(
  type: ProjectTypeId,
  construction: number,
  sigma: number,
  budget: BudgetInput = {},
): ProjectCost {
  const shares = SOFT_COSTS.byType[type];
  const items: BudgetItem[] = SOFT_COSTS.items.map(({ id, name }) => {
    const p = shares[id]!;
    return { id, name, amount: Math.round(construction * num(p)), included: true, source: provenance(p) };
  });
  const soft = items.reduce((s, i) => s + (i.amount ?? 0), 0);
  const share = soft / Math.max(construction, 1);
  const softSigma = (share * num(SOFT_COSTS.spread)) / (1 + share);
  const esc = budget.startDate ? escalation(type, budget.sqFt ?? 0, budget.startDate) : null;
  const escAmount = esc ? Math.round(construction * (esc.factor - 1)) : 0;
  items.push(
    esc
      ? {
          id: "escalation",
          name: `Escalation to the midpoint of construction (${esc.midpoint})`,
          amount: escAmount,
          included: true,
          source: escalationSource(type, esc),
        }
      : {
          id: "escalation",
          name: "Escalation to the planned start",
          amount: null,
          included: false,
          source: `no start date given: at today's price level (${GLOBAL.priceLevel})`,
        },
  );
  const built = construction + soft + escAmount;
  const escSigma = esc ? (esc.sigma * (construction + escAmount)) / Math.max(built, 1) : 0;
  const total = Math.sqrt(sigma * sigma + softSigma * softSigma + escSigma * escSigma);
  const land = budget.landCost != null ? Math.round(budget.landCost) : null;
  items.push(
    land !== null
      ? { id: "land", name: "Land", amount: land, included: true, source: "entered by you" }
      : { id: "land", name: "Land", amount: null, included: false, source: "not included" },
    { id: "financing", name: "Financing", amount: null, included: false, source: "not included" },
  );
  const low = Math.round(built * Math.exp(-Z * total));
  const high = Math.round(built * Math.exp(Z * total));
  const likely = likelyRange({ min: low, expected: built, max: high }, type);
  return {
    min: low + (land ?? 0),
    expected: built + (land ?? 0),
    max: high + (land ?? 0),
    likely: { min: Math.round(likely.min) + (land ?? 0), max: Math.round(likely.max) + (land ?? 0) },
    items,
    construction,
    priceLevel: GLOBAL.priceLevel,
    escalation: esc
      ? {
          startDate: esc.startDate,
          constructionMonths: esc.months,
          midpoint: esc.midpoint,
          factor: Math.round(esc.factor * 10000) / 10000,
        }
      : null,
  };
}
