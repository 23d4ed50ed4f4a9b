/**
 * The XLSX download as a pure renderer: estimate data in, workbook bytes out (issue "The worker
 * API"; specification §7 download-estimate). Six sheets: Summary, Breakdown (numeric cells with
 * a currency format and a total), Project budget (the total project cost item by item, each with
 * its source; decision record 011), Requirements and answers, Comparable projects (the nearest
 * published projects and their reference class; links as text, numbers as numbers), Sources.
 * Every text cell, including
 * what the visitor typed (a custom city), is a string cell, never a formula (worker/xlsx.ts), so a
 * value such as `=HYPERLINK(…)` cannot run in a spreadsheet.
 */
import type { Comparables, Scenario, WhatIf, WhatIfResult } from "../shared/api/outputs";
import { DIVISION_NAMES } from "../shared/api/constants";
import type { FinalEstimate, ProjectInput, QuestionOut } from "../shared/engine/index";
import { additionName } from "../shared/addition-names";
import { likelyRange } from "../shared/likely-range";
import { locationFigure, locationFigureText } from "../shared/location-figure";
import { projectTypeById } from "../shared/project-types";
import { excelDate, writeXlsx, type XlsxCell } from "./xlsx";

/** One source row of the Sources sheet. */
export interface WorkbookSource {
  id: string;
  publisher: string;
  title: string;
  year: number | null;
  url: string | null;
  use: string;
}

/** Everything the workbook shows; numbers come from the engine, never from the client. */
export interface WorkbookInput {
  project: ProjectInput;
  estimate: FinalEstimate;
  /** The answers as given, in order, with the question each answered (null when unknown). */
  answers: Array<{ questionNumber: number; answer: string | number; asked: QuestionOut | null }>;
  generatedAt: Date;
  sources: readonly WorkbookSource[];
  /** Real projects like this one (shared/evidence); the sheet is left out without them. */
  comparables?: Comparables;
  /** What moves your cost (shared/whatif); the sheet is left out without it. */
  whatIf?: WhatIfResult;
}

type Row = XlsxCell[];
const bold = (text: string): XlsxCell => ({ text, bold: true });
const str = (text: string): XlsxCell => ({ text });
const money = (number: number, isBold = false): XlsxCell => ({ number, format: "currency", bold: isBold });
const int = (number: number): XlsxCell => ({ number });
const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/**
 * The requirements' last line is the specification's "Total Project Cost Range", but it holds the
 * construction range (the engine's 10th to 90th percentile of hard cost); the workbook labels it
 * by what it is, as every page does (decision record 011: every figure says which of the two it is).
 */
export function requirementLine(line: string): string {
  const m = /^Total Project Cost Range:\s*(.*)$/.exec(line);
  return m
    ? `Construction cost range (10th to 90th percentile; the total project cost is on the Summary and Project budget sheets): ${m[1]!}`
    : line;
}

function placeName(project: ProjectInput): string {
  const { city, state } = project.location;
  return city ? `${city.name}, ${state.name}` : state.name;
}

function answerText(a: WorkbookInput["answers"][number]): string {
  const q = a.asked;
  if (!q || q.kind === "number") return q?.unit ? `${String(a.answer)} ${q.unit}` : String(a.answer);
  const letter = String(a.answer).trim().toLowerCase();
  const label = (q as unknown as Record<string, string | undefined>)[`option_${letter}`];
  return label ? `${letter}) ${label}` : String(a.answer);
}

