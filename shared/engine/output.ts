/**
 * Shapes the engine's results for the API: the specification's question object (plus id, kind,
 * unit, bounds), the cost estimate, the division breakdown rounded so it adds up exactly to the
 * expected total (largest remainder), and the plain-sentence requirements list.
 */
import { projectTypeById, type ProjectTypeId } from "../project-types";
import type { ResolvedLocation } from "../places/types";
import type { CompiledQuestion } from "./compile";
import type { StateRuleAnswer } from "./data-schema";
import { answeredKind, typeModel, type AnswerValue, type Distribution } from "./cost-model";
import { DATA_AS_OF, DATA_VERSION } from "./version";
import { locationMultiplier } from "./location";
import { GLOBAL, TYPE_DATA } from "./params";
import { num } from "./provenance";
import { roundToTotal } from "../format";
import { likelyRange } from "../likely-range";

const RANGE_Z = num(GLOBAL.rangeQuantile);
import {
  DIVISION_NAMES,
  OPTION_LETTERS,
  type CostEstimate,
  type DivisionName,
  type QuestionOut,
} from "./types";

const shaped = new WeakMap<CompiledQuestion, QuestionOut[]>();

/**
 * The API's question object. Made once per question and position, then shared (frozen): every
 * step and every final estimate shows the same few dozen objects.
 */
export function toQuestionOut(q: CompiledQuestion, questionNumber: number): QuestionOut {
  let byNumber = shaped.get(q);
  if (!byNumber) shaped.set(q, (byNumber = []));
  return (byNumber[questionNumber] ??= Object.freeze(shapeQuestion(q, questionNumber)));
}

function shapeQuestion(q: CompiledQuestion, questionNumber: number): QuestionOut {
  const out: QuestionOut = { id: q.q.id, questionNumber, question: q.q.text, kind: q.kind };
  if (q.kind === "choice") {
    q.options.forEach((o, i) => {
      out[`option_${OPTION_LETTERS[i]!}`] = o.label;
    });
  } else {
    out.unit = q.q.unit;
    out.min = q.min;
    out.max = q.max;
    out.step = q.step;
  }
  return out;
}

/**
 * The AACE class the range reaches (AACE 18R-97): class 3 when the 90th percentile is at most 30%
 * above the median (about -19%/+30%), class 4 up to +50% (-27%/+50%), class 5 beyond.
 */
export function estimateClass(sigma: number): 3 | 4 | 5 {
  if (sigma <= 0.205) return 3;
  if (sigma <= 0.316) return 4;
  return 5;
}

/** The specification's cost estimate with the engine's extras. */
export function toCostEstimate(d: Distribution, answered: number, type: ProjectTypeId): CostEstimate {
  const expected = Math.round(d.expected);
  const min = Math.min(Math.round(d.min), expected);
  const max = Math.max(Math.round(d.max), expected);
  const perSqFt = (x: number) => Math.round(x / d.area);
  // Per sq ft, an unknown area is no uncertainty: a bigger building costs more, not more per sq ft
  // (economies of scale aside), so the per-sq-ft range leaves the area's spread out.
  const spread = RANGE_Z * Math.sqrt(Math.max(0, d.sigma * d.sigma - d.areaVariance));
  const psfMin = d.areaVariance > 0 ? perSqFt(d.expected * Math.exp(-spread)) : perSqFt(min);
  const psfMax = d.areaVariance > 0 ? perSqFt(d.expected * Math.exp(spread)) : perSqFt(max);
  const likely = likelyRange({ min, expected, max }, type);
  return {
    min,
    max,
    expected,
    likely: { min: Math.round(likely.min), max: Math.round(likely.max) },
    sq_ft: Math.round(d.area),
    sqFtAnswered: d.areaAnswered,
    costPerSqFt: {
      min: Math.min(psfMin, perSqFt(expected)),
      expected: perSqFt(expected),
      max: Math.max(psfMax, perSqFt(expected)),
    },
    features: d.features.filter((f) => f.amount > 0).map((f) => ({ [f.feature]: Math.round(f.amount) })),
    estimateClass: estimateClass(d.sigma),
    answered,
    asOf: DATA_AS_OF,
    dataVersion: DATA_VERSION,
    currency: "USD",
  };
}

