/**
 * The tables of the docs that come from data: every fitted value of the engine (each kind's base
 * cost and residual, each type's location exponent, size strength and residual, the fitted tiers
 * and answer multipliers, the state rules, the content growth) and the accuracy summary of the
 * calibration set, with the counts the prose would otherwise type. Pure: data in, Markdown out.
 * `npm run docs:tables` writes them between the markers of the documents in GENERATED_DOCS
 * (`<!-- generated:name -->` … `<!-- /generated:name -->`); a test regenerates them and fails when
 * a committed document differs, so no fitted number in the docs is typed by hand.
 */
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../shared/project-types";
import { GLOBAL, TYPE_DATA } from "../shared/engine/params";
import type { OptionData, QuestionData } from "../shared/engine/data-schema";
import { num, type Param } from "../shared/engine/provenance";
import casesJson from "../shared/calibration/cases.json";
import scoresJson from "../shared/calibration/scores.generated.json";
import costIndex from "../shared/calibration/cost-index.json";
import { summarize, type SummaryRow } from "../shared/calibration/summary";
import type { CalibrationCase, CaseScore, FirstScoreRecord } from "../shared/calibration/types";
import firstScoresJson from "../shared/calibration/first-scores.json";
import { firstScores } from "../shared/calibration/summary";
import { sliceOf } from "../shared/calibration/slices";
import { GENERATED_CITY_COUNT, GENERATED_STATES } from "../shared/places/data/cities.generated";
import { COUNTY_PLACES } from "../shared/places/data/county-places.generated";

/** The documents that carry generated tables (repository paths). */
export const GENERATED_DOCS = [
  "README.md",
  "shared/engine/METHODOLOGY.md",
  "shared/places/README.md",
] as const;

/** The source id of every value `npm run calibrate` fits. */
export const CALIBRATED = "c2c-calibration-2026";

const isFitted = (p: Param | undefined): boolean => !!p && "source" in p && p.source === CALIBRATED;