function summaryRows({ project, estimate, generatedAt, answers }: WorkbookInput): Row[] {
  const e = estimate.costEstimate;
  const p = estimate.projectCost;
  const f = project.location.location;
  const excluded = p.items.filter((i) => !i.included).map((i) => i.name);
  const likely = likelyRange(e, project.type);
  const rows: Row[] = [
    [bold("C2C — Cost to Construct: project budget and construction cost estimate"), null],
    [null, null],
    [bold("Project type"), str(projectTypeById(project.type)?.label ?? project.type)],
    [bold("Location"), str(placeName(project))],
    [
      bold("Location multiplier"),
      str(
        `${locationFigureText(locationFigure(project.type, project.location))}: the multiplier this estimate ` +
          `applies for the type, from the ${f.scope} cost index (source ${f.source}, ${f.asOf})`,
      ),
    ],
    [bold("Generated"), { number: excelDate(generatedAt), format: "date" }],
    [bold("Total project cost"), money(p.expected, true)],
    [bold("Total project cost, low"), money(p.min)],
    [bold("Total project cost, high"), money(p.max)],
    [bold("Construction cost"), money(e.expected, true)],
    [bold("Construction cost, low"), money(e.min)],
    [bold("Construction cost, high"), money(e.max)],
    [bold("Floor area (sq ft)"), { number: e.sq_ft, format: "integer" }],
    [
      bold("Construction cost, likely"),
      str(`${dollars(likely.min)} – ${dollars(likely.max)} (25th to 75th percentile)`),
    ],
    [bold("Construction cost per sq ft"), money(e.costPerSqFt.expected)],
    [
      bold("Construction cost per sq ft, range"),
      str(
        `${dollars(e.costPerSqFt.min)} – ${dollars(e.costPerSqFt.max)} (10th to 90th percentile` +
          (e.sqFtAnswered ? ")" : `; the total's range also carries the unknown floor area)`),
      ),
    ],
    [
      bold("Estimate class (AACE)"),
      str(`Class ${e.estimateClass}; the construction cost range is the 10th to 90th percentile`),
    ],
    [
      bold("Included"),
      str(
        "Construction cost: the 16 CSI divisions on the Breakdown sheet. Total project cost: construction " +
          "plus the included items on the Project budget sheet.",
      ),
    ],
    [bold("Not included"), str(`${excluded.join(", ")}; sales taxes on the owner's purchases.`)],
    [bold("Prices as of"), str(e.asOf)],
    [
      bold("Planned start"),
      str(
        p.escalation
          ? `${p.escalation.startDate}: escalated to the midpoint of construction, ${p.escalation.midpoint}`
          : "Not given: prices at today's price level",
      ),
    ],
    [bold("Data version"), str(e.dataVersion)],
  ];
  if (e.features.length > 0) {
    const answered = answers.map((a) => ({ question: a.asked?.id ?? "", answer: a.answer }));
    rows.push([null, null], [bold("Additions from base model"), null]);
    for (const feature of e.features) {
      for (const [name, amount] of Object.entries(feature))
        // The same readable name as the results page ("Imaging: X-ray and ultrasound").
        rows.push([str(additionName(project.type, name, answered)), money(amount)]);
    }
  }
  return rows;
}

function breakdownRows({ estimate }: WorkbookInput): Row[] {
  // Sorted by amount, largest first, as on the results page (specification §2).
  const divisions = Object.entries(estimate.costBreakdown.divisions).sort((a, b) => b[1] - a[1]);
  const total = divisions.reduce((s, [, amount]) => s + amount, 0);
  const share = (amount: number, isBold = false): XlsxCell => ({
    number: total > 0 ? amount / total : 0,
    format: "percent",
    bold: isBold,
  });
  return [
    [bold("Division"), bold("Amount (USD)"), bold("% of total")],
    ...divisions.map(([name, amount]): Row => [str(name), money(amount), share(amount)]),
    [bold("Total"), money(total, true), share(total, true)],
  ];
}

