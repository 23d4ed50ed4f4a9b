/**
 * The text of an uploaded PDF quote, read in the browser and sent nowhere else: unpdf (Mozilla's
 * PDF.js in a build that needs no worker file) is imported only when a PDF is chosen, so no page
 * pays for its ~500 KB until then. Text items are put back into lines by their position on the
 * page, so "Framing ........ $88,000" stays one line. A PDF with no readable text (a scan, a
 * photo) throws NoTextError.
 */

/** The most pages read: quotes are short, and a huge file should not freeze the page. */
export const MAX_PAGES = 30;

/** Thrown when a PDF has no text layer (a scanned or photographed quote). */
export class NoTextError extends Error {
  constructor() {
    super("No text could be read from this PDF.");
    this.name = "NoTextError";
  }
}

/** A positioned piece of text as PDF.js gives it. */
export interface TextPiece {
  str: string;
  /** [a, b, c, d, x, y] */
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

/** Pieces of one page as lines, top to bottom, with wide gaps kept as two spaces. */
export function piecesToLines(pieces: readonly TextPiece[]): string[] {
  const rows: Array<{ y: number; height: number; items: TextPiece[] }> = [];
  for (const piece of pieces) {
    if (piece.str === "") continue;
    const y = piece.transform[5] ?? 0;
    const height = Math.abs(piece.transform[3] ?? 10) || 10;
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(2, r.height * 0.4));
    if (row) row.items.push(piece);
    else rows.push({ y, height, items: [piece] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    const items = row.items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
    let line = "";
    let end: number | null = null;
    for (const item of items) {
      const x = item.transform[4] ?? 0;
      if (end !== null) {
        const gap = x - end;
        if (gap > row.height) line += "  ";
        else if (gap > row.height * 0.15 && !line.endsWith(" ") && !item.str.startsWith(" ")) line += " ";
      }
      line += item.str;
      end = x + item.width;
    }
    return line.trimEnd();
  });
}

/** The quote's text from PDF bytes; NoTextError when there is none to read. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  // Text only: no font faces (they would be data: URLs, which the CSP's font-src refuses).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true, useSystemFonts: false });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const pieces = content.items.flatMap((i) => ("str" in i ? [i as TextPiece] : []));
      pages.push(piecesToLines(pieces).join("\n"));
    }
    const text = pages.join("\n");
    if (text.replace(/\s/g, "").length < 10) throw new NoTextError();
    return text;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
