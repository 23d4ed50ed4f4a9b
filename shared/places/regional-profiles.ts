/**
 * The specification's regional market profiles (section 9): California, Texas, New York, Florida
 * and a default for every other state — labor rate range, material premium over the national
 * average, permit cost range and timeline. Values are the specification's own, cited as such;
 * market trend, seasonality and labor availability are "not shown" there, so they are absent here.
 */
import type { PlacesSourceId } from "./sources";

/** A low–high range with its unit. */
export interface Range {
  min: number;
  max: number;
}

/** One regional profile of the specification's section 9 table. */
export interface RegionalProfile {
  /** "california", "texas", "new-york", "florida" or "default". */
  id: string;
  /** "California", …, "Default". */
  region: string;
  /** Labor rate, USD per hour. */
  laborPerHour: Range;
  /** Material cost relative to the national average: 0.25 = +25%, 0 = national average. */
  materialPremium: number;
  /** Permit cost, USD. */
  permits: Range;
  /** Timeline, months. */
  timelineMonths: Range;
  source: PlacesSourceId;
  /** Citation as it should be written. */
  citation: string;
}

const CITATION = "product specification, section 9";

function profile(
  id: string,
  region: string,
  labor: [number, number],
  materialPremium: number,
  permits: [number, number],
  months: [number, number],
): RegionalProfile {
  return {
    id,
    region,
    laborPerHour: { min: labor[0], max: labor[1] },
    materialPremium,
    permits: { min: permits[0], max: permits[1] },
    timelineMonths: { min: months[0], max: months[1] },
    source: "c2c-regional-profiles",
    citation: CITATION,
  };
}

/** The five profiles, as written in the specification's section 9 table. */
export const REGIONAL_PROFILES = {
  california: profile("california", "California", [45, 65], 0.25, [15_000, 25_000], [8, 12]),
  texas: profile("texas", "Texas", [35, 50], 0, [8_000, 15_000], [6, 10]),
  "new-york": profile("new-york", "New York", [50, 70], 0.3, [20_000, 35_000], [10, 14]),
  florida: profile("florida", "Florida", [40, 55], 0.1, [10_000, 18_000], [7, 11]),
  default: profile("default", "Default", [35, 55], 0, [8_000, 20_000], [6, 12]),
} as const satisfies Readonly<Record<string, RegionalProfile>>;

/** The profile of a state given by its slug; the default profile for every other state. */
export function profileForStateSlug(slug: string | undefined): RegionalProfile {
  switch (slug) {
    case "california":
    case "texas":
    case "new-york":
    case "florida":
      return REGIONAL_PROFILES[slug];
    default:
      return REGIONAL_PROFILES.default;
  }
}