function budgetRows({ estimate }: WorkbookInput): Row[] {
  const p = estimate.projectCost;
  const e = estimate.costEstimate;
  const rows: Row[] = [
    [bold("Item"), bold("Amount (USD)"), bold("Included"), bold("Source")],
    [
      str("Construction cost (the 16 CSI divisions)"),
      money(e.expected),
      str("yes"),
      str("C2C estimate, Breakdown sheet"),
    ],
    ...p.items.map((i): Row => [
      str(i.name),
      i.amount === null ? null : money(i.amount),
      str(i.included ? "yes" : "no"),
      str(i.source),
    ]),
    [bold("Total project cost"), money(p.expected, true), null, str("Construction plus the included items")],
    [bold("Total project cost, low"), money(p.min), null, str("10th percentile")],
    [bold("Total project cost, high"), money(p.max), null, str("90th percentile")],
    [null, null, null, null],
    [bold("Price level"), str(p.priceLevel ?? e.asOf), null, null],
  ];
  if (p.escalation) {
    rows.push(
      [bold("Planned start"), str(p.escalation.startDate), null, null],
      [bold("Months of construction"), { number: p.escalation.constructionMonths }, null, null],
      [bold("Midpoint of construction"), str(p.escalation.midpoint), null, null],
      [bold("Escalation factor"), { number: p.escalation.factor }, null, null],
    );
  } else {
    rows.push([bold("Planned start"), str("Not given: at today's price level"), null, null]);
  }
  return rows;
}

function requirementsRows({ estimate, answers }: WorkbookInput): Row[] {
  return [
    [bold("#"), bold("Project requirements"), null],
    ...estimate.requirements.map((line, i): Row => [int(i + 1), str(requirementLine(line)), null]),
    [null, null, null],
    [bold("#"), bold("Question"), bold("Answer")],
    ...answers.map((a): Row => [int(a.questionNumber), str(a.asked?.question ?? ""), str(answerText(a))]),
  ];
}

function sourcesRows({ sources }: { sources: readonly WorkbookSource[] }): Row[] {
  return [
    [bold("Id"), bold("Publisher"), bold("Title"), bold("Year"), bold("Link"), bold("Used for")],
    ...sources.map((s): Row => [
      str(s.id),
      str(s.publisher),
      str(s.title),
      s.year === null ? null : int(s.year),
      s.url ? str(s.url) : null,
      str(s.use),
    ]),
  ];
}

const factor = (number: number): XlsxCell => ({ number });
const perSqFt = (number: number): XlsxCell => ({ number, format: "currency" });
const BASIS_TEXT = { construction: "construction", "total-project": "total project" } as const;

