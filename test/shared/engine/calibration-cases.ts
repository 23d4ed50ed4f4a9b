/**
 * Published figures the engine is calibrated against (data/cost-facts.md), each with the matching
 * configuration and the escalation to the engine's 2025 price level. "in-sample" marks figures
 * the parameters were built from (a consistency check, not an independent test).
 */
import { evaluate, typeModel, type AnswerValue } from "../../../shared/engine/cost-model";
import { DIVISION_NAMES } from "../../../shared/engine/types";
import type { ProjectTypeId } from "../../../shared/project-types";

/** One published figure and the configuration it describes. */
export interface CalibrationCase {
  name: string;
  type: ProjectTypeId;
  source: string;
  /** Published figure in USD per sq ft at its own price level. */
  perSqFt: number;
  year: number;
  /** Multiplier to the 2025 price level (documented per case). */
  escalation: number;
  areaSqFt: number;
  /** Other answers: question id → option letter. */
  answers: Record<string, string>;
  /** Compare without the Site Construction division (figures that exclude site work). */
  excludesSiteWork?: boolean;
  inSample: boolean;
}

const TO_2025 = 1.0382; // Turner BCI, Q2 2025 year on year (params: ESCALATION_2024_TO_2025)

/** The calibration cases. */
export const CALIBRATION_CASES: readonly CalibrationCase[] = [
  {
    name: "NAHB average new home, construction cost",
    type: "single-family",
    source: "nahb-cost-2024",
    perSqFt: 162,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 2647,
    answers: {},
    inSample: true,
  },
  {
    name: "Census SOC median contract price, custom homes",
    type: "single-family",
    source: "census-soc-2024",
    perSqFt: 166,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 2647,
    answers: {},
    inSample: false,
  },
  {
    name: "ICC BVD R-3 one/two-family, type VB (no site work)",
    type: "single-family",
    source: "icc-bvd-2026-08",
    perSqFt: 177.63,
    year: 2026,
    escalation: 1,
    areaSqFt: 2647,
    answers: { "sf-structure": "a" },
    excludesSiteWork: true,
    inSample: false,
  },
  {
    name: "RSMeans median total project cost, multi-family",
    type: "multi-family",
    source: "rsmeans-size-2024",
    perSqFt: 258,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 53600,
    answers: {},
    inSample: false,
  },
  {
    name: "RSMeans median total project cost, office",
    type: "office-building",
    source: "rsmeans-size-2024",
    perSqFt: 263,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 21000,
    answers: {},
    inSample: false,
  },
  {
    name: "RSMeans median total project cost, schools",
    type: "educational",
    source: "rsmeans-size-2024",
    perSqFt: 279,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 69900,
    answers: {},
    inSample: false,
  },
  {
    name: "Gordian national elementary school",
    type: "educational",
    source: "gordian-k12-2024",
    perSqFt: 239.21,
    year: 2024,
    escalation: TO_2025,
    areaSqFt: 69900,
    answers: { "ed-level": "a" },
    inSample: false,
  },
  // 2023 → 2024: Gordian's own +6% (HFM 2024), then 2024 → 2025 as above.
  {
    name: "Gordian three-story hospital, national",
    type: "healthcare",
    source: "gordian-hospital-2023",
    perSqFt: 419.18,
    year: 2023,
    escalation: 1.06 * TO_2025,
    areaSqFt: 60000,
    answers: { "hc-kind": "d", "hc-stories": "b" },
    inSample: false,
  },
  {
    name: "Cost vs. Value major kitchen remodel, midrange (200 sq ft)",
    type: "home-improvements",
    source: "cost-vs-value-2024",
    perSqFt: 79982 / 200,
    year: 2024,
    escalation: 1,
    areaSqFt: 200,
    answers: {
      "hi-scope": "a",
      "hi-quality": "b",
      "hi-structure": "a",
      "hi-plumbing": "a",
      "hi-electrical": "a",
      "hi-hazards": "a",
      "hi-age": "b",
      "hi-design": "a",
      "hi-occupancy": "b",
      "hi-cabinets": "b",
    },
    inSample: true,
  },
  {
    name: "Cost vs. Value bathroom remodel, midrange (35 sq ft)",
    type: "home-improvements",
    source: "cost-vs-value-2024",
    perSqFt: 25251 / 35,
    year: 2024,
    escalation: 1,
    areaSqFt: 35,
    answers: {
      "hi-scope": "b",
      "hi-quality": "b",
      "hi-structure": "a",
      "hi-plumbing": "a",
      "hi-electrical": "a",
      "hi-hazards": "a",
      "hi-age": "b",
      "hi-design": "a",
      "hi-occupancy": "b",
      "hi-cabinets": "b",
    },
    inSample: true,
  },
];

/** The engine's per-sq-ft min / expected / max for a case. */
export function engineFor(c: CalibrationCase): {
  min: number;
  expected: number;
  max: number;
  figure: number;
} {
  const ct = typeModel(c.type);
  const answers = new Map<string, AnswerValue>([[ct.area.q.id, { kind: "number", value: c.areaSqFt }]]);
  for (const [id, letter] of Object.entries(c.answers)) {
    answers.set(id, { kind: "choice", index: letter.charCodeAt(0) - 97 });
  }
  const d = evaluate(c.type, 1, answers);
  const site = c.excludesSiteWork ? d.divisions[DIVISION_NAMES.indexOf("Site Construction")]! : 0;
  const keep = (d.expected - site) / d.expected;
  const per = (x: number) => (x * keep) / c.areaSqFt;
  return { min: per(d.min), expected: per(d.expected), max: per(d.max), figure: c.perSqFt * c.escalation };
}
