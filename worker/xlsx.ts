/**
 * A minimal XLSX (SpreadsheetML) writer: typed cells in, workbook bytes out, zipped with fflate's
 * synchronous zipSync. Text is always an inline string cell (`t="inlineStr"`), never a formula,
 * so visitor text such as `=HYPERLINK(…)` stays text; and text that a spreadsheet would read as a
 * formula once the sheet is saved as CSV and opened again gets a leading apostrophe (OWASP's
 * CSV-injection rule, `neutralizeFormula`). Numbers are numeric cells with a number format.
 * Why not write-excel-file: its zip step streams every part through fflate with a 2 MB hash table,
 * about 5 ms of CPU per download, half the Workers Free plan's limit (README "Dependencies and
 * why"). Parts are stored uncompressed: zipping ~30 KB costs more CPU than it saves bytes.
 */
import { strToU8, zipSync } from "fflate";

/** Number formats a numeric cell can carry. */
export type NumberFormat = "currency" | "percent" | "integer" | "date";

/** One cell: text, a number with an optional format, or empty. Dates are numbers of format "date". */
export type XlsxCell =
  null | { text: string; bold?: boolean } | { number: number; format?: NumberFormat; bold?: boolean };

/** One worksheet. */
export interface XlsxSheet {
  /** At most 31 characters, none of []:*?/\ */
  name: string;
  rows: XlsxCell[][];
  /** Column widths in characters, from column A. */
  widths?: number[];
  /** Keep the first row visible while scrolling. */
  freezeHeader?: boolean;
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Style ids (cellXfs order below): [plain, bold] for each format.
const FORMAT_IDS: Record<NumberFormat | "none", number> = {
  none: 0,
  currency: 164,
  percent: 165,
  integer: 3,
  date: 166,
};
const FORMAT_ORDER = ["none", "currency", "percent", "integer", "date"] as const;
const styleId = (format: NumberFormat | "none", bold: boolean) =>
  FORMAT_ORDER.indexOf(format) * 2 + (bold ? 1 : 0);

/** Text without the characters XML 1.0 forbids (controls, lone surrogates), escaped, capped at Excel's 32,767. */
export function xmlText(text: string): string {
  return escapeXml(xmlChars(text));
}

const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const XML_FORBIDDEN_ALL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_SPECIAL = /[&<>"]/;

// Most cells have nothing to remove or escape: each step tests before it rewrites.
function xmlChars(text: string): string {
  const clean = XML_FORBIDDEN.test(text) ? text.replace(XML_FORBIDDEN_ALL, "") : text;
  return clean.length > 32_767 ? clean.slice(0, 32_767) : clean;
}

function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// OWASP "CSV Injection": a cell starting with = + - @, a tab or a carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet cannot take for a formula: a leading = + - @, tab or carriage return gets an
 * apostrophe before it ("=1+1" → "'=1+1"), as OWASP's CSV-injection rule asks; other text as given.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text.slice(0, 32_766)}` : text;
}

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's serial day number of a date (1900 date system). */
export function excelDate(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

// Column letters of the first columns, computed once.
const COLUMNS = Array.from({ length: 64 }, (_, i) => columnName(i));
// Text whose spaces Excel might not keep as they are without xml:space="preserve": leading or
// trailing, doubled, or tabs and line breaks.
const EDGE_SPACE = /^\s|\s$|\s\s|[\t\n\r]/;

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null) return "";
  if ("text" in cell) {
    const s = cell.bold ? ` s="${styleId("none", true)}"` : "";
    const text = escapeXml(neutralizeFormula(xmlChars(cell.text)));
    const t = EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : "<t>";
    return `<c r="${ref}" t="inlineStr"${s}><is>${t}${text}</t></is></c>`;
  }
  if (!Number.isFinite(cell.number)) return "";
  const style = styleId(cell.format ?? "none", cell.bold ?? false);
  return `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${cell.number}</v></c>`;
}

function sheetXml(sheet: XlsxSheet): string {
  const pane = sheet.freezeHeader
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
    : "";
  const cols = sheet.widths?.length
    ? `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols>`
    : "";
  let rows = "";
  sheet.rows.forEach((row, r) => {
    rows += `<row r="${r + 1}">`;
    row.forEach((cell, c) => {
      if (cell !== null) rows += cellXml(cell, `${COLUMNS[c] ?? columnName(c)}${r + 1}`);
    });
    rows += "</row>";
  });
  return `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>${rows}</sheetData></worksheet>`;
}

function stylesXml(): string {
  const xfs = FORMAT_ORDER.flatMap((format) =>
    [0, 1].map((font) => {
      const id = FORMAT_IDS[format];
      return `<xf numFmtId="${id}" fontId="${font}" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ""}${font ? ' applyFont="1"' : ""}/>`;
    }),
  );
  return `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="3"><numFmt numFmtId="164" formatCode="$#,##0"/><numFmt numFmtId="165" formatCode="0.0%"/><numFmt numFmtId="166" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

/** The workbook's bytes (.xlsx): one worksheet per sheet, in order. */
export function writeXlsx(sheets: readonly XlsxSheet[]): Uint8Array<ArrayBuffer> {
  const n = sheets.length;
  const ids = sheets.map((_, i) => i + 1);
  const files: Record<string, string> = {
    "[Content_Types].xml": `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${ids.map((i) => `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("")}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    "_rels/.rels": `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${xmlText(s.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${HEAD}<Relationships xmlns="${PKG_REL}">${ids.map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`).join("")}<Relationship Id="rId${n + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml": stylesXml(),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(s);
  });
  const entries = Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]));
  // A fixed date keeps the bytes a function of the content (zip entries carry a modification time).
  return zipSync(entries, { level: 0, mtime: new Date("2026-01-01T00:00:00Z") }) as Uint8Array<ArrayBuffer>;
}