/** The nearest published projects, then their reference class and its spread (USD per sq ft). */
function comparableRows({ comparables: c }: { comparables: Comparables }): Row[] {
  const place = c.place.city ? `${c.place.city}, ${c.place.state}` : c.place.state;
  const rows: Row[] = [
    [bold(`Real projects like yours: published costs at the ${c.priceLevel} price level and at ${place}`)],
    [str(c.note)],
    [bold("Your location multiplier"), factor(c.place.multiplier)],
    [
      bold("Your 80% range, construction (USD per sq ft)"),
      perSqFt(c.range.construction.min),
      perSqFt(c.range.construction.max),
    ],
    [
      bold("Your 80% range, total project (USD per sq ft)"),
      perSqFt(c.range["total-project"].min),
      perSqFt(c.range["total-project"].max),
    ],
    [null],
    [
      bold("Project"),
      bold("City"),
      bold("State or region"),
      bold("Year"),
      bold("Area (sq ft)"),
      bold("Published cost (USD)"),
      bold("Cost basis"),
      bold("What the cost includes"),
      bold("Published per sq ft"),
      bold("Escalation factor"),
      bold("Today per sq ft"),
      bold("Location multiplier there"),
      bold("Location factor (yours ÷ there)"),
      bold("At your place per sq ft"),
      bold("In your range"),
      bold("Kind"),
      bold("Publisher"),
      bold("Title"),
      bold("Link"),
    ],
    ...c.nearest.map((p): Row => [
      str(p.name),
      str(p.city),
      str(p.state || `${p.average} average`),
      int(p.year),
      { number: p.areaSqFt, format: "integer" },
      money(p.cost.amount),
      str(BASIS_TEXT[p.cost.basis]),
      str(p.cost.includes),
      perSqFt(p.perSqFt.published),
      factor(p.escalation.factor),
      perSqFt(p.perSqFt.today),
      factor(p.location.project),
      factor(p.location.factor),
      perSqFt(p.perSqFt.here),
      str(`${p.position} (${BASIS_TEXT[p.comparedWith]} range)`),
      str(p.kind ?? ""),
      str(p.source.publisher),
      str(p.source.title),
      str(p.source.url),
    ]),
    [null],
  ];
  const rc = c.referenceClass;
  const what = `${rc.kind ?? "every kind"}, ${rc.division ? `the ${rc.division} census division` : "the nation"}`;
  rows.push(
    [bold("Reference class"), str(`${what}: ${rc.count} projects${rc.thin ? " (thin: fewer than 5)" : ""}`)],
    ...rc.widened.map((line): Row => [null, str(line)]),
    [bold("USD per sq ft at your place"), bold("All"), bold("Construction"), bold("Total project")],
  );
  const stats = [rc.stats.all, rc.stats.construction, rc.stats.totalProject];
  const labels = [
    ["Count", "count"],
    ["Minimum", "min"],
    ["10th percentile", "p10"],
    ["25th percentile", "p25"],
    ["Median", "median"],
    ["75th percentile", "p75"],
    ["90th percentile", "p90"],
    ["Maximum", "max"],
  ] as const;
  for (const [label, key] of labels) {
    rows.push([
      str(label),
      ...stats.map((s): XlsxCell => (s ? (key === "count" ? int(s[key]) : perSqFt(s[key])) : null)),
    ]);
  }
  return rows;
}

const WHAT_IF_HEAD: Row = [
  bold("Question"),
  bold("Your answer"),
  bold("Instead"),
  bold("Change of construction cost (USD)"),
  bold("Likely change, low"),
  bold("Likely change, high"),
  bold("80% range of the change, low"),
  bold("80% range of the change, high"),
  bold("Change of total project cost (USD)"),
  bold("Construction cost with the change"),
  bold("Total project cost with the change"),
  bold("Smaller than its own uncertainty"),
  bold("In plain words"),
];

function whatIfRow(w: WhatIf): Row {
  const d = w.constructionDelta;
  return [
    str(w.question),
    str(w.from.label),
    str(w.to.label),
    money(d.expected, true),
    money(d.likelyMin),
    money(d.likelyMax),
    money(d.min),
    money(d.max),
    money(w.projectDelta.expected),
    money(w.construction.expected),
    money(w.project.expected),
    str(w.withinUncertainty ? "yes" : "no"),
    str(w.summary),
  ];
}

/**
 * What moves your cost: the five biggest savings and additions, then every alternative, largest
 * change first; each change with its likely (25th–75th) and 80% (10th–90th) range.
 */
export function whatIfRows(w: WhatIfResult): Row[] {
  return [
    [bold("What moves your cost: each other answer, priced as the conversation it would give")],
    [
      str(
        "A change's range is the change's own (the two estimates share most of their uncertainty), not the " +
          "difference of the two estimates' ranges. Source: the C2C engine, the same model as the estimate.",
      ),
    ],
    [bold("Construction cost as estimated"), money(w.construction.expected, true)],
    [bold("Total project cost as estimated"), money(w.project.expected, true)],
    [null],
    [bold("The biggest savings")],
    WHAT_IF_HEAD,
    ...w.savings.map(whatIfRow),
    [null],
    [bold("The biggest additions")],
    WHAT_IF_HEAD,
    ...w.additions.map(whatIfRow),
    [null],
    [bold("Every change, largest first")],
    WHAT_IF_HEAD,
    ...w.alternatives.map(whatIfRow),
  ];
}

