/**
 * Quote Changes' download as a pure renderer: a priced change order in, workbook bytes out.
 * Sheets: Changes (baseline, totals, summary), Lines (each line, what it changes, the engine's
 * change and range, the flag) and Questions. Every description is the visitor's text and goes in
 * as a string cell, never a formula (worker/xlsx.ts), so `=HYPERLINK(…)` stays text.
 */
import { projectTypeById } from "../shared/project-types";
import type { QuoteChangesResult } from "../shared/api/outputs";
import { excelDate, writeXlsx, type XlsxCell } from "./xlsx";

type Row = XlsxCell[];
const bold = (text: string): XlsxCell => ({ text, bold: true });
const str = (text: string): XlsxCell => ({ text });
const money = (number: number, isBold = false): XlsxCell => ({ number, format: "currency", bold: isBold });

const FLAG = { low: "Low", fair: "Fair", high: "High" } as const;
const MATCH = {
  answer: "Answer",
  addition: "Addition",
  area: "Floor area",
  division: "Division",
  none: "Not placed",
} as const;

function changesRows(r: QuoteChangesResult, generatedAt: Date): Row[] {
  const p = r.project;
  const place = p.city ? `${p.city}, ${p.state}` : p.state;
  return [
    [bold("C2C — Cost to Construct: change order check"), null],
    [null, null],
    [bold("Project type"), str(projectTypeById(p.constructionType)?.label ?? p.constructionType)],
    [bold("Location"), str(place)],
    [bold("Floor area (sq ft)"), { number: r.areaSqFt, format: "integer" }],
    [
      bold("Baseline"),
      str(
        r.basis.kind === "answers"
          ? `the estimate of ${r.basis.answered} answers`
          : `a typical project (quality: ${p.quality ?? "typical mix"})`,
      ),
    ],
    [bold("Generated"), { number: excelDate(generatedAt), format: "date" }],
    [bold("Baseline, expected"), money(r.baseline.expected, true)],
    [bold("Baseline, low (80%)"), money(r.baseline.min)],
    [bold("Baseline, high (80%)"), money(r.baseline.max)],
    [bold("Change order, work lines"), money(r.totals.work)],
    [bold("Change order, markups"), money(r.totals.markups)],
    [bold("Change order, total"), money(r.totals.quoted, true)],
    [bold("Lines priced by the engine"), { number: r.totals.priced }],
    [bold("Their quoted sum"), money(r.totals.pricedQuoted)],
    [bold("The engine's sum of the same changes"), money(r.totals.pricedEngine)],
    [bold("Prices as of"), str(r.asOf)],
    [bold("Data version"), str(r.dataVersion)],
    [null, null],
    [bold("Summary"), null],
    ...r.summary.map((s): Row => [null, str(s)]),
    [null, null],
    [
      bold("How changes are priced"),
      str(
        "Each line is priced by the engine as the estimate with that change against the estimate without it; its range is the change's own (the two estimates share their uncertainty). High: the line costs you more than the engine's 80% range (an addition above it, or a credit smaller than it).",
      ),
    ],
  ];
}

function lineRows(r: QuoteChangesResult): Row[] {
  return [
    [
      "CO",
      "Description",
      "Amount",
      "Kind",
      "Changes",
      "Question or division",
      "From",
      "To",
      "Matched words",
      "Engine change",
      "Likely low",
      "Likely high",
      "80% low",
      "80% high",
      "Flag",
      "Note",
    ].map(bold),
    ...r.lines.map((l): Row => {
      const e = l.engine;
      return [
        str(l.co ?? ""),
        str(l.description),
        l.amount === null ? null : money(l.amount),
        str(l.kind),
        str(MATCH[l.match.kind]),
        str(l.match.question ?? l.match.division ?? ""),
        str(l.match.from ?? ""),
        str(l.match.to ?? ""),
        str(l.match.words.join("; ")),
        e ? money(e.expected) : null,
        e ? money(e.likelyMin) : null,
        e ? money(e.likelyMax) : null,
        e ? money(e.min) : null,
        e ? money(e.max) : null,
        str(l.flag ? FLAG[l.flag] : ""),
        str(l.note),
      ];
    }),
  ];
}

function questionRows(r: QuoteChangesResult): Row[] {
  const perLine = r.lines.flatMap((l) => l.questions.map((q): Row => [str(l.description), str(q)]));
  return [
    [bold("Questions to ask the contractor"), null],
    ...r.questions.map((q): Row => [str("Whole change order"), str(q)]),
    ...perLine,
  ];
}

/** The priced change order as XLSX bytes. */
export function renderQuoteChangesWorkbook(
  r: QuoteChangesResult,
  generatedAt: Date,
): Uint8Array<ArrayBuffer> {
  return writeXlsx([
    { name: "Changes", rows: changesRows(r, generatedAt), widths: [34, 100] },
    {
      name: "Lines",
      rows: lineRows(r),
      widths: [8, 50, 14, 10, 12, 40, 24, 24, 24, 14, 12, 12, 12, 12, 8, 80],
      freezeHeader: true,
    },
    { name: "Questions", rows: questionRows(r), widths: [50, 120] },
  ]);
}
