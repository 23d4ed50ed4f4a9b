/**
 * A plan set read from a real PDF through unpdf (PDF.js), as the browser will read it: the items
 * PDF.js gives, through fromPdfJs, read to the same answers as the items the PDF was written from.
 */
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { drawingAnswers, fromPdfJs, readDrawings, type TextItem } from "../../../shared/drawings/index";
import { FIXTURES } from "./fixtures";
import { SCHOOL } from "./held-out";
import { itemsPdf } from "./pdf";

async function pdfItems(data: Uint8Array): Promise<TextItem[]> {
  const pdf = await getDocumentProxy(data);
  const items: TextItem[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ("str" in item) items.push(fromPdfJs(p, item));
  }
  return items;
}

describe("a plan set from a PDF", () => {
  it.each([...FIXTURES, SCHOOL].map((f) => [f.name, f] as const))(
    "%s reads to the same answers as its text items",
    async (_name, fixture) => {
      const items = await pdfItems(itemsPdf(fixture.items));
      expect(items.length).toBeGreaterThan(100);
      const fromPdf = readDrawings(items);
      const direct = readDrawings(fixture.items);
      expect(fromPdf.sheets.map((s) => s.name)).toEqual(direct.sheets.map((s) => s.name));
      expect(drawingAnswers(fromPdf)).toEqual(drawingAnswers(direct));
      expect(fromPdf.conflicts).toEqual([]);
    },
    30_000,
  );
});
