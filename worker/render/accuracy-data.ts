/**
 * What the /accuracy page shows (decision record 006), derived from the calibration data and
 * never typed by hand: every case joined with the engine's score of it, in dollars per sq ft at
 * the engine's price level, ordered by project type and then by published cost, and the summary
 * tables by type of shared/calibration/summary.ts: the prequential record (each case's first
 * score, before it joined), the validation third, the sealed test slice and the whole set.
 */
import { summarize, type SummaryRow } from "../../shared/calibration/summary";
import type { CalibrationCase, CaseScore, FirstScoreRecord } from "../../shared/calibration/types";
import { sliceOf, type Slice } from "../../shared/calibration/slices";
import { TYPE_DATA } from "../../shared/engine/params";
import { findState } from "../../shared/places/index";
import { PROJECT_TYPES, PROJECT_TYPE_IDS, type ProjectTypeId } from "../../shared/project-types";

/** One case as the page shows it; the $/sq ft figures are at the engine's price level. */
export interface AccuracyCase {
  id: string;
  name: string;
  type: ProjectTypeId;
  /** The kind of building its owner chose ("hospital"; "" when the type has one kind). */
  kind: string;
  /** "Boston, Massachusetts", "Utah", or "New England average, priced in Connecticut". */
  place: string;
  /** The state's USPS code; "" for a national or regional average. */
  stateCode: string;
  year: number;
  areaSqFt: number;
  /** Published cost in dollars of its year. */
  cost: number;
  costBasis: CalibrationCase["costBasis"];
  includes: string;
  source: CalibrationCase["source"];
  /** Fitted on, validation or sealed test (shared/calibration/slices.ts). */
  slice: Slice;
  published: number;
  min: number;
  expected: number;
  max: number;
  inside: boolean;
  /** expected / published - 1. */
  error: number;
  /** (max - min) / expected. */
  width: number;
  /**
   * Its first score, before it joined (first-scores.json), per sq ft at that engine's price level;
   * absent when none could be had.
   */
  first?: {
    published: number;
    min: number;
    expected: number;
    max: number;
    likely?: { min: number; max: number };
    /** YYYY-MM-DD */
    date: string;
    dataVersion: string;
    /** A later check of its source corrected its cost, year or area: it was scored on the old ones. */
    corrected: boolean;
  };
}

/** A case a scope check set aside: listed with its reason, not scored. */
export interface SetAsideCase {
  id: string;
  name: string;
  type: ProjectTypeId;
  place: string;
  /** The state's USPS code; "" when it names none. */
  stateCode: string;
  year: number;
  reason: string;
  source: CalibrationCase["source"];
  /** The only source online is a copy: the project is named without a link. */
  sourceIsCopy: boolean;
}

/** Everything the page needs. */
export interface AccuracyView {
  cases: AccuracyCase[];
  /** Cases not scored because their cost is not one new building's cost of the stated area. */
  setAside: SetAsideCase[];
  /**
   * Summaries by type plus "all": every case as scored now; the validation third; the sealed
   * test slice; and the prequential record, each case's first score.
   */
  summary: { all: SummaryRow[]; validation: SummaryRow[]; sealed: SummaryRow[]; prequential: SummaryRow[] };
  /** How many projects the whole page lists (a filtered view shows some of them). */
  totalCases: number;
  /** The states with a listed project, as USPS codes in the order of their names (the filter's choices). */
  stateCodes: string[];
  /** Price level of the engine's dollars ("2025-12"). */
  priceLevel: string;
  dataVersion: string;
}

/** The label of a project type ("Single Family Home"). */
export function typeLabel(type: ProjectTypeId): string {
  return PROJECT_TYPES.find((t) => t.id === type)?.label ?? type;
}

function placeOf(c: CalibrationCase, s: CaseScore): string {
  if (c.state) return c.city ? `${c.city}, ${c.state}` : c.state;
  const region = c.facts.division ?? c.facts.region;
  const area = typeof region === "string" && region && region !== "national" ? region : "National";
  return `${area} average, priced in ${s.state}`;
}

/** The kind id of a score's answer letter ("" when the type has one kind or none was chosen). */
function kindId(type: ProjectTypeId, letter: string): string {
  if (!TYPE_DATA[type].kindQuestion || letter.length !== 1) return "";
  return TYPE_DATA[type].kinds[letter.charCodeAt(0) - 97]?.id ?? "";
}

