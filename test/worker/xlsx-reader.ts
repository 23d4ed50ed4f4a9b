/**
 * An independent XLSX reader for the tests: unzips with fflate and reads the sheet XML with
 * regular expressions (no spreadsheet library), so the download is checked by code that shares
 * nothing with the writer.
 */
import { strFromU8, unzipSync } from "fflate";

/** One cell as stored: its type attribute, raw value text, and formula text if any. */
export interface RawCell {
  type: string;
  value: string;
  formula: string | null;
  style: string | null;
}

/** A workbook read back: sheet names in order, cells by sheet name and reference ("B2"). */
export interface ReadWorkbook {
  names: string[];
  files: Record<string, string>;
  cells: Map<string, Map<string, RawCell>>;
  /** The cell's display text: shared strings resolved, numbers as written. */
  text(sheet: string, ref: string): string | undefined;
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** Reads an .xlsx file's sheets. */
export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const zip = unzipSync(bytes);
  const files: Record<string, string> = {};
  for (const [name, data] of Object.entries(zip))
    if (name.endsWith(".xml") || name.endsWith(".rels")) files[name] = strFromU8(data);
  const workbook = files["xl/workbook.xml"] ?? "";
  const rels = files["xl/_rels/workbook.xml.rels"] ?? "";
  const target = new Map(
    [...rels.matchAll(/<Relationship [^>]*Id="([^"]+)"[^>]*Target="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const targetAlt = new Map(
    [...rels.matchAll(/<Relationship [^>]*Target="([^"]+)"[^>]*Id="([^"]+)"/g)].map((m) => [m[2]!, m[1]!]),
  );
  const shared = [...(files["xl/sharedStrings.xml"] ?? "").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescape([...m[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join("")),
  );
  const names: string[] = [];
  const cells = new Map<string, Map<string, RawCell>>();
  for (const m of workbook.matchAll(/<sheet [^>]*\/>/g)) {
    const name = unescape(/name="([^"]*)"/.exec(m[0])![1]!);
    const rid = /r:id="([^"]*)"/.exec(m[0])![1]!;
    const path = `xl/${(target.get(rid) ?? targetAlt.get(rid) ?? "").replace(/^\/?xl\//, "")}`;
    const xml = files[path] ?? "";
    const sheet = new Map<string, RawCell>();
    for (const c of xml.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1]!;
      const ref = /r="([A-Z]+\d+)"/.exec(attrs)![1]!;
      const type = /t="([^"]*)"/.exec(attrs)?.[1] ?? "n";
      const inner = c[2] ?? "";
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? "";
      const formula = /<f[^>]*>([\s\S]*?)<\/f>/.exec(inner)?.[1] ?? null;
      sheet.set(ref, { type, value, formula, style: /s="(\d+)"/.exec(attrs)?.[1] ?? null });
    }
    names.push(name);
    cells.set(name, sheet);
  }
  return {
    names,
    files,
    cells,
    text(sheetName, ref) {
      const cell = cells.get(sheetName)?.get(ref);
      if (!cell) return undefined;
      return cell.type === "s" ? shared[Number(cell.value)] : unescape(cell.value);
    },
  };
}

/** The number format code of a cell's style, from styles.xml ("$#,##0"), or null. */
export function formatOf(book: ReadWorkbook, cell: RawCell | undefined): string | null {
  if (!cell?.style) return null;
  const styles = book.files["xl/styles.xml"] ?? "";
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  const xf = [...xfs.matchAll(/<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g)][Number(cell.style)]?.[0] ?? "";
  const id = /numFmtId="(\d+)"/.exec(xf)?.[1];
  if (!id) return null;
  const fmt = new RegExp(`<numFmt [^>]*numFmtId="${id}"[^>]*formatCode="([^"]*)"`).exec(styles)?.[1];
  return fmt ? unescape(fmt) : `builtin:${id}`;
}

/**
 * Text cells a spreadsheet would take for a formula once the sheet is saved as CSV and opened
 * again (OWASP's CSV-injection rule: a leading = + - @, tab or carriage return), as "Sheet!A1: text".
 */
export function formulaLikeCells(book: ReadWorkbook): string[] {
  return book.names.flatMap((name) =>
    [...book.cells.get(name)!]
      .filter(([, cell]) => cell.type !== "n")
      .map(([ref]) => [ref, book.text(name, ref) ?? ""] as const)
      .filter(([, text]) => /^[=+\-@\t\r]/.test(text))
      .map(([ref, text]) => `${name}!${ref}: ${text}`),
  );
}
