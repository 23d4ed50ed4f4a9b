/**
 * Plan sets as CAD and Revit export their text: each label in several runs (words, parts of words),
 * baselines a fraction of a point apart, runs in no reading order, rotated labels along their own
 * axis, and a title block on every sheet (the architect's office address as well as the project's).
 * Sheets are 36 × 24 in (2592 × 1728 pt).
 */
import type { TextItem } from "../../../shared/drawings/index";

/** Advance of one character, in font sizes: Courier's, so a PDF written with it (pdf.ts) agrees. */
const ADVANCE = 0.6;

/** A deterministic pseudo-random sequence (so the fixtures are the same on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A label as scattered runs: split at spaces and, now and then, inside a word. */
export function scatter(
  page: number,
  text: string,
  x: number,
  y: number,
  size = 8,
  rotation = 0,
  seed = 1,
): TextItem[] {
  const rnd = random(seed + Math.round(x * 7 + y * 13) + text.length);
  const runs: string[] = [];
  for (const word of text.split(" ")) {
    if (word.length > 5 && rnd() < 0.4) {
      const cut = 2 + Math.floor(rnd() * (word.length - 3));
      runs.push(word.slice(0, cut), `\u0000${word.slice(cut)}`);
    } else runs.push(word);
  }
  const t = (rotation * Math.PI) / 180;
  const items: TextItem[] = [];
  let u = 0;
  for (const run of runs) {
    const joined = run.startsWith("\u0000");
    const str = joined ? run.slice(1) : run;
    if (!joined && items.length) u += 0.28 * size; // the space between words is not drawn
    const jitter = (rnd() - 0.5) * 0.4;
    items.push({
      page,
      str,
      x: x + u * Math.cos(t) - jitter * Math.sin(t),
      y: y + u * Math.sin(t) + jitter * Math.cos(t),
      size,
      ...(rotation ? { rotation } : {}),
      width: str.length * ADVANCE * size,
    });
    u += str.length * ADVANCE * size;
  }
  return items;
}

/** A label at a position: [text, x, y, size?, rotation?]. */
export type Label = [string, number, number, number?, number?];

export interface SheetSpec {
  number: string;
  title: string;
  labels: Label[];
}

export interface Project {
  name: string;
  /** Address lines of the project, e.g. ["1420 BIRCH HOLLOW DRIVE", "WESTERVILLE, OH 43081"]. */
  address: string[];
  firm: string[];
}

/** Lines of text down the page from (x, y), `step` points apart. */
export function column(lines: string[], x: number, y: number, size = 8, step = size * 1.6): Label[] {
  return lines.map((l, i) => [l, x, y - i * step, size] as Label);
}

/** A two-column table (label, value) from (x, y): the value at x + `gap`. */
export function table(rows: [string, string][], x: number, y: number, gap = 180, size = 8): Label[] {
  return rows.flatMap(([a, b], i) => [
    [a, x, y - i * size * 1.8, size] as Label,
    [b, x + gap, y - i * size * 1.8, size] as Label,
  ]);
}

/** Every sheet's text items, the title block included, shuffled as an export writes them. */
export function planSet(project: Project, sheets: SheetSpec[], seed = 7): TextItem[] {
  const items: TextItem[] = [];
  sheets.forEach((sheet, i) => {
    const page = i + 1;
    const block: Label[] = [
      ...column(project.firm, 2330, 1650, 7),
      ["PROJECT:", 2330, 1500, 7],
      ...column([project.name, ...project.address], 2330, 1485, 9),
      ["SHEET TITLE", 2330, 300, 6],
      [sheet.title, 2330, 270, 14],
      ['SCALE: 1/4" = 1\'-0"', 2330, 240, 7],
      ["DATE: 2026-09-14", 2330, 225, 7],
      ["SHEET", 2330, 160, 6],
      [sheet.number, 2330, 110, 30],
      [`${sheet.title}`, 120, 90, 12],
      ['SCALE: 1/4" = 1\'-0"', 120, 72, 7],
    ];
    for (const [text, x, y, size, rotation] of [...sheet.labels, ...block]) {
      items.push(...scatter(page, text, x, y, size, rotation ?? 0, seed + page));
    }
  });
  // An export writes runs by layer and object, not in reading order.
  const rnd = random(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A page of lines for unit tests: one sheet with the lines down its left side. */
export function sheetOf(number: string, title: string, lines: string[], page = 1): TextItem[] {
  return planSet({ name: "TEST PROJECT", address: [], firm: [] }, [
    { number, title, labels: column(lines, 100, 1600, 8) },
  ]).map((i) => ({ ...i, page }));
}
