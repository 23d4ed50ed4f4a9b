/**
 * The XLSX download as a pure renderer: estimate data in, workbook bytes out (issue "The worker
 * API"; specification §7 download-estimate). Four sheets: Summary, Breakdown (numeric cells with
 * a currency format and a total), Requirements and answers, Sources. Every text cell, including
 * what the visitor typed (a custom city), is written as a string cell, never as a formula, so a
 * value such as `=HYPERLINK(…)` cannot run in a spreadsheet. Built with write-excel-file's node
 * export, which runs in workerd with nodejs_compat (see README "Dependencies and why").
 */
import writeXlsxFile, { type Cell, type Row, type SheetData } from "write-excel-file/node";
import type { FinalEstimate, ProjectInput, QuestionOut } from "../shared/engine/index";
import { projectTypeById } from "../shared/project-types";

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
}

const CURRENCY = "$#,##0";
const PERCENT = "0.0%";
const bold = (value: string): Cell => ({ value, type: String, fontWeight: "bold" });
const str = (value: string): Cell => ({ value, type: String });
const money = (value: number): Cell => ({ value, type: Number, format: CURRENCY });

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

function summarySheet(input: WorkbookInput): SheetData {
  const { project, estimate, generatedAt } = input;
  const e = estimate.costEstimate;
  const type = projectTypeById(project.type)?.label ?? project.type;
  const f = project.location.location;
  const rows: Row[] = [
    [bold("C2C — Cost to Construct: construction cost estimate"), null],
    [null, null],
    [bold("Project type"), str(type)],
    [bold("Location"), str(placeName(project))],
    [
      bold("Location factor"),
      str(`${f.factor.toFixed(2)} (${f.scope} level, source ${f.source}, ${f.asOf})`),
    ],
    [bold("Generated"), { value: generatedAt, type: Date, format: "yyyy-mm-dd" }],
    [bold("Total estimated cost"), money(e.expected)],
    [bold("Range, low"), money(e.min)],
    [bold("Range, high"), money(e.max)],
    [bold("Floor area (sq ft)"), { value: e.sq_ft, type: Number, format: "#,##0" }],
    [bold("Cost per sq ft"), money(e.costPerSqFt.expected)],
    [bold("Cost per sq ft, range"), str(`$${e.costPerSqFt.min} – $${e.costPerSqFt.max}`)],
    [bold("Estimate class (AACE)"), str(`Class ${e.estimateClass}; the range is 10th to 90th percentile`)],
    [
      bold("Included"),
      str("Hard construction cost of the building: the 16 CSI divisions on the Breakdown sheet."),
    ],
    [
      bold("Not included"),
      str(
        "Land, design and engineering fees, permits and impact fees, financing, sales taxes and owner's costs.",
      ),
    ],
    [bold("Prices as of"), str(e.asOf)],
    [bold("Data version"), str(e.dataVersion)],
  ];
  if (e.features.length > 0) {
    rows.push([null, null], [bold("Additions from base model"), null]);
    for (const feature of e.features) {
      for (const [name, amount] of Object.entries(feature))
        rows.push([str(name.replace(/_/g, " ")), money(amount)]);
    }
  }
  return rows;
}

function breakdownSheet(input: WorkbookInput): SheetData {
  const divisions = Object.entries(input.estimate.costBreakdown.divisions).sort((a, b) => b[1] - a[1]);
  const total = divisions.reduce((s, [, amount]) => s + amount, 0);
  const share = (amount: number): Cell => ({
    value: total > 0 ? amount / total : 0,
    type: Number,
    format: PERCENT,
  });
  return [
    [bold("Division"), bold("Amount (USD)"), bold("% of total")],
    ...divisions.map(([name, amount]): Row => [str(name), money(amount), share(amount)]),
    [bold("Total"), { ...(money(total) as object), fontWeight: "bold" } as Cell, share(total)],
  ];
}

function requirementsSheet(input: WorkbookInput): SheetData {
  const rows: Row[] = [[bold("#"), bold("Project requirements"), null]];
  input.estimate.requirements.forEach((line, i) =>
    rows.push([{ value: i + 1, type: Number }, str(line), null]),
  );
  rows.push([null, null, null], [bold("#"), bold("Question"), bold("Answer")]);
  for (const a of input.answers) {
    rows.push([{ value: a.questionNumber, type: Number }, str(a.asked?.question ?? ""), str(answerText(a))]);
  }
  return rows;
}

function sourcesSheet(input: WorkbookInput): SheetData {
  return [
    [bold("Id"), bold("Publisher"), bold("Title"), bold("Year"), bold("Link"), bold("Used for")],
    ...input.sources.map((s): Row => [
      str(s.id),
      str(s.publisher),
      str(s.title),
      s.year === null ? null : { value: s.year, type: Number },
      s.url ? str(s.url) : null,
      str(s.use),
    ]),
  ];
}

/** The estimate as XLSX bytes. */
export async function renderWorkbook(input: WorkbookInput): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await writeXlsxFile([
    { sheet: "Summary", data: summarySheet(input), columns: [{ width: 26 }, { width: 70 }] },
    {
      sheet: "Breakdown",
      data: breakdownSheet(input),
      columns: [{ width: 32 }, { width: 16 }, { width: 12 }],
      stickyRowsCount: 1,
    },
    {
      sheet: "Requirements and answers",
      data: requirementsSheet(input),
      columns: [{ width: 6 }, { width: 60 }, { width: 60 }],
    },
    {
      sheet: "Sources",
      data: sourcesSheet(input),
      columns: [{ width: 22 }, { width: 36 }, { width: 60 }, { width: 8 }, { width: 40 }, { width: 60 }],
      stickyRowsCount: 1,
    },
  ]).toBuffer();
  return new Uint8Array(buffer);
}