/** The 16 division amounts, adding up exactly to the rounded expected total. */
export function toDivisions(d: Distribution): Record<DivisionName, number> {
  const rounded = roundToTotal(d.divisions, Math.round(d.expected));
  const out = {} as Record<DivisionName, number>;
  DIVISION_NAMES.forEach((name, i) => {
    out[name] = rounded[i] ?? 0;
  });
  return out;
}

function money(n: number): string {
  return `$${Math.round(n).toLocaleString("en-US")}`;
}

function placeName(loc: ResolvedLocation): string {
  return loc.city ? `${loc.city.name}, ${loc.state.name}` : loc.state.name;
}

/** The label of an option without its parenthesised detail. */
export function shortLabel(label: string): string {
  const i = label.indexOf(" (");
  return i < 0 ? label : label.slice(0, i);
}

/** "costs 6% below the national average" for a factor of 0.94, in words a visitor reads at once. */
function comparedWithNational(factor: number): string {
  const percent = Math.round((factor - 1) * 100);
  if (percent === 0) return "costs at the national average";
  return `costs ${Math.abs(percent)}% ${percent > 0 ? "above" : "below"} the national average`;
}

/** A sentence for each rule of the state that applies to the answered kind and answers (data-schema.ts StateRuleData). */
function stateRuleLines(
  type: ProjectTypeId,
  location: ResolvedLocation,
  answers: ReadonlyMap<string, AnswerValue>,
): string[] {
  const d = TYPE_DATA[type];
  const kind = d.kinds[answeredKind(typeModel(type), answers)]?.id;
  const given = (a: StateRuleAnswer) => {
    const v = answers.get(a.question);
    return v?.kind === "choice" && a.options.some((l) => l === OPTION_LETTERS[v.index]);
  };
  return (d.stateRules ?? [])
    .filter((r) => kind !== undefined && r.kinds.includes(kind) && r.states.includes(location.state.code))
    .filter((r) => !r.answers || r.answers.some(given))
    .map((r) => {
      const percent = Math.round((num(r.factor) - 1) * 100);
      return `State rules: ${r.label}: ${percent >= 0 ? "+" : "−"}${Math.abs(percent)}% on top of the location factor.`;
    });
}

/** Plain sentences summarising the project and its answers; the last line is the range. */
export function requirements(
  type: ProjectTypeId,
  location: ResolvedLocation,
  asked: readonly CompiledQuestion[],
  answers: ReadonlyMap<string, AnswerValue>,
  d: Distribution,
  estimate: CostEstimate,
): string[] {
  const label = projectTypeById(type)?.label ?? type;
  const f = location.location;
  const applied = locationMultiplier(type, location);
  const lines = [
    `Project: ${label} in ${placeName(location)}.`,
    d.areaAnswered
      ? `Floor area: ${Math.round(d.area).toLocaleString("en-US")} sq ft.`
      : `Floor area: ${Math.round(d.area).toLocaleString("en-US")} sq ft (typical size assumed).`,
    `Location: ${placeName(location)}, ${comparedWithNational(applied)} (${f.scope} location factor ${applied.toFixed(2)}).`,
    ...stateRuleLines(type, location, answers),
  ];
  for (const q of asked) {
    const a = answers.get(q.q.id);
    if (!a || q.kind === "number") {
      if (q.kind === "number" && q.q.role !== "area" && a?.kind === "number") {
        lines.push(`${q.q.summary}: ${a.value.toLocaleString("en-US")} ${q.q.unit}.`);
      }
      continue;
    }
    const o = a.kind === "choice" ? q.options[a.index] : undefined;
    if (!o) continue;
    lines.push(
      o.notSure
        ? `${q.q.summary}: not sure (a typical mix is assumed).`
        : `${q.q.summary}: ${shortLabel(o.label)}.`,
    );
  }
  lines.push(
    `Prices: ${DATA_AS_OF} price level; hard construction cost only (excludes land, design fees and financing).`,
  );
  lines.push(`Total Project Cost Range: ${money(estimate.min)} - ${money(estimate.max)}`);
  return lines;
}
