/**
 * Plan-set PDFs for the drawing estimate's browser tests, made at test time (never committed): the
 * four sets of test/shared/drawings written as PDFs (scattered runs, rotated labels, title blocks;
 * test/shared/drawings/pdf.ts), and a large set as a CAD export of a real building is: the 60-unit
 * building's seven sheets followed by detail sheets to 60 pages, every sheet with general notes,
 * dimension strings, a few thousand line segments of linework and a raster underlay (a scanned
 * site photo or stamp, as many sets carry), about 30 MB in all.
 */
import type { TextItem } from "../../shared/drawings/index";
import { scatter } from "../shared/drawings/build";
import { APARTMENTS } from "../shared/drawings/fixtures";
import { itemsPdf } from "../shared/drawings/pdf";

export { itemsPdf };

/** The items of one set as a PDF file. */
export function planSetPdf(items: readonly TextItem[]): Buffer {
  return Buffer.from(itemsPdf(items));
}

/** A deterministic pseudo-random byte source (the underlay's pixels: incompressible, like a photo). */
function bytes(n: number, seed: number): Buffer {
  const out = Buffer.alloc(n);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

const NOTES = [
  "ALL WORK SHALL COMPLY WITH THE CODES AND ORDINANCES OF THE AUTHORITY HAVING JURISDICTION.",
  "CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS IN THE FIELD BEFORE STARTING WORK.",
  "DIMENSIONS ARE TO FACE OF STUD OR FACE OF CONCRETE UNLESS NOTED OTHERWISE.",
  "PROVIDE FIRE BLOCKING AT ALL CONCEALED SPACES PER CODE.",
  "SEE STRUCTURAL DRAWINGS FOR ALL HEADER, BEAM AND COLUMN SIZES.",
];

/** Detail sheets: notes, dimension strings and the title block, as A-501… */
function detailSheet(page: number, n: number): TextItem[] {
  const items: TextItem[] = [];
  const label = (text: string, x: number, y: number, size = 8, rotation = 0) =>
    items.push(...scatter(page, text, x, y, size, rotation, page));
  for (let i = 0; i < 40; i++) label(`${i + 1}. ${NOTES[i % NOTES.length]}`, 1700, 1600 - i * 11, 6);
  for (let d = 0; d < 200; d++)
    label(
      `${(d % 30) + 2}'-${d % 12}"`,
      150 + (d % 25) * 60,
      150 + Math.floor(d / 25) * 110,
      6,
      d % 3 ? 0 : 90,
    );
  for (const [i, t] of ["WALL SECTION", "PARAPET DETAIL", "WINDOW HEAD", "WINDOW SILL"].entries())
    label(`${i + 1} ${t}`, 200 + i * 500, 900, 10);
  label("TAMARACK COMMONS APARTMENTS", 2330, 1485, 9);
  label("SHEET TITLE", 2330, 300, 6);
  label("WALL SECTIONS AND DETAILS", 2330, 270, 14);
  label('SCALE: 1 1/2" = 1\'-0"', 2330, 240, 7);
  label("SHEET", 2330, 160, 6);
  label(`A-${500 + n}`, 2330, 110, 30);
  label("WALL SECTIONS AND DETAILS", 120, 90, 12);
  return items;
}

/** The large set's text items: the 60-unit building's sheets, then detail sheets up to `pages`. */
export function largeSetItems(pages = 60): TextItem[] {
  const base = APARTMENTS.items;
  const first = Math.max(...base.map((i) => i.page));
  const items = [...base];
  for (let page = first + 1; page <= pages; page++) items.push(...detailSheet(page, page - first));
  return items;
}

/** Linework of a sheet: grid lines and wall segments, as a CAD export writes paths. */
function linework(page: number, segments: number): string {
  const ops: string[] = ["q 0.5 w 0 0 0 RG"];
  let s = page * 7919;
  const r = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return (s / 2 ** 32) * 2400 + 80;
  };
  for (let i = 0; i < segments; i++)
    ops.push(`${r().toFixed(2)} ${r().toFixed(2)} m ${r().toFixed(2)} ${r().toFixed(2)} l S`);
  ops.push("Q");
  return ops.join("\n");
}

/**
 * The large set as a PDF of about `megabytes` MB: each page's text, `segments` line segments and a
 * grey raster underlay sized so the file reaches the size asked.
 */
export function largePlanSetPdf({ pages = 60, megabytes = 30, segments = 3000 } = {}): Buffer {
  const items = largeSetItems(pages);
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / pages - 120_000));
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (b: Buffer) => {
    chunks.push(b);
    size += b.length;
  };
  const text = (t: string) => push(Buffer.from(t, "latin1"));
  const objects: Array<string | { dict: string; data: Buffer }> = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
  ];
  const kids: string[] = [];
  const esc = (t: string) => t.replace(/[^\x20-\x7e]/g, "").replace(/([\\()])/g, "\\$1");
  for (let page = 1; page <= pages; page++) {
    const ops = [linework(page, segments), `q ${side} 0 0 ${side} 60 60 cm /Im1 Do Q`, "BT"];
    for (const i of items.filter((x) => x.page === page)) {
      const t = ((i.rotation ?? 0) * Math.PI) / 180;
      const [a, b] = [i.size * Math.cos(t), i.size * Math.sin(t)].map((n) => n.toFixed(4));
      ops.push(
        `/F1 1 Tf ${a} ${b} ${(-Number(b)).toFixed(4)} ${a} ${i.x.toFixed(2)} ${i.y.toFixed(2)} Tm (${esc(i.str)}) Tj`,
      );
    }
    ops.push("ET");
    const content = Buffer.from(ops.join("\n"), "latin1");
    const pageId = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 2592 1728] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 ${pageId + 2} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      { dict: "", data: content },
      {
        dict: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`,
        data: bytes(side * side, page),
      },
    );
    kids.push(`${pageId} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  text("%PDF-1.4\n");
  objects.forEach((o, i) => {
    offsets.push(size);
    if (typeof o === "string") text(`${i + 1} 0 obj\n${o}\nendobj\n`);
    else {
      text(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.data.length} >>\nstream\n`);
      push(o.data);
      text("\nendstream\nendobj\n");
    }
  });
  const xref = size;
  text(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  text(offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join(""));
  text(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
