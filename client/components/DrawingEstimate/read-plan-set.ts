/**
 * A PDF plan set's text, read in the browser and sent nowhere: unpdf (Mozilla's PDF.js in a build
 * that needs no worker file) is imported only when a file is chosen, so no page pays for it until
 * then. Pages are read one at a time and the main thread is given back between them, so a 60-page,
 * 30 MB set shows its progress and the page stays responsive; then shared/drawings reads the text.
 * A file that is not a PDF, or a PDF that cannot be opened, throws a PlanSetError that says so.
 */
import type { PdfJsTextItem, TextItem } from "../../../shared/drawings/index";
import { fromPdfJs } from "../../../shared/drawings/index";

// The reader itself comes with this module, so the page's first load does not carry it.
export { readDrawings } from "../../../shared/drawings/index";

/** The most pages read: a larger set is read up to here, and the page says so. */
export const MAX_PAGES = 200;
/** The largest file opened (a phone could not hold more in memory). */
export const MAX_BYTES = 200 * 1024 * 1024;

export type PlanSetProblem = "not-pdf" | "broken" | "password" | "too-large";

/** A file the reader cannot open, with the reason the page explains. */
export class PlanSetError extends Error {
  constructor(readonly problem: PlanSetProblem) {
    super(problem);
    this.name = "PlanSetError";
  }
}

/** Thrown when the visitor cancels a reading. */
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
}

export interface Progress {
  /** Pages read so far. */
  done: number;
  /** Pages to read (0 while the file opens). */
  total: number;
}

export interface PlanSetText {
  items: TextItem[];
  /** Pages of the PDF. */
  pages: number;
  /** Pages read (fewer than `pages` past MAX_PAGES). */
  read: number;
}

/**
 * Gives the main thread back: the browser paints and handles input, and React renders the
 * progress, before the next page. A task (not scheduler.yield, whose continuation would run
 * before React's own rendering task and so show no progress until the end).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** True when the bytes start like a PDF ("%PDF-" within the first kilobyte, as readers allow). */
export function looksLikePdf(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, 1024));
  return text.includes("%PDF-");
}

/** Every text item of a PDF plan set, page by page, with progress; throws PlanSetError or Cancelled. */
export async function readPlanSet(
  file: Blob,
  onProgress: (p: Progress) => void,
  cancelled: () => boolean = () => false,
): Promise<PlanSetText> {
  if (file.size > MAX_BYTES) throw new PlanSetError("too-large");
  if (!looksLikePdf(new Uint8Array(await file.slice(0, 1024).arrayBuffer())))
    throw new PlanSetError("not-pdf");
  onProgress({ done: 0, total: 0 });
  const [{ getDocumentProxy }, bytes] = await Promise.all([import("unpdf"), file.arrayBuffer()]);
  if (cancelled()) throw new Cancelled();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // Text only: no font faces (they would be data: URLs, which the CSP's font-src refuses).
    pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true, useSystemFonts: false });
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    throw new PlanSetError(name === "PasswordException" ? "password" : "broken");
  }
  try {
    const read = Math.min(pdf.numPages, MAX_PAGES);
    const items: TextItem[] = [];
    onProgress({ done: 0, total: read });
    for (let n = 1; n <= read; n++) {
      await yieldToBrowser();
      if (cancelled()) throw new Cancelled();
      let content;
      try {
        const page = await pdf.getPage(n);
        content = await page.getTextContent();
        page.cleanup();
      } catch (err) {
        if (err instanceof Cancelled) throw err;
        throw new PlanSetError("broken");
      }
      for (const item of content.items) if ("str" in item) items.push(fromPdfJs(n, item as PdfJsTextItem));
      onProgress({ done: n, total: read });
    }
    return { items, pages: pdf.numPages, read };
  } finally {
    void pdf.loadingTask.destroy();
  }
}
