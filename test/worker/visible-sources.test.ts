/**
 * No visible source is internal, a mirror or a personal repository (issue 32), in the download: the
 * workbook of estimates of different types is read back and every row of its Sources sheet, every
 * source of its Project budget sheet and its location factor's citation must be the publisher's
 * own document with a link or say "C2C judgement" (rules in test/visible-sources.ts).
 */
import { describe, expect, it } from "vitest";
import { converse, post, projectData } from "./api-helpers";
import { readXlsx, type ReadWorkbook } from "./xlsx-reader";
import { isJudgement, problemsOf, type VisibleSource } from "../visible-sources";

/** "YYYY-MM" of the month `ahead` months after the current one (UTC). */
function month(ahead: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Estimates of different types and places, some with a planned start (escalation's sources). */
const ESTIMATES: Array<[type: string, state: string, city: string | null, extra: Record<string, unknown>]> = [
  ["single-family", "Texas", "Austin", {}],
  ["multi-family", "Colorado", "Denver", { startDate: month(12) }],
  ["home-improvements", "Illinois", "Chicago", {}],
  ["healthcare", "Texas", "Houston", { startDate: month(6) }],
  ["educational", "Texas", null, {}],
];

async function workbook(type: string, state: string, city: string | null, extra: Record<string, unknown>) {
  const pd = projectData(type, state, city);
  const { answers } = await converse(pd);
  const res = await post("/api/download-estimate", { projectData: pd, answers, ...extra });
  expect(res.status).toBe(200);
  return readXlsx(new Uint8Array(await res.arrayBuffer()));
}

/** Rows of a sheet from row `from` on, each as its cells' text by column letter. */
function rows(book: ReadWorkbook, sheet: string, columns: string, from: number) {
  const out: Array<Record<string, string>> = [];
  for (let r = from; r < from + 500; r++) {
    const row = Object.fromEntries([...columns].map((c) => [c, book.text(sheet, `${c}${r}`) ?? ""]));
    if (Object.values(row).every((v) => v === "")) {
      if (book.text(sheet, `A${r + 1}`) === undefined) break;
      continue;
    }
    out.push(row);
  }
  return out;
}

describe("visible sources in the workbook", () => {
  for (const [type, state, city, extra] of ESTIMATES) {
    const where = `${type} in ${city ? `${city}, ` : ""}${state}${extra.startDate ? " with a start" : ""}`;

    it(`${where}: every Sources row, budget source and the location factor's citation`, async () => {
      const book = await workbook(type, state, city, extra);
      const list: VisibleSource[] = [];

      // Sources sheet: Id, Publisher, Title, Year, Link, Used for
      expect(book.text("Sources", "E1")).toBe("Link");
      const sources = rows(book, "Sources", "ABCDEF", 2);
      expect(sources.length).toBeGreaterThan(10);
      for (const r of sources)
        list.push({
          where: `${where}, Sources ${r.A}`,
          text: `${r.A}: ${r.B}, ${r.C} (${r.D}); used for: ${r.F}`,
          url: r.E === "" ? null : r.E!,
        });

      // Project budget: Item, Amount, Included, Source; a sourced line names a row of the Sources sheet
      const budget = rows(book, "Project budget", "ABCD", 2).filter((r) => r.C === "yes" && r.D !== "");
      expect(budget.length).toBeGreaterThan(3);
      for (const r of budget) {
        if (r.A!.startsWith("Construction cost") || r.D === "entered by you") continue;
        const named = sources.find((s) => r.D!.includes(`${s.B}, ${s.C}`));
        list.push({
          where: `${where}, budget ${r.A}`,
          text: r.D!,
          // an escalation line names Turner & Townsend's forecasts, each a row of the Sources sheet
          url: isJudgement(r.D!)
            ? null
            : (named?.E ?? (r.D!.startsWith("Turner & Townsend") ? "https://c2c.invalid/" : null)),
        });
      }

      // Summary: the location multiplier names its source by the Sources sheet's id
      const summary = rows(book, "Summary", "AB", 1);
      const factor = summary.find((r) => r.A === "Location multiplier");
      expect(factor, "a location multiplier row").toBeDefined();
      const id = /source ([\w-]+)/.exec(factor!.B!)?.[1];
      expect(
        sources.map((s) => s.A),
        `the location factor's source "${id}" is a row of the Sources sheet`,
      ).toContain(id);

      expect(problemsOf(list)).toEqual([]);
    }, 30_000);
  }
});
