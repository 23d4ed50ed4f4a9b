/**
 * The Quote Checker's download as a pure renderer: a check in, workbook bytes out. Sheets: Check
 * (project, total against the range, summary), Divisions, Lines and Questions. Every line
 * description is the visitor's text and goes in as a string cell, never a formula (worker/xlsx.ts),
 * so a description such as `=HYPERLINK(…)` stays text.
 */
import { projectTypeById } from "../shared/project-types";
import type { QuoteCheckResult } from "../shared/api/outputs";
import { excelDate, writeXlsx, type XlsxCell } from "./xlsx";

type Row = XlsxCell[];
const bold = (text: string): XlsxCell => ({ text, bold: true });
const str = (text: string): XlsxCell => ({ text });
const money = (number: number, isBold = false): XlsxCell => ({ number, format: "currency", bold: isBold });

const POSITION = { below: "Below the range", within: "Within the range", above: "Above the range" } as const;
const FLAG = { low: "Low", ok: "In range", high: "High", missing: "No line" } as const;

function checkRows(c: QuoteCheckResult, generatedAt: Date): Row[] {
  const p = c.project;
  const place = p.city ? `${p.city}, ${p.state}` : p.state;
  return [
    [bold("C2C — Cost to Construct: quote check"), null],
    [null, null],
    [bold("Project type"), str(projectTypeById(p.constructionType)?.label ?? p.constructionType)],
    [bold("Location"), str(place)],
    [bold("Floor area (sq ft)"), { number: p.areaSqFt, format: "integer" }],
    [bold("Quality"), str(p.quality ?? "not given (typical mix)")],
    [bold("Generated"), { number: excelDate(generatedAt), format: "date" }],
    [bold("Quoted total"), money(c.total.quoted, true)],
    [bold("Local range, low"), money(c.total.min)],
    [bold("Local range, middle"), money(c.total.expected)],
    [bold("Local range, high"), money(c.total.max)],
    [bold("Position"), str(POSITION[c.total.position])],
    [
      bold("Compared with"),
      str(c.total.scope === "whole" ? "the whole project" : "the divisions the quote covers"),
    ],
    [bold("Prices as of"), str(c.asOf)],
    [bold("Data version"), str(c.dataVersion)],
    [null, null],
    [bold("Summary"), null],
    ...c.summary.map((s): Row => [null, str(s)]),
    [null, null],
    [
      bold("How divisions are compared"),
      str(
        "Each division's range is the engine's expected amount for it scaled by the total range's low and high ratios, widened (power 1.5); the quote's markups are spread over its divisions pro rata.",
      ),
    ],
  ];
}

function divisionRows(c: QuoteCheckResult): Row[] {
  return [
    ["Division", "Quoted", "With markups", "Range low", "Expected", "Range high", "Flag", "Lines"].map(bold),
    ...c.divisions.map((d): Row => [
      str(d.division),
      money(d.quoted),
      money(d.compared),
      money(d.min),
      money(d.expected),
      money(d.max),
      str(FLAG[d.flag]),
      { number: d.lines },
    ]),
  ];
}

function lineRows(c: QuoteCheckResult): Row[] {
  return [
    ["Description", "Amount", "Division", "Kind", "Unusually large"].map(bold),
    ...c.lines.map((l): Row => [
      str(l.description),
      l.amount === null ? null : money(l.amount),
      str(l.division ?? (l.kind === "item" || l.kind === "allowance" ? "(not placed)" : "")),
      str(l.kind),
      str(l.large ? "yes" : ""),
    ]),
  ];
}

/** The check as XLSX bytes. */
export function renderQuoteWorkbook(c: QuoteCheckResult, generatedAt: Date): Uint8Array<ArrayBuffer> {
  return writeXlsx([
    { name: "Check", rows: checkRows(c, generatedAt), widths: [26, 100] },
    { name: "Divisions", rows: divisionRows(c), widths: [30, 14, 14, 14, 14, 14, 10, 8], freezeHeader: true },
    { name: "Lines", rows: lineRows(c), widths: [60, 14, 30, 12, 16], freezeHeader: true },
    {
      name: "Questions",
      rows: [[bold("Questions to ask the contractor")], ...c.questions.map((q) => [str(q)])],
      widths: [120],
    },
  ]);
}
