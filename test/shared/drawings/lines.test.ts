/** Joining scattered runs into lines, and PDF.js items as the reader's input. */
import { describe, expect, it } from "vitest";
import { fromPdfJs, joinLines, readSheets, type TextItem } from "../../../shared/drawings/index";
import { scatter } from "./build";

const texts = (items: TextItem[]) => joinLines(items).map((l) => l.text);

describe("joinLines", () => {
  it("joins a label's runs, split inside words and between them, with jittered baselines", () => {
    const items = scatter(1, "TOTAL CONDITIONED AREA 2,450 SF", 100, 500, 8, 0, 3);
    expect(items.length).toBeGreaterThan(4);
    expect(texts(items.reverse())).toEqual(["TOTAL CONDITIONED AREA 2,450 SF"]);
  });

  it("reads rotated labels along their own axis", () => {
    const up = scatter(1, '8" POURED CONC. FOUNDATION WALL', 900, 300, 7, 90, 5);
    const down = scatter(1, "PROPERTY LINE", 50, 900, 7, 270, 9);
    expect(texts([...up, ...down])).toEqual(['8" POURED CONC. FOUNDATION WALL', "PROPERTY LINE"]);
  });

  it("keeps a table's columns on one line with a separator, and far-apart labels apart", () => {
    const row = [...scatter(1, "FIRST FLOOR", 100, 500), ...scatter(1, "1,240 SF", 260, 500)];
    expect(texts(row)).toEqual(["FIRST FLOOR | 1,240 SF"]);
    const far = [...scatter(1, "KITCHEN", 100, 500), ...scatter(1, "BEDROOM 2", 1500, 500)];
    expect(texts(far)).toEqual(["KITCHEN", "BEDROOM 2"]);
  });

  it("keeps lines a line apart and pages apart", () => {
    const items = [
      ...scatter(1, "LINE ONE", 100, 500),
      ...scatter(1, "LINE TWO", 100, 487),
      ...scatter(2, "LINE THREE", 100, 500),
    ];
    expect(joinLines(items).map((l) => [l.page, l.text])).toEqual([
      [1, "LINE ONE"],
      [1, "LINE TWO"],
      [2, "LINE THREE"],
    ]);
  });

  it("ignores empty runs and normalizes CAD quotes and dashes", () => {
    const items: TextItem[] = [
      { page: 1, str: " ", x: 0, y: 0, size: 8 },
      { page: 1, str: "OWNER\u2019S SUITE \u2013 12\u2032-0\u2033", x: 0, y: 0, size: 8 },
    ];
    expect(texts(items)).toEqual(["OWNER'S SUITE - 12'-0\""]);
  });
});

describe("fromPdfJs", () => {
  it("takes the origin, size and rotation from the transform", () => {
    expect(fromPdfJs(3, { str: "A-101", transform: [24, 0, 0, 24, 2330, 110], width: 70 })).toEqual({
      page: 3,
      str: "A-101",
      x: 2330,
      y: 110,
      size: 24,
      rotation: 0,
      width: 70,
    });
    const r = fromPdfJs(1, { str: "WALL", transform: [0, 7, -7, 0, 900, 300] });
    expect(r).toMatchObject({ size: 7, rotation: 90, x: 900, y: 300 });
  });
});

describe("readSheets", () => {
  it("names each page by its sheet number and title, and a page without either by its number", () => {
    const items = [
      ...scatter(1, "A-101", 2330, 110, 30),
      ...scatter(1, "FIRST FLOOR PLAN", 2330, 270, 14),
      ...scatter(1, "KITCHEN", 700, 1000, 9),
      ...scatter(2, "GENERAL INFORMATION", 100, 100, 9),
    ];
    const lines = joinLines(items);
    expect(readSheets(lines, 3).map((s) => s.name)).toEqual(["A-101 FIRST FLOOR PLAN", "page 2", "page 3"]);
  });
});