const ALL_CASES = casesJson as CalibrationCase[];
const SCORED = ALL_CASES.filter((c) => !c.excluded);
const SCORES = scoresJson as CaseScore[];
/** The prequential record: each scored case's first score, before it joined. */
const FIRST = firstScores(SCORED, firstScoresJson as Record<string, FirstScoreRecord>);

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const dollars = (x: number) => `$${Math.round(x).toLocaleString("en-US")}`;
const times = (x: number) => `×${x.toFixed(2)}`;
const sigma = (p: Param | undefined) => (p ? num(p).toFixed(2) : "");
/** The display text of an option or label: the words before a parenthesis. */
const short = (label: string) => label.replace(/\s*\(.*$/, "");

function table(head: readonly string[], align: readonly ("l" | "r")[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(head),
    line(align.map((a) => (a === "r" ? "---:" : "---"))),
    ...rows.map((r) => line(r.map((c) => c.replace(/\|/g, "\\|")))),
  ].join("\n");
}

/** Each type's fitted shape: location exponent, size strength, residual, content growth. */
function typesTable(): string {
  const rates = costIndex.contentGrowth.rates as Partial<Record<ProjectTypeId, Param>>;
  const value = (p: Param) => (isFitted(p) ? String(num(p)) : `${num(p)} (judged)`);
  return table(
    [
      "Type",
      "Location exponent",
      "Size strength",
      "Residual σ",
      "Likely quantile (z)",
      "Content growth a year",
    ],
    ["l", "r", "r", "r", "r", "r"],
    PROJECT_TYPE_IDS.map((t) => {
      const d = TYPE_DATA[t];
      const rate = rates[t];
      return [
        t,
        value(d.locationExponent),
        value(d.sizeStrength),
        sigma(d.residualSigma),
        value(GLOBAL.likelyQuantile[t]),
        rate ? `${(num(rate) * 100).toFixed(1)}%` : "none",
      ];
    }),
  );
}

/** Each kind's base cost per sq ft (standard tier, national level, typical size), fixed cost, own residual. */
function kindsTable(): string {
  return table(
    ["Type", "Kind", "Base cost per sq ft", "Fixed cost", "Typical area (sq ft)", "Own residual σ"],
    ["l", "l", "r", "r", "r", "r"],
    PROJECT_TYPE_IDS.flatMap((t) =>
      TYPE_DATA[t].kinds.map((k) => [
        t,
        k.id,
        dollars(num(k.baseCost)),
        k.fixedCost ? dollars(num(k.fixedCost)) : "",
        Math.round(num(k.typicalArea)).toLocaleString("en-US"),
        sigma(k.residualSigma),
      ]),
    ),
  );
}

/** What a fitted effect of an option does, in words. */
function effectWords(option: OptionData): string[] {
  const e = option.effect;
  if (!e) return [];
  const out: string[] = [];
  if (isFitted(e.whole)) out.push(times(num(e.whole!)));
  for (const [division, p] of Object.entries(e.divisions ?? {})) {
    if (isFitted(p)) out.push(`${times(num(p))} on ${division}`);
  }
  if (e.addition && isFitted(e.addition.amount)) {
    out.push(`+${dollars(num(e.addition.amount))}${e.addition.per === "sqft" ? " per sq ft" : ""}`);
  }
  return out;
}

/** The fitted quality tiers and answer multipliers. */
function answersTable(): string {
  const rows: string[][] = [];
  for (const t of PROJECT_TYPE_IDS) {
    const d = TYPE_DATA[t];
    for (const [tier, p] of Object.entries(d.tiers)) {
      if (isFitted(p)) rows.push([t, "Quality tier", tier, times(num(p))]);
    }
    for (const q of d.questions as readonly QuestionData[]) {
      if (q.kind !== "choice") continue;
      for (const o of q.options) {
        const words = effectWords(o);
        if (words.length) rows.push([t, q.summary, short(o.label), words.join(", ")]);
      }
    }
  }
  return table(["Type", "Question", "Answer", "Effect"], ["l", "l", "l", "l"], rows);
}

/** The state rules: where, which kinds, on which answers, the fitted factor. */
function stateRulesTable(): string {
  const rows: string[][] = [];
  for (const t of PROJECT_TYPE_IDS) {
    const d = TYPE_DATA[t];
    for (const r of d.stateRules ?? []) {
      const answers = (r.answers ?? []).map((a) => {
        const q = d.questions.find((x) => x.id === a.question);
        const labels =
          q?.kind === "choice"
            ? a.options.map((l) => short(q.options[l.charCodeAt(0) - 97]?.label ?? l))
            : a.options;
        return `${q?.summary ?? a.question}: ${labels.join(", ")}`;
      });
      rows.push([
        r.states.join(", "),
        t,
        r.kinds.join(", "),
        answers.length ? answers.join("; ") : "every project",
        times(num(r.factor)),
        short(r.label),
      ]);
    }
  }
  return table(["State", "Type", "Kinds", "Answers", "Factor", "Rule"], ["l", "l", "l", "l", "r", "l"], rows);
}

function accuracyTable(rows: readonly SummaryRow[]): string {
  return table(
    [
      "Type",
      "Cases",
      "Inside the range",
      "Inside the likely range",
      "Median error",
      "Median width",
      "Narrowest width for 8 in 10",
    ],
    ["l", "r", "r", "r", "r", "r", "r"],
    // a type with no case in the slice has no figures (the prequential record has no remodels yet)
    rows
      .filter((r) => r.cases > 0)
      .map((r) => [
        r.type,
        String(r.cases),
        pct(r.inside),
        pct(r.likelyInside),
        pct(r.medianAbsError),
        pct(r.medianWidth),
        pct(r.narrowestWidth),
      ]),
  );
}

/** The figures the prose would otherwise type: the price level, the calibration set, the places data. */
function countsTable(): string {
  const counties = Object.values(COUNTY_PLACES.counties).reduce((n, s) => n + s.split(";").length, 0);
  return table(
    ["Figure", "Value"],
    ["l", "r"],
    [
      ["Price level of the cost data (every estimate's `asOf`)", GLOBAL.priceLevel],
      ["Calibration cases (published projects and averages)", String(ALL_CASES.length)],
      ["… scored", String(SCORED.length)],
      [
        "… validation: kept out of the fit, consulted",
        String(SCORED.filter((c) => sliceOf(c) === "validation").length),
      ],
      [
        "… sealed test: kept out of the fit, only reported",
        String(SCORED.filter((c) => sliceOf(c) === "sealed").length),
      ],
      ["… with a first score, from before they joined (prequential)", String(FIRST.length)],
      ["… set aside by a source check, with the reason", String(ALL_CASES.length - SCORED.length)],
      ["Listed cities (each with its landing pages)", String(GENERATED_CITY_COUNT)],
      [
        "Counties with their own cost index (unlisted places are priced by theirs)",
        counties.toLocaleString("en-US"),
      ],
    ],
  );
}

/** The listed cities per state, with the smallest selected, and their total. */
function citiesPerState(): string {
  const rows = GENERATED_STATES.map((s) => {
    const smallest = s.cities.reduce((a, b) => (b.population < a.population ? b : a));
    return [
      s.code,
      s.name,
      String(s.cities.length),
      `${smallest.name} (${smallest.population.toLocaleString("en-US")})`,
    ];
  });
  const table_ = table(["Code", "State", "Cities", "Smallest selected"], ["l", "l", "r", "l"], rows);
  return `${table_}\n\n**Total: ${GENERATED_CITY_COUNT} cities.**`;
}

/** Every generated block by marker name. */
export function generatedBlocks(): Record<string, string> {
  return {
    counts: countsTable(),
    "cities-per-state": citiesPerState(),
    "fitted-types": typesTable(),
    "fitted-kinds": kindsTable(),
    "fitted-answers": answersTable(),
    "state-rules": stateRulesTable(),
    "accuracy-all": accuracyTable(summarize(SCORED, SCORES, PROJECT_TYPE_IDS)),
    "accuracy-validation": accuracyTable(
      summarize(SCORED, SCORES, PROJECT_TYPE_IDS, (c) => sliceOf(c) === "validation"),
    ),
    "accuracy-sealed": accuracyTable(
      summarize(SCORED, SCORES, PROJECT_TYPE_IDS, (c) => sliceOf(c) === "sealed"),
    ),
    "accuracy-prequential": accuracyTable(summarize(SCORED, FIRST, PROJECT_TYPE_IDS)),
    "residual-floor": `No range is narrower than a residual of ${num(GLOBAL.residualFloor)} (ln-sd).`,
  };
}

/** Every value in the engine's data that `npm run calibrate` fitted, as paths (for the drift test). */
export function fittedValuePaths(): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}[${i}]`));
    else if (node && typeof node === "object") {
      if ((node as { source?: unknown }).source === CALIBRATED) out.push(path);
      else for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    }
  };
  for (const t of PROJECT_TYPE_IDS) walk(TYPE_DATA[t], t);
  walk(GLOBAL, "global");
  walk(costIndex, "cost-index");
  return out;
}

const MARKER = /<!-- generated:([a-z-]+) -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/** The names of the generated blocks a document holds, in order. */
export function markersIn(doc: string): string[] {
  return [...doc.matchAll(MARKER)].map((m) => m[1]!);
}

/** The document with every generated block rewritten from the data (before formatting). */
export function fillGenerated(doc: string, blocks: Record<string, string> = generatedBlocks()): string {
  return doc.replace(MARKER, (_all, name: string) => {
    const block = blocks[name];
    if (block === undefined) throw new Error(`unknown generated block "${name}"`);
    return `<!-- generated:${name} -->\n\n${block}\n\n<!-- /generated:${name} -->`;
  });
}
