/**
 * The calibration set as the evidence needs it: only the scored cases (a scope check did not set
 * them aside) and only the fields a comparable shows or the rule reads. The worker ships this
 * projection (cases.generated.json, written by `npm run data:evidence`) instead of the 1.3 MB
 * cases.json; a test fails when the committed file differs from what this function makes of
 * cases.json and scores.generated.json.
 */
import { placeOf } from "../calibration/score";
import type { CalibrationCase, CaseScore } from "../calibration/types";
import { findState } from "../places/index";
import type { ProjectTypeId } from "../project-types";

/** Longest `includes` text kept; longer ones are cut at a word and end with "…". */
export const MAX_INCLUDES = 200;

/** One scored case of the calibration set, as the evidence reads it. */
export interface EvidenceCase {
  id: string;
  name: string;
  type: ProjectTypeId;
  /** Index of the kind its owner chose (the kind question's option, 0-based); null for "Not sure" or a type without kinds. */
  kind: number | null;
  /** State name and city as published; "" for a national or regional average. */
  state: string;
  city: string;
  /** USPS code of the state; "" for an average. */
  code: string;
  /** The region an average covers: a census division's name, or "national"; "" for one project. */
  average: string;
  /** Where an average is priced (the calibration's representative state); absent for one project, priced at its own place. */
  pricedIn?: string;
  year: number;
  areaSqFt: number;
  cost: number;
  costBasis: "construction" | "total-project";
  includes: string;
  source: { publisher: string; title: string; year: number; url: string };
}

/** A text cut to at most `max` characters at a word boundary, with "…" when cut. */
export function shorten(text: string, max = MAX_INCLUDES): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(–-]+$/, "")}…`;
}

/** The kind's option index of a score's letter, or null for "Not sure" ("" for a type without kinds). */
function kindIndex(letter: string, kinds: number): number | null {
  if (!letter) return null;
  const i = letter.charCodeAt(0) - 97;
  return i >= 0 && i < kinds ? i : null;
}

/**
 * The projection of the scored cases, in the order of cases.json. `kindsOf` gives the number of
 * kinds of a type (its kind question's options less "Not sure"; 0 for a type without one).
 */
export function projectCases(
  cases: readonly CalibrationCase[],
  scores: readonly CaseScore[],
  kindsOf: (type: ProjectTypeId) => number,
): EvidenceCase[] {
  const byId = new Map(scores.map((s) => [s.id, s]));
  const out: EvidenceCase[] = [];
  for (const c of cases) {
    const score = byId.get(c.id);
    if (c.excluded || !score) continue;
    const place = placeOf(c);
    const region = c.facts.division ?? c.facts.region;
    out.push({
      id: c.id,
      name: c.name,
      type: c.type,
      kind: kindIndex(score.kind, kindsOf(c.type)),
      state: c.state,
      city: c.city,
      code: c.state ? (findState(c.state)?.code ?? "") : "",
      average: c.state ? "" : typeof region === "string" ? region : "national",
      ...(c.state ? {} : { pricedIn: place.state }),
      year: c.year,
      areaSqFt: c.areaSqFt,
      cost: c.cost,
      costBasis: c.costBasis,
      includes: shorten(c.includes),
      source: {
        publisher: c.source.publisher,
        title: c.source.title,
        year: c.source.year,
        url: c.source.url,
      },
    });
  }
  return out;
}
