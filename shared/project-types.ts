/**
 * The six project types of the product (specification §3 "Project type" and §9's table).
 * Shared by the worker (API, landing pages, sitemap) and the client (home grid, start form).
 * The cost-per-sq-ft band here is the specification's prior; figures shown to visitors come from
 * the engine (decision record 013, one source of cost figures).
 */
import { capitalizedWords } from "./format";

export const PROJECT_TYPE_IDS = [
  "single-family",
  "multi-family",
  "home-improvements",
  "office-building",
  "educational",
  "healthcare",
] as const;

export type ProjectTypeId = (typeof PROJECT_TYPE_IDS)[number];

export type Complexity = "moderate" | "high" | "variable" | "very high" | "extremely high";

export interface ProjectType {
  id: ProjectTypeId;
  /** Display label, specification §3. */
  label: string;
  /** One line for cards and the home grid. */
  blurb: string;
  /** Other ways people search for this type; slugged (spaces to hyphens) they are landing-page variations. */
  alternativeNames: readonly string[];
  /** Specification §9: average cost per sq ft band, USD, national. */
  specCostPerSqFt: { min: number; max: number };
  /** Specification §9: typical timeline in months. */
  timelineMonths: { min: number; max: number };
  /** Specification §9. */
  complexity: Complexity;
}

/** Source line for the figures above, for anything that cites them. */
export const PROJECT_TYPE_TABLE_SOURCE = "product specification, section 9";

export const PROJECT_TYPES: readonly ProjectType[] = [
  {
    id: "single-family",
    label: "Single Family Home",
    blurb: "A detached house for one household, from starter homes to custom builds.",
    alternativeNames: ["house", "new home", "custom home", "home construction", "residential home"],
    specCostPerSqFt: { min: 200, max: 500 },
    timelineMonths: { min: 6, max: 12 },
    complexity: "moderate",
  },
  {
    id: "multi-family",
    label: "Multi-Family Home",
    blurb: "Duplexes, townhomes and apartment buildings with several units.",
    alternativeNames: ["apartment building", "apartments", "duplex", "townhouse", "condo building"],
    specCostPerSqFt: { min: 150, max: 350 },
    timelineMonths: { min: 8, max: 18 },
    complexity: "high",
  },
  {
    id: "home-improvements",
    label: "Home Improvements",
    blurb: "Kitchens, baths, basements, additions and whole-house remodels.",
    alternativeNames: ["remodel", "home remodel", "renovation", "home addition", "kitchen remodel"],
    specCostPerSqFt: { min: 100, max: 300 },
    timelineMonths: { min: 2, max: 8 },
    complexity: "variable",
  },
  {
    id: "office-building",
    label: "Office Building",
    blurb: "Low- and mid-rise offices, from a small professional building to a Class A tower.",
    alternativeNames: ["office", "commercial building", "office space", "commercial office"],
    specCostPerSqFt: { min: 200, max: 600 },
    timelineMonths: { min: 12, max: 24 },
    complexity: "high",
  },
  {
    id: "educational",
    label: "Educational Institution",
    blurb: "Elementary, middle and high schools, colleges and training centers.",
    alternativeNames: ["school", "school building", "elementary school", "high school", "college building"],
    specCostPerSqFt: { min: 300, max: 700 },
    timelineMonths: { min: 18, max: 36 },
    complexity: "very high",
  },
  {
    id: "healthcare",
    label: "Healthcare Facility",
    blurb: "Clinics, medical office buildings, surgery centers and hospitals.",
    alternativeNames: ["hospital", "medical office", "clinic", "medical building", "surgery center"],
    specCostPerSqFt: { min: 400, max: 1000 },
    timelineMonths: { min: 24, max: 48 },
    complexity: "extremely high",
  },
];

const BY_ID = new Map<string, ProjectType>(PROJECT_TYPES.map((t) => [t.id, t]));

/** The project type with this id, or undefined. */
export function projectTypeById(id: string): ProjectType | undefined {
  return BY_ID.get(id);
}

/** True when the string is one of the six ids. */
export function isProjectTypeId(id: string): id is ProjectTypeId {
  return BY_ID.has(id);
}

/**
 * Resolves a landing-page slug to a project type: the canonical id, or an alternative name with
 * spaces turned into hyphens (specification §4: "A project-type slug that matches an alternative
 * phrasing (spaces to hyphens) maps to its canonical key"). Case-insensitive.
 */
export function projectTypeFromSlug(slug: string): ProjectType | undefined {
  const wanted = slug.toLowerCase();
  return (
    BY_ID.get(wanted) ??
    PROJECT_TYPES.find((t) => t.alternativeNames.some((name) => name.replace(/ /g, "-") === wanted))
  );
}

/**
 * The specification's display fallback for a route segment not in the lists (§2): hyphens to
 * spaces, words capitalised ("single-family" → "Single Family", "st-louis" → "St Louis"). Never
 * use it to look a type or a place up.
 */
export function prettifySlug(slug: string): string {
  return capitalizedWords(slug, "-");
}
