/**
 * The sourced facts a landing page adds to the engine's figures: how long a project of the type
 * takes to build where a public survey measures it, and what permits and fees add where a public
 * survey measures that. Each value carries its source id (LANDING_SOURCES); a type or place a
 * source does not cover gets nothing, and the page leaves the item out rather than borrow a figure
 * from another type (every number has a source; issue "Truthful for every type"). Each source is the
 * publisher's own document, or a figure of ours labelled "C2C judgement".
 */
import type { ProjectTypeId } from "../project-types";

/** One source a landing-page fact cites. */
export interface LandingSource {
  id: string;
  publisher: string;
  title: string;
  year: number | null;
  url: string | null;
  /** What it backs, and how far to trust it. */
  note: string;
}

/** Every source the landing pages cite besides the engine and the places data. */
export const LANDING_SOURCES = [
  {
    id: "census-soc-2024-sf-time",
    publisher:
      "National Association of Home Builders (NAHB), Eye on Housing: analysis of the U.S. Census Bureau's Survey of Construction",
    title: "Single-Family Homes Are Built Faster in 2024 (homes completed in 2024)",
    year: 2025,
    url: "https://eyeonhousing.org/2025/09/single-family-homes-are-built-faster-in-2024/",
    note: "Average months from building permit to completion, national (9.1) and by census division",
  },
  {
    id: "census-soc-2022-mf-time",
    publisher:
      "National Association of Home Builders (NAHB), Eye on Housing: analysis of the U.S. Census Bureau's Survey of Construction",
    title: "Dramatic Apartment Construction Time Lengthening in 2022",
    year: 2023,
    url: "https://eyeonhousing.org/2023/08/dramatic-apartment-construction-time-lengthening-in-2022/",
    note: "Average months from authorization to completion of a multifamily building, national (19.8)",
  },
  {
    id: "nahb-cost-2024-fees",
    publisher: "National Association of Home Builders (NAHB)",
    title: "Cost of Constructing a Home—2024 (Cost of Construction Survey, January 2025)",
    year: 2025,
    url: "https://www.nahb.org/blog/2025/01/cost-of-construction-survey-2024",
    note: "Average building permit fees ($7,640), impact fee ($6,367) and water and sewer fees ($6,260) per new single-family home, against a construction cost of $428,215 (the survey's cost components)",
  },
  {
    id: "product-spec-s9-types",
    publisher: "C2C (Cost to Construct)",
    title:
      "C2C judgement: typical time from design to completion by project type, from typical published ranges",
    year: 2026,
    url: null,
    note: "Used only where no public survey measures the time to build",
  },
] as const satisfies readonly LandingSource[];

/** Id of a landing source. */
export type LandingSourceId = (typeof LANDING_SOURCES)[number]["id"];

/** Short citation of a source, as the page writes it. */
export const CITATIONS: Readonly<Record<LandingSourceId, string>> = {
  "census-soc-2024-sf-time": "U.S. Census Bureau, Survey of Construction 2024 (NAHB analysis)",
  "census-soc-2022-mf-time": "U.S. Census Bureau, Survey of Construction 2022 (NAHB analysis)",
  "nahb-cost-2024-fees": "NAHB, Cost of Constructing a Home 2024",
  "product-spec-s9-types": "C2C judgement, from typical published ranges",
};

/** Census divisions by USPS code (the Survey of Construction reports by division). */
const DIVISIONS: Readonly<Record<string, readonly string[]>> = {
  "New England": ["CT", "ME", "MA", "NH", "RI", "VT"],
  "Middle Atlantic": ["NJ", "NY", "PA"],
  "East North Central": ["IL", "IN", "MI", "OH", "WI"],
  "West North Central": ["IA", "KS", "MN", "MO", "NE", "ND", "SD"],
  "South Atlantic": ["DE", "DC", "FL", "GA", "MD", "NC", "SC", "VA", "WV"],
  "East South Central": ["AL", "KY", "MS", "TN"],
  "West South Central": ["AR", "LA", "OK", "TX"],
  Mountain: ["AZ", "CO", "ID", "MT", "NV", "NM", "UT", "WY"],
  Pacific: ["AK", "CA", "HI", "OR", "WA"],
};

/** The census division of a state, "Pacific". */
export function censusDivision(stateCode: string): string | undefined {
  return Object.entries(DIVISIONS).find(([, codes]) => codes.includes(stateCode))?.[0];
}

/**
 * Single-family homes completed in 2024, average months from permit to completion (source
 * census-soc-2024-sf-time). The report names five divisions above the national average and the
 * shortest; the others are not published there, so their pages quote the national figure.
 */
const SF_MONTHS_NATIONAL = 9.1;
const SF_MONTHS_BY_DIVISION: Readonly<Record<string, number>> = {
  "Middle Atlantic": 13.7,
  "New England": 13.1,
  Pacific: 10.8,
  Mountain: 10.0,
  "East North Central": 9.4,
  "South Atlantic": 7.8,
};

/** Multifamily buildings completed in 2022, average months from authorization to completion. */
const MF_MONTHS_NATIONAL = 19.8;

/** A measured build time: months, where it applies, and its source. */
export interface BuildTime {
  months: number;
  /** "in the Pacific census division" or "nationally". */
  scope: string;
  /** What was measured, in words. */
  measure: string;
  source: LandingSourceId;
}

/** The measured time to build this type in this state, or undefined where no survey measures it. */
export function measuredBuildTime(type: ProjectTypeId, stateCode: string): BuildTime | undefined {
  if (type === "single-family") {
    const division = censusDivision(stateCode);
    const months = division ? SF_MONTHS_BY_DIVISION[division] : undefined;
    return {
      months: months ?? SF_MONTHS_NATIONAL,
      scope: months === undefined ? "nationally" : `in the ${division} census division`,
      measure: "new single-family homes completed in 2024, from building permit to completion",
      source: "census-soc-2024-sf-time",
    };
  }
  if (type === "multi-family") {
    return {
      months: MF_MONTHS_NATIONAL,
      scope: "nationally",
      measure: "multifamily buildings completed in 2022, from building permit to completion",
      source: "census-soc-2022-mf-time",
    };
  }
  return undefined;
}

/** Permit and fee shares of a new home's construction cost (source nahb-cost-2024-fees). */
const NAHB_CONSTRUCTION_COST = 428_215;
const NAHB_FEES = { permit: 7_640, impact: 6_367, waterSewer: 6_260 } as const;

/** What permits and fees add, as a share of construction cost; undefined where none is sourced. */
export interface PermitFees {
  /** Building permit, impact and water and sewer fees together, share of construction cost. */
  share: number;
  /** The national average dollars the share comes from. */
  dollars: number;
  source: LandingSourceId;
}

/** Permits and fees for the type: only single-family homes have a public national average. */
export function permitFees(type: ProjectTypeId): PermitFees | undefined {
  if (type !== "single-family") return undefined;
  const dollars = NAHB_FEES.permit + NAHB_FEES.impact + NAHB_FEES.waterSewer;
  return { share: dollars / NAHB_CONSTRUCTION_COST, dollars, source: "nahb-cost-2024-fees" };
}
