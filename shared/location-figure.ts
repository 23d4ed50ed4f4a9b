/**
 * The one location figure every screen shows (decision record 013, one source of figures): the
 * multiplier the engine applies for the type at the place (locationMultiplier: the place's cost
 * index for the type's sector, raised to the type's fitted exponent) and its whole-percent
 * difference from the national average, both from the same rounded hundredths, so "0.76" always
 * goes with "-24%". The landing page, the live panel, the results page, the workbook and a shared
 * estimate all read it from here; the raw index behind it is provenance, never the figure shown.
 */
import { locationMultiplier } from "./engine/index";
import { formatMultiplier } from "./format";
import type { ResolvedLocation } from "./places/types";
import type { ProjectTypeId } from "./project-types";

/** The multiplier as shown: two decimals and the signed whole percent that goes with them. */
export interface LocationFigure {
  /** The multiplier rounded to hundredths: 0.76. */
  multiplier: number;
  /** Whole percent against the national average: -24 for 0.76. */
  percent: number;
  /** Where the index behind it comes from: the city's own, its county's or the state's. */
  scope: "city" | "county" | "state";
}

/** Rounds a multiplier to the figure shown: hundredths, and the percent of those hundredths. */
export function roundedMultiplier(applied: number): { multiplier: number; percent: number } {
  const hundredths = Math.round(applied * 100);
  return { multiplier: hundredths / 100, percent: hundredths - 100 };
}

/** The location figure of an estimate of this type at this place. */
export function locationFigure(type: ProjectTypeId, location: ResolvedLocation): LocationFigure {
  return { ...roundedMultiplier(locationMultiplier(type, location)), scope: location.location.scope };
}

/** "0.76 × national (-24%)": the figure in words, the same on every screen (shared/format.ts). */
export const locationFigureText = formatMultiplier;
