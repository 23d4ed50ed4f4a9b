/**
 * Real projects like yours (issue 27): for an estimate, the nearest published projects of the
 * calibration set and the reference class they belong to, each figure brought to today's price
 * level with the calibration's own cost index and to the visitor's place with the engine's own
 * location multiplier. Pure and deterministic; the worker calls it beside the engine.
 *
 * How "nearest" is chosen (README.md beside this file says the same in prose):
 *
 *  1. Candidates: every scored case of the calibration set of the estimate's type (cases a scope
 *     check set aside are never shown).
 *  2. Same kind first: when the visitor chose a kind (the kind question's answer, not "Not sure"),
 *     the cases whose owner chose the same kind come before every other case of the type.
 *  3. Within each group, by distance, smallest first:
 *
 *        distance = |ln(case area / visitor's area)|           similar size
 *                 + 0.03 × (price-level year − case year, ≥ 0) recent years
 *                 + 0 same state, 0.25 same census division,   near region
 *                   0.5 elsewhere (a national average: elsewhere)
 *
 *     so a project twice or half the size (0.69) weighs like one 23 years older, and another
 *     region (0.5) like a size ratio of 1.65 or 17 years of age. Ties: by id.
 *  4. The first NEAREST are returned.
 *
 * The reference class is every case of the type and kind in the visitor's census division; with
 * fewer than MIN_CLASS it widens step by step, saying which step it took: the region to the
 * nation, then the kind to the whole type (with no kind chosen it starts at the type).
 *
 * Every cost per sq ft is the published cost over the published area, times the cost index from
 * the case's year to the price level (`escalation(year, type)` of the calibration), times the
 * visitor's location multiplier over the case place's (the engine's `locationMultiplier`).
 */
import { escalation } from "../calibration/score";
import { DATA_AS_OF, locationMultiplier, projectCost } from "../engine/index";
import { GLOBAL, TYPE_DATA } from "../engine/params";
import { num } from "../engine/provenance";
import { censusDivision } from "../content/market-data";
import { resolveProjectLocation } from "../places/project-location";
import type { ResolvedLocation } from "../places/types";
import { PROJECT_TYPES, type ProjectTypeId } from "../project-types";
import type {
  ClassStats,
  Comparable,
  Comparables,
  CostBasis,
  PerSqFtRange,
  ReferenceClass,
} from "../api/outputs";
import { EVIDENCE_CASES } from "./cases.generated";
import type { EvidenceCase } from "./projection";

/** How many nearest projects an estimate gets. */
export const NEAREST = 8;
/** A reference class thinner than this widens. */
export const MIN_CLASS = 5;
/** Weight of a year of age in the distance. */
export const YEAR_WEIGHT = 0.03;
/** Weight of the region in the distance: same state, same census division, elsewhere. */
export const REGION_WEIGHT = { state: 0, division: 0.25, nation: 0.5 } as const;

export type Nearness = keyof typeof REGION_WEIGHT;

const BY_TYPE = new Map<ProjectTypeId, EvidenceCase[]>();
for (const c of EVIDENCE_CASES) {
  const list = BY_TYPE.get(c.type) ?? [];
  list.push(c);
  BY_TYPE.set(c.type, list);
}

/** The year of the engine's price level ("2025-12" → 2025). */
export const PRICE_YEAR = Number(DATA_AS_OF.slice(0, 4));
const Z = num(GLOBAL.rangeQuantile);

/** The scored cases of a type, in the calibration set's order. */
export function casesOf(type: ProjectTypeId): readonly EvidenceCase[] {
  return BY_TYPE.get(type) ?? [];
}

/** A case with the figures that do not depend on the visitor, computed once per isolate. */
export interface PreparedCase {
  c: EvidenceCase;
  /** The census division of its state, or the region an average covers ("national" for the nation). */
  division: string | undefined;
  /** Published cost per sq ft (its year, its place). */
  published: number;
  /** The calibration's index from its year to the price level. */
  escalation: number;
  /** The engine's location multiplier for its type at its place (its city, else its state). */
  multiplier: number;
}

