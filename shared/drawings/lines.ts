/**
 * Joins scattered text runs into lines. CAD and Revit exports write a label as several runs (a word,
 * part of a word, one character), often with the baseline a fraction of a point off; rotated labels
 * run along their own axis. Runs of one page and one rotation whose baselines agree within a third
 * of the font size are a row; within a row, runs closer than a few characters are one segment, and
 * a row's segments are joined with " | " (a table's columns: "FIRST FLOOR | 1,225 SF").
 */
import type { Line, TextItem } from "./types";

/** Baselines within this share of the font size are one row. */
const BASELINE_TOLERANCE = 0.35;
/** A gap under this share of the font size joins runs without a space (a word split in two). */
const TOUCHING = 0.12;
/** A gap under this many font sizes (about three characters) joins runs with a space. */
const WORD_GAP = 1.5;
/** Segments farther apart than this many font sizes are separate lines (another column of the sheet). */
const COLUMN_GAP = 30;
const NON_BLANK = /\S/;
/** Estimated advance of one character, in font sizes, when a run's width is not given. */
const CHAR_WIDTH = 0.6;

interface Placed {
  item: TextItem;
  size: number;
  u: number;
  v: number;
  end: number;
  rotation: number;
}

/** The text items' PDF.js fields, from `getTextContent().items` of one page. */
export interface PdfJsTextItem {
  str: string;
  transform: readonly number[];
  width?: number;
}

/** A PDF.js text item as the reader's input: origin, size and rotation from its transform. */
export function fromPdfJs(page: number, item: PdfJsTextItem): TextItem {
  const [a = 1, b = 0, , , e = 0, f = 0] = item.transform;
  const size = Math.hypot(a, b);
  const rotation = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  return { page, str: item.str, x: e, y: f, size, rotation, ...(item.width ? { width: item.width } : {}) };
}

function place(item: TextItem): Placed {
  const rotation = ((Math.round(item.rotation ?? 0) % 360) + 360) % 360;
  const size = item.size > 0 ? item.size : 1;
  let u = item.x;
  let v = item.y;
  if (rotation) {
    const t = (rotation * Math.PI) / 180;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    u = item.x * cos + item.y * sin;
    v = -item.x * sin + item.y * cos;
  }
  const width = item.width && item.width > 0 ? item.width : item.str.length * CHAR_WIDTH * size;
  return { item, size, u, v, end: u + width, rotation };
}

/** The lines of all pages, each page's from the top down (for rotated text, along its own axis). */
export function joinLines(items: readonly TextItem[]): Line[] {
  const groups = new Map<number, Placed[]>();
  for (const item of items) {
    if (!NON_BLANK.test(item.str)) continue;
    const p = place(item);
    const key = item.page * 360 + p.rotation;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(p);
  }
  const keys = [...groups.keys()].sort((a, b) => a - b);
  const lines: Line[] = [];
  for (const key of keys) {
    const placed = groups.get(key)!;
    // Rows are found from the top down; each row sorts its own runs along the line.
    placed.sort((a, b) => b.v - a.v);
    let row: Placed[] = [];
    let rowV = 0;
    let rowSize = 0;
    for (const p of placed) {
      if (row.length && Math.abs(p.v - rowV) <= BASELINE_TOLERANCE * Math.max(rowSize, p.size)) {
        row.push(p);
      } else {
        if (row.length) rowLines(row, lines);
        row = [p];
        rowV = p.v;
        rowSize = p.size;
      }
    }
    if (row.length) rowLines(row, lines);
  }
  return lines;
}

function rowLines(row: Placed[], out: Line[]): void {
  if (row.length > 1) row.sort((a, b) => a.u - b.u);
  let first = row[0]!;
  let text = "";
  let segment = first.item.str;
  let end = first.end;
  let size = first.size;
  for (let i = 1; i < row.length; i++) {
    const p = row[i]!;
    const gap = p.u - end;
    const s = size > p.size ? size : p.size;
    const str = p.item.str;
    if (gap > WORD_GAP * s) {
      const seg = clean(segment);
      if (seg) text = text ? `${text} | ${seg}` : seg;
      segment = str;
      if (gap > COLUMN_GAP * s) {
        push(out, first, text, size);
        text = "";
        first = p;
        size = p.size;
      }
    } else if (gap < TOUCHING * s || segment.endsWith(" ") || str.startsWith(" ")) {
      segment += str;
    } else {
      segment += ` ${str}`;
    }
    if (p.size > size) size = p.size;
    if (p.end > end) end = p.end;
  }
  const seg = clean(segment);
  if (seg) text = text ? `${text} | ${seg}` : seg;
  push(out, first, text, size);
}

function push(out: Line[], first: Placed, text: string, size: number): void {
  if (text)
    out.push({
      page: first.item.page,
      text,
      x: first.item.x,
      y: first.item.y,
      size,
      rotation: first.rotation,
    });
}

/** Collapses white space and normalizes the characters CAD fonts use for quotes and dashes. */
export function clean(s: string): string {
  if (!/[\u2010-\u2015\u2018\u2019\u201c\u201d\u2032\u2033]|\s\s|^\s|\s$|[\t\n\r]/.test(s)) return s;
  return s
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}
