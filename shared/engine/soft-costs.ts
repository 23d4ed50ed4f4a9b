/**
 * The whole budget (PRODUCT.md decision 13): the construction (hard) cost plus the soft costs an
 * owner pays beside the contract — design fees, permits and fees, furniture and equipment,
 * testing, owner's contingency — each a share of construction cost by project type
 * (data/soft-costs.json, every share with its provenance). Land and financing are listed as not
 * included unless the visitor enters a land cost. The soft-cost total carries its own spread, so
 * the total's range is wider than the construction range.
 */
import type { ProjectTypeId } from "../project-types";
import { num, type Param } from "./provenance";
import { GLOBAL } from "./params";
import softCosts from "./data/soft-costs.json";

/** The soft-cost data file. */
export interface SoftCostData {
  items: readonly { id: string; name: string }[];
  spread: Param;
  byType: Record<ProjectTypeId, Record<string, Param>>;
}

export const SOFT_COSTS = softCosts as SoftCostData;

/** One line of the budget. */
export interface BudgetItem {
  id: string;
  name: string;
  /** Whole dollars; null when not known (land and financing not entered). */
  amount: number | null;
  included: boolean;
  /** Where the figure comes from: a source id, or "judgement: …", or "entered by you". */
  source: string;
}

/** Total project cost: construction plus the included items (PRODUCT.md decision 13). */
export interface ProjectCost {
  min: number;
  expected: number;
  max: number;
  items: BudgetItem[];
}

const Z = num(GLOBAL.rangeQuantile);

function provenance(p: Param): string {
  return "source" in p ? `${p.source} (${p.asOf})` : `judgement: ${p.judgement}`;
}

/** The soft-cost share of construction cost of a type (sum of its items). */
export function softCostShare(type: ProjectTypeId): number {
  return Object.values(SOFT_COSTS.byType[type]).reduce((s, p) => s + num(p), 0);
}

/**
 * The total project cost around a construction estimate: `construction` is the rounded expected
 * hard cost and `sigma` its ln-sd. Items are rounded so that construction + items = expected exactly.
 */
export function projectCost(
  type: ProjectTypeId,
  construction: number,
  sigma: number,
  landCost?: number,
): ProjectCost {
  const shares = SOFT_COSTS.byType[type];
  const items: BudgetItem[] = SOFT_COSTS.items.map(({ id, name }) => {
    const p = shares[id]!;
    return { id, name, amount: Math.round(construction * num(p)), included: true, source: provenance(p) };
  });
  const soft = items.reduce((s, i) => s + (i.amount ?? 0), 0);
  const share = soft / Math.max(construction, 1);
  const softSigma = (share * num(SOFT_COSTS.spread)) / (1 + share);
  const total = Math.sqrt(sigma * sigma + softSigma * softSigma);
  const land = landCost !== undefined ? Math.round(landCost) : null;
  items.push(
    land !== null
      ? { id: "land", name: "Land", amount: land, included: true, source: "entered by you" }
      : { id: "land", name: "Land", amount: null, included: false, source: "not included" },
    { id: "financing", name: "Financing", amount: null, included: false, source: "not included" },
  );
  const built = construction + soft;
  return {
    min: Math.round(built * Math.exp(-Z * total)) + (land ?? 0),
    expected: built + (land ?? 0),
    max: Math.round(built * Math.exp(Z * total)) + (land ?? 0),
    items,
  };
}