const WHAT_IF_WIDTHS = [50, 24, 24, 16, 14, 14, 14, 14, 16, 16, 16, 12, 90];

/** The estimate as XLSX bytes. */
export function renderWorkbook(input: WorkbookInput): Uint8Array<ArrayBuffer> {
  return writeXlsx([
    { name: "Summary", rows: summaryRows(input), widths: [26, 80] },
    { name: "Breakdown", rows: breakdownRows(input), widths: [32, 16, 12], freezeHeader: true },
    { name: "Project budget", rows: budgetRows(input), widths: [52, 16, 10, 90], freezeHeader: true },
    { name: "Requirements and answers", rows: requirementsRows(input), widths: [6, 70, 60] },
    ...(input.comparables
      ? [
          {
            name: "Comparable projects",
            rows: comparableRows({ comparables: input.comparables }),
            widths: [48, 16, 18, 8, 12, 16, 14, 60, 12, 10, 12, 12, 12, 12, 26, 30, 30, 50, 50],
          },
        ]
      : []),
    ...(input.whatIf
      ? [{ name: "What moves your cost", rows: whatIfRows(input.whatIf), widths: WHAT_IF_WIDTHS }]
      : []),
    { name: "Sources", rows: sourcesRows(input), widths: [22, 36, 60, 8, 40, 60], freezeHeader: true },
  ]);
}

/** Everything the comparison workbook shows; numbers come from the engine. */
export interface ScenariosWorkbookInput {
  project: ProjectInput;
  scenarios: readonly Scenario[];
  generatedAt: Date;
  sources: readonly WorkbookSource[];
}

/**
 * The comparison: one column per scenario — what it changes, construction cost and its ranges, per
 * sq ft, each CSI division (CSI order), the total project cost and its range, and the change
 * against scenario A. Every figure is a number cell.
 */
export function comparisonRows({ project, scenarios, generatedAt }: ScenariosWorkbookInput): Row[] {
  const cols = (f: (s: Scenario) => XlsxCell): XlsxCell[] => scenarios.map(f);
  const a = scenarios[0]!;
  const rows: Row[] = [
    [bold("C2C — Cost to Construct: scenarios side by side")],
    [bold("Project type"), str(projectTypeById(project.type)?.label ?? project.type)],
    [bold("Location"), str(placeName(project))],
    [bold("Generated"), { number: excelDate(generatedAt), format: "date" }],
    [bold("Prices as of"), str(a.costEstimate.asOf)],
    [null],
    [bold("Scenario"), ...cols((s) => bold(s.name))],
    [bold("What it changes"), ...cols((s) => str(s.label))],
    [bold("Construction cost"), ...cols((s) => money(s.costEstimate.expected, true))],
    [bold("Construction cost, low (10th percentile)"), ...cols((s) => money(s.costEstimate.min))],
    [bold("Construction cost, high (90th percentile)"), ...cols((s) => money(s.costEstimate.max))],
    [bold("Construction cost, likely low (25th)"), ...cols((s) => money(s.costEstimate.likely.min))],
    [bold("Construction cost, likely high (75th)"), ...cols((s) => money(s.costEstimate.likely.max))],
    [
      bold("Change of construction cost against A"),
      ...cols((s) => money(s.costEstimate.expected - a.costEstimate.expected)),
    ],
    [bold("Floor area (sq ft)"), ...cols((s) => ({ number: s.costEstimate.sq_ft, format: "integer" }))],
    [bold("Construction cost per sq ft"), ...cols((s) => money(s.costEstimate.costPerSqFt.expected))],
    [null],
    [bold("CSI division (USD)")],
    ...DIVISION_NAMES.map((name): Row => [
      str(name),
      ...cols((s) => money(s.costBreakdown.divisions[name] ?? 0)),
    ]),
    [
      bold("Total of the divisions"),
      ...cols((s) =>
        money(
          DIVISION_NAMES.reduce((t, n) => t + (s.costBreakdown.divisions[n] ?? 0), 0),
          true,
        ),
      ),
    ],
    [null],
    [bold("Total project cost"), ...cols((s) => money(s.projectCost.expected, true))],
    [bold("Total project cost, low (10th percentile)"), ...cols((s) => money(s.projectCost.min))],
    [bold("Total project cost, high (90th percentile)"), ...cols((s) => money(s.projectCost.max))],
    [bold("Total project cost, likely low (25th)"), ...cols((s) => money(s.projectCost.likely.min))],
    [bold("Total project cost, likely high (75th)"), ...cols((s) => money(s.projectCost.likely.max))],
    [
      bold("Change of total project cost against A"),
      ...cols((s) => money(s.projectCost.expected - a.projectCost.expected)),
    ],
  ];
  return rows;
}