const divisionByCode = new Map<string, string | undefined>();

/** The census division of a state (two-letter code), looked up once per state. */
function divisionOf(code: string): string | undefined {
  if (!divisionByCode.has(code)) divisionByCode.set(code, censusDivision(code));
  return divisionByCode.get(code);
}

/** The engine's location multiplier at the place a case is priced. */
function caseMultiplier(c: EvidenceCase): number {
  const location = c.pricedIn
    ? resolveProjectLocation(c.pricedIn, null)
    : resolveProjectLocation(c.state, c.city || null, null, c.county);
  if (!location) throw new RangeError(`${c.id}: unknown place ${c.state}`);
  return locationMultiplier(c.type, location);
}

// The engine's data is fixed for the life of an isolate: each type's cases are prepared on first use.
const PREPARED = new Map<ProjectTypeId, PreparedCase[]>();

/** The scored cases of a type with their index and multiplier. */
export function preparedCases(type: ProjectTypeId): readonly PreparedCase[] {
  let list = PREPARED.get(type);
  if (!list) {
    list = casesOf(type).map((c) => ({
      c,
      division: c.code ? divisionOf(c.code) : c.average,
      published: c.cost / c.areaSqFt,
      escalation: escalation(c.year, c.type),
      multiplier: caseMultiplier(c),
    }));
    PREPARED.set(type, list);
  }
  return list;
}

/** How near a case is to the visitor's state: same state, same census division, or elsewhere. */
export function nearness(p: PreparedCase, stateCode: string, division: string | undefined): Nearness {
  if (p.c.code === stateCode) return "state";
  return division !== undefined && p.division === division ? "division" : "nation";
}

/** The rule's distance of a case from the visitor's project (see the module's comment). */
export function distance(c: EvidenceCase, areaSqFt: number, near: Nearness): number {
  return (
    Math.abs(Math.log(c.areaSqFt / areaSqFt)) +
    YEAR_WEIGHT * Math.max(0, PRICE_YEAR - c.year) +
    REGION_WEIGHT[near]
  );
}

/**
 * The q-quantile of ascending values, interpolated linearly between order statistics (the
 * spreadsheet's PERCENTILE.INC): position q × (n − 1).
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError("quantile of nothing");
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Count, min, 10th, 25th, 50th, 75th, 90th percentile and max of values, whole dollars; null when none. */
export function classStats(values: readonly number[]): ClassStats | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => Math.round(quantile(s, p));
  return {
    count: s.length,
    min: Math.round(s[0]!),
    p10: q(0.1),
    p25: q(0.25),
    median: q(0.5),
    p75: q(0.75),
    p90: q(0.9),
    max: Math.round(s[s.length - 1]!),
  };
}

/** The kind the visitor chose: the option index of the kind question's answer; null for "Not sure" or none. */
export function kindOf(
  type: ProjectTypeId,
  answers: readonly { question: string; answer: string | number }[],
): number | null {
  const d = TYPE_DATA[type];
  const q = d.kindQuestion;
  if (!q) return null;
  const a = answers.find((x) => {
    const text = typeof x.question === "string" ? x.question.trim() : "";
    return text === q.id || text === q.text;
  });
  if (!a || typeof a.answer !== "string") return null;
  const i = a.answer.trim().toLowerCase().charCodeAt(0) - 97;
  return a.answer.trim().length === 1 && i >= 0 && i < d.kinds.length ? i : null;
}

/** A kind's label without its parenthesised detail ("Acute-care hospital or bed tower"). */
export function kindLabel(type: ProjectTypeId, kind: number | null): string | null {
  if (kind === null) return null;
  const label = TYPE_DATA[type].kinds[kind]?.label;
  if (!label) return null;
  const i = label.indexOf(" (");
  return i < 0 ? label : label.slice(0, i);
}

