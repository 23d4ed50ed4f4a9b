/** The minimal XLSX writer's helpers and output, read back with the independent reader. */
import { describe, expect, it } from "vitest";
import { columnName, excelDate, neutralizeFormula, writeXlsx, xmlText } from "../../worker/xlsx";
import { formatOf, formulaLikeCells, readXlsx } from "./xlsx-reader";

describe("worker/xlsx", () => {
  it("names columns A, Z, AA, ZZ, AAA for 0, 25, 26, 701, 702", () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "ZZ", "AAA"]);
  });

  it('escapes <&>" and drops NUL, a lone surrogate and other XML-forbidden characters', () => {
    expect(xmlText('a<b>&"c"\u0000\u0008\ud800d\tE')).toBe("a&lt;b&gt;&amp;&quot;c&quot;d\tE");
    expect(xmlText("😀")).toBe("😀");
  });

  it("caps text at Excel's 32,767 characters", () => {
    expect(xmlText("x".repeat(40_000))).toHaveLength(32_767);
  });

  it("gives 2026-11-21 the Excel serial 46347", () => {
    expect(excelDate(new Date("2026-11-21T00:00:00Z"))).toBe(46347);
  });

  it("writes text as inline strings, numbers with their formats, and skips NaN", () => {
    const bytes = writeXlsx([
      {
        name: "One",
        rows: [
          [
            { text: "=1+1", bold: true },
            { number: 1234.5, format: "currency" },
          ],
          [{ number: Number.NaN }, { number: 0.25, format: "percent" }],
        ],
        widths: [10, 20],
        freezeHeader: true,
      },
    ]);
    const book = readXlsx(bytes);
    expect(book.names).toEqual(["One"]);
    const cells = book.cells.get("One")!;
    expect(cells.get("A1")).toMatchObject({ type: "inlineStr", formula: null });
    expect(book.text("One", "A1")).toBe("'=1+1");
    expect(formatOf(book, cells.get("B1"))).toBe("$#,##0");
    expect(formatOf(book, cells.get("B2"))).toBe("0.0%");
    expect(cells.has("A2")).toBe(false);
  });

  it("writes text starting with = + - @, tab or CR with a leading apostrophe (OWASP CSV injection); numbers stay numbers", () => {
    const texts = ["=1+1", "+1", "-1, cmd", "@SUM(A1)", "\t=1", "\r=1", "\u0000=1", "a=1", "'quoted", "—"];
    expect(texts.map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1, cmd",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      "\u0000=1",
      "a=1",
      "'quoted",
      "—",
    ]);
    const book = readXlsx(
      writeXlsx([
        {
          name: "S",
          rows: [texts.map((text) => ({ text })), [{ number: -1250, format: "currency" }, { number: -0.5 }]],
        },
      ]),
    );
    expect(formulaLikeCells(book)).toEqual([]);
    // A control character before the sign is dropped first, and the sign still neutralised.
    expect(book.text("S", "G1")).toBe("'=1");
    expect(book.cells.get("S")!.get("A2")).toMatchObject({ type: "n", value: "-1250", formula: null });
    expect(book.cells.get("S")!.get("B2")).toMatchObject({ type: "n", value: "-0.5" });
  });

  it("writes the same bytes for the same sheets", () => {
    const sheets = [{ name: "S", rows: [[{ text: "a" }]] }];
    expect(writeXlsx(sheets)).toEqual(writeXlsx(sheets));
  });
});