/** A row's first score, per sq ft; nothing when the case has none. */
function firstOf(f: FirstScoreRecord | undefined, c: CalibrationCase): Pick<AccuracyCase, "first"> {
  if (!f || "missing" in f) return {};
  // per sq ft of the area it was scored with
  const perSqFt = (v: number) => v / f.areaSqFt;
  return {
    first: {
      published: perSqFt(f.published),
      min: perSqFt(f.min),
      expected: perSqFt(f.expected),
      max: perSqFt(f.max),
      ...(f.likely ? { likely: { min: perSqFt(f.likely.min), max: perSqFt(f.likely.max) } } : {}),
      date: f.date,
      dataVersion: f.dataVersion,
      corrected: f.cost !== c.cost || f.year !== c.year || f.areaSqFt !== c.areaSqFt,
    },
  };
}

/** A state's USPS code by its name; "" for none. */
const codeOf = (state: string) => (state ? (findState(state)?.code ?? "") : "");

/**
 * The summaries of some of the page's rows, by type plus "all": every row, the validation and
 * sealed ones, and the rows' first scores. The same figures as summarize() of their cases and
 * scores (errors, widths and coverage are ratios, the same per sq ft as in dollars).
 */
export function summarizeRows(rows: readonly AccuracyCase[]): AccuracyView["summary"] {
  const cases = rows.map((r) => ({ id: r.id, type: r.type }) as CalibrationCase);
  const slice = new Map(rows.map((r) => [r.id, r.slice]));
  const scores: CaseScore[] = rows.map((r) => ({
    id: r.id,
    state: r.stateCode,
    city: "",
    published: r.published,
    min: r.min,
    expected: r.expected,
    max: r.max,
    inside: r.inside,
    error: r.error,
    width: r.width,
    kind: r.kind,
  }));
  const first: CaseScore[] = rows.flatMap((r) =>
    r.first
      ? [
          {
            id: r.id,
            state: r.stateCode,
            city: "",
            ...r.first,
            inside: r.first.published >= r.first.min && r.first.published <= r.first.max,
            error: r.first.expected / r.first.published - 1,
            width: (r.first.max - r.first.min) / r.first.expected,
            kind: r.kind,
          },
        ]
      : [],
  );
  return {
    all: summarize(cases, scores, PROJECT_TYPE_IDS),
    validation: summarize(cases, scores, PROJECT_TYPE_IDS, (c) => slice.get(c.id) === "validation"),
    sealed: summarize(cases, scores, PROJECT_TYPE_IDS, (c) => slice.get(c.id) === "sealed"),
    prequential: summarize(cases, first, PROJECT_TYPE_IDS),
  };
}

/** The page's view of the calibration cases and their scores (cases without a score are left out). */
export function accuracyView(
  cases: readonly CalibrationCase[],
  scores: readonly CaseScore[],
  meta: { priceLevel: string; dataVersion: string },
  firstScores: Readonly<Record<string, FirstScoreRecord>> = {},
): AccuracyView {
  const scoreById = new Map(scores.map((s) => [s.id, s]));
  const order = new Map<string, number>(PROJECT_TYPE_IDS.map((t, i) => [t, i]));
  const rows: AccuracyCase[] = [];
  const setAside: SetAsideCase[] = [];
  for (const c of cases) {
    if (c.excluded) {
      const place = c.state ? (c.city ? `${c.city}, ${c.state}` : c.state) : "National";
      setAside.push({
        id: c.id,
        name: c.name,
        type: c.type,
        place,
        stateCode: codeOf(c.state),
        year: c.year,
        reason: c.excluded,
        source: c.source,
        sourceIsCopy: c.sourceIsCopy === true,
      });
      continue;
    }
    const s = scoreById.get(c.id);
    if (!s || !(c.areaSqFt > 0)) continue;
    const perSqFt = (v: number) => v / c.areaSqFt;
    rows.push({
      id: c.id,
      name: c.name,
      type: c.type,
      kind: kindId(c.type, s.kind),
      place: placeOf(c, s),
      stateCode: codeOf(c.state),
      year: c.year,
      areaSqFt: c.areaSqFt,
      cost: c.cost,
      costBasis: c.costBasis,
      includes: c.includes,
      source: c.source,
      slice: sliceOf(c),
      published: perSqFt(s.published),
      min: perSqFt(s.min),
      expected: perSqFt(s.expected),
      max: perSqFt(s.max),
      inside: s.inside,
      error: s.error,
      width: s.width,
      ...firstOf(firstScores[c.id], c),
    });
  }
  rows.sort((a, b) => (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99) || a.published - b.published);
  setAside.sort(
    (a, b) => (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99) || a.name.localeCompare(b.name),
  );
  return {
    cases: rows,
    setAside,
    summary: summarizeRows(rows),
    totalCases: rows.length,
    stateCodes: [...new Set(rows.map((r) => r.stateCode).filter(Boolean))].sort((a, b) =>
      (findState(a)?.name ?? a).localeCompare(findState(b)?.name ?? b),
    ),
    ...meta,
  };
}