/** What the evidence needs of an estimate. */
export interface EvidenceInput {
  type: ProjectTypeId;
  location: ResolvedLocation;
  /** The kind the visitor chose (kindOf), or null. */
  kind: number | null;
  /** The estimate's construction cost: 10th percentile, median, 90th percentile and its area. */
  estimate: { min: number; expected: number; max: number; sq_ft: number };
}

/** A case's figures at the visitor's place. */
interface Placed {
  p: PreparedCase;
  c: EvidenceCase;
  near: Nearness;
  sameKind: boolean;
  distance: number;
  /** At today's price level and the visitor's place. */
  here: number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The visitor's 80% range per sq ft on both bases (construction; total project with soft costs). */
function ranges(type: ProjectTypeId, e: EvidenceInput["estimate"]): Record<CostBasis, PerSqFtRange> {
  const sigma = Math.log(Math.max(e.max, 1) / Math.max(e.expected, 1)) / Z;
  const total = projectCost(type, e.expected, sigma);
  const perSqFt = (x: number) => Math.round(x / e.sq_ft);
  return {
    construction: { min: perSqFt(e.min), max: perSqFt(e.max) },
    "total-project": { min: perSqFt(total.min), max: perSqFt(total.max) },
  };
}

function comparable(
  { p, near, sameKind, here: value }: Placed,
  type: ProjectTypeId,
  visitor: number,
  range: Record<CostBasis, PerSqFtRange>,
): Comparable {
  const { c } = p;
  const r = range[c.costBasis];
  const here = Math.round(value);
  return {
    id: c.id,
    name: c.name,
    city: c.city,
    state: c.state,
    average: c.average || null,
    year: c.year,
    areaSqFt: c.areaSqFt,
    kind: kindLabel(type, c.kind),
    sameKind,
    nearness: near,
    cost: { amount: c.cost, basis: c.costBasis, includes: c.includes },
    perSqFt: { published: Math.round(p.published), today: Math.round(p.published * p.escalation), here },
    escalation: { factor: round(p.escalation, 4), fromYear: c.year, toPriceLevel: DATA_AS_OF },
    location: {
      project: round(p.multiplier, 4),
      visitor: round(visitor, 4),
      factor: round(visitor / p.multiplier, 4),
    },
    position: here < r.min ? "below" : here > r.max ? "above" : "inside",
    comparedWith: c.costBasis,
    source: c.source,
  };
}

/** The nearest projects and the reference class of an estimate (see the module's comment for the rule). */
export function comparables(input: EvidenceInput): Comparables {
  const { type, location, estimate } = input;
  const kinds = TYPE_DATA[type].kindQuestion ? TYPE_DATA[type].kinds.length : 0;
  const kind = input.kind !== null && input.kind >= 0 && input.kind < kinds ? input.kind : null;
  const code = location.state.code;
  const division = divisionOf(code);
  const visitor = locationMultiplier(type, location);
  const area = Math.max(estimate.sq_ft, 1);
  const range = ranges(type, estimate);

  const placed: Placed[] = preparedCases(type).map((p) => {
    const near = nearness(p, code, division);
    return {
      p,
      c: p.c,
      near,
      sameKind: kind !== null && p.c.kind === kind,
      distance: distance(p.c, area, near),
      here: (p.published * p.escalation * visitor) / p.multiplier,
    };
  });

  const nearest = [...placed]
    .sort(
      (a, b) =>
        Number(b.sameKind) - Number(a.sameKind) ||
        a.distance - b.distance ||
        (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0),
    )
    .slice(0, NEAREST)
    .map((p) => comparable(p, type, visitor, range));

  return {
    priceLevel: DATA_AS_OF,
    place: {
      state: location.state.name,
      city: location.city?.name ?? null,
      division: division ?? null,
      multiplier: round(visitor, 4),
    },
    kind: kindLabel(type, kind),
    browse: browsePath(type, kind),
    range,
    nearest,
    referenceClass: referenceClass(type, kind, division, placed),
    note:
      "Published costs of real projects, brought to today's price level with the cost index the calibration uses " +
      "and to your place with the location multiplier the estimate uses. Bases differ: a construction cost is " +
      "compared with your construction range, a total project cost (with design, fees and the owner's other costs) " +
      "with your total project range.",
  };
}

/**
 * The /accuracy view of every project of the type, and of the kind when one was chosen
 * (`/accuracy?type=healthcare&kind=hospital`, worker/render/accuracy-filter.ts).
 */
export function browsePath(type: ProjectTypeId, kind: number | null): string {
  const k = kind !== null && TYPE_DATA[type].kindQuestion ? TYPE_DATA[type].kinds[kind]?.id : undefined;
  // type and kind ids are lower-case words and hyphens: nothing to encode
  return `/accuracy?type=${type}${k ? `&kind=${k}` : ""}#every-project`;
}

interface Step {
  kind: number | null;
  division: string | null;
}

/** The reference class: the first step, from narrow to wide, with at least MIN_CLASS cases. */
function referenceClass(
  type: ProjectTypeId,
  kind: number | null,
  division: string | undefined,
  placed: readonly Placed[],
): ReferenceClass {
  const steps: Step[] = [];
  if (kind !== null) {
    if (division) steps.push({ kind, division });
    steps.push({ kind, division: null });
  }
  if (division && kind === null) steps.push({ kind: null, division });
  steps.push({ kind: null, division: null });

  const typeLabel = PROJECT_TYPES.find((t) => t.id === type)!.label.toLowerCase();
  const what = (s: Step) => {
    const k = kindLabel(type, s.kind);
    return k ? `“${k}” (${typeLabel})` : typeLabel;
  };
  const where = (s: Step) => (s.division ? `the ${s.division} census division` : "the nation");
  const tried: ReferenceClass["tried"] = [];
  const widened: string[] = [];
  let members: Placed[] = [];
  for (const [i, s] of steps.entries()) {
    members = placed.filter(
      (x) => (s.kind === null || x.c.kind === s.kind) && (s.division === null || x.near !== "nation"),
    );
    tried.push({ kind: kindLabel(type, s.kind), division: s.division, count: members.length });
    const next = steps[i + 1];
    if (members.length >= MIN_CLASS || !next) break;
    const change =
      next.kind !== s.kind
        ? `widened to every kind of ${typeLabel}`
        : `widened from ${where(s)} to ${where(next)}`;
    const only = members.length === 0 ? "No" : `Only ${members.length}`;
    widened.push(
      `${only} published ${members.length === 1 ? "project" : "projects"} of ${what(s)} in ${where(s)}: ${change}.`,
    );
  }
  const last = tried[tried.length - 1]!;
  const values = (basis?: CostBasis) =>
    members.filter((p) => !basis || p.c.costBasis === basis).map((p) => p.here);
  return {
    kind: last.kind,
    division: last.division,
    count: members.length,
    thin: members.length < MIN_CLASS,
    tried,
    widened,
    stats: {
      all: classStats(values()),
      construction: classStats(values("construction")),
      totalProject: classStats(values("total-project")),
    },
    points: members
      .map((p) => ({
        id: p.c.id,
        name: p.c.name,
        year: p.c.year,
        place: p.c.city
          ? `${p.c.city}, ${p.c.state}`
          : p.c.state || `${p.c.average === "national" ? "National" : p.c.average} average`,
        url: p.c.source.url,
        perSqFt: Math.round(p.here),
        basis: p.c.costBasis,
      }))
      .sort((a, b) => a.perSqFt - b.perSqFt || (a.id < b.id ? -1 : 1)),
  };
}

/** The comparables of an estimate: its project, the answers so far (none for a structured estimate) and its range. */
export function estimateComparables(
  project: { type: ProjectTypeId; location: ResolvedLocation },
  answers: readonly { question: string; answer: string | number }[],
  estimate: EvidenceInput["estimate"],
): Comparables {
  return comparables({ ...project, kind: kindOf(project.type, answers), estimate });
}