/** One scenario on its own sheet: what it changes, its figures, divisions, budget and answers. */
function scenarioRows(s: Scenario, input: ScenariosWorkbookInput): Row[] {
  const e = s.costEstimate;
  const p = s.projectCost;
  return [
    [bold(`Scenario ${s.name}: ${s.label}`), null],
    [bold("Project type"), str(projectTypeById(input.project.type)?.label ?? input.project.type)],
    [bold("Location"), str(placeName(input.project))],
    [bold("Construction cost"), money(e.expected, true)],
    [bold("Construction cost, low"), money(e.min)],
    [bold("Construction cost, high"), money(e.max)],
    [bold("Construction cost, likely low"), money(e.likely.min)],
    [bold("Construction cost, likely high"), money(e.likely.max)],
    [bold("Floor area (sq ft)"), { number: e.sq_ft, format: "integer" }],
    [bold("Total project cost"), money(p.expected, true)],
    [bold("Total project cost, low"), money(p.min)],
    [bold("Total project cost, high"), money(p.max)],
    [null, null],
    [bold("Division"), bold("Amount (USD)")],
    ...DIVISION_NAMES.map((name): Row => [str(name), money(s.costBreakdown.divisions[name] ?? 0)]),
    [null, null],
    [bold("Project budget item"), bold("Amount (USD)"), bold("Included"), bold("Source")],
    [str("Construction cost (the 16 CSI divisions)"), money(e.expected), str("yes"), str("C2C estimate")],
    ...p.items.map((i): Row => [
      str(i.name),
      i.amount === null ? null : money(i.amount),
      str(i.included ? "yes" : "no"),
      str(i.source),
    ]),
    [bold("Total project cost"), money(p.expected, true), null, null],
    [null, null],
    [bold("Changed against A"), bold("A's answer"), bold("This scenario's answer")],
    ...(s.changes.length === 0
      ? [[str(s.name === "A" ? "This is scenario A" : "Nothing"), null, null]]
      : s.changes.map((c): Row => [str(c.question), str(c.from ?? "not asked"), str(c.to ?? "not asked")])),
    [null, null],
    [bold("#"), bold("Question"), bold("Answer")],
    ...s.answers.map((r, i): Row => [
      int(r.questionNumber),
      str(r.question),
      str(s.labels[i] ?? String(r.answer)),
    ]),
  ];
}

/** The comparison as XLSX bytes: the comparison sheet, one sheet per scenario, and the sources. */
export function renderScenariosWorkbook(input: ScenariosWorkbookInput): Uint8Array<ArrayBuffer> {
  return writeXlsx([
    { name: "Comparison", rows: comparisonRows(input), widths: [44, ...input.scenarios.map(() => 40)] },
    ...input.scenarios.map((s) => ({
      name: `Scenario ${s.name}`,
      rows: scenarioRows(s, input),
      widths: [48, 24, 24, 80],
    })),
    { name: "Sources", rows: sourcesRows(input), widths: [22, 36, 60, 8, 40, 60], freezeHeader: true },
  ]);
}
