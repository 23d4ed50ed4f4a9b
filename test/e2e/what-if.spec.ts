/**
 * What moves your cost and scenarios side by side in the browser (issue 28), at desktop and phone
 * widths, for a 2,400 sq ft home in Austin: the results page lists the five biggest savings and
 * additions with the API's dollar deltas and likely ranges; Apply (by keyboard) re-prices the
 * tiles, the CSI table and the budget to the final estimate of the changed answers, and Undo
 * restores them; three scenarios side by side show the API's numbers, download as a workbook
 * openpyxl reads with the same numbers as number cells, and their share link opens the same
 * comparison.
 */
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { DIVISION_NAMES } from "../../shared/api/constants";
import { formatMoneyShort } from "../../shared/format";
import { expectNoSeriousA11yViolations, isPhone } from "./helpers";
import { checkResultsAgainstApi, seedStorage } from "./journey-helpers";

/** Debian's python3 with python3-openpyxl (.ci/run installs it). */
const PYTHON = process.env.OPENPYXL_PYTHON ?? "/usr/bin/python3";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-27T09:00:00.000Z",
};

interface Record_ {
  question: string;
  answer: string | number;
  questionNumber: number;
}
interface Figures {
  expected: number;
  likelyMin: number;
  likelyMax: number;
  min: number;
  max: number;
}
interface WhatIfJson {
  questionId: string;
  question: string;
  from: { label: string };
  to: { answer: string | number; label: string };
  construction: Figures;
  constructionDelta: Figures;
  withinUncertainty: boolean;
  answers: Record_[];
}
interface WhatIfResultJson {
  savings: WhatIfJson[];
  additions: WhatIfJson[];
  alternatives: WhatIfJson[];
}
interface FinalJson {
  costEstimate: { expected: number; likely: { min: number; max: number } };
  costBreakdown: { divisions: Record<string, number> };
  projectCost: { expected: number };
}

/** A conversation through the API: 2,400 sq ft, slab foundation, option b elsewhere. */
async function conversation(page: Page): Promise<Record_[]> {
  const chosen: Record<string, string | number> = { "sf-area": 2400, "sf-foundation": "a" };
  const init = await page.request.post("/api/initialize-questions", { data: project });
  let step = (await init.json()) as { question: { id: string; question: string; kind: string } | null };
  const answers: Record_[] = [];
  for (let n = 1; n <= 10; n++) {
    const q = step.question!;
    const answer = chosen[q.id] ?? (q.kind === "number" ? 2400 : "b");
    answers.push({ question: q.question, answer, questionNumber: n });
    if (n === 10) break;
    const res = await page.request.post("/api/next-question", { data: { projectData: project, answers } });
    step = (await res.json()) as typeof step;
  }
  return answers;
}

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const signed = (n: number) => (n === 0 ? "$0" : `${n > 0 ? "+" : "-"}${formatMoneyShort(Math.abs(n))}`);
const title = (w: WhatIfJson) =>
  `${w.to.label} instead of ${/^[A-Z][a-z]/.test(w.from.label) ? w.from.label[0]!.toLowerCase() + w.from.label.slice(1) : w.from.label}`;

async function openResults(page: Page) {
  const answers = await conversation(page);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  await page.goto("/cost-estimate");
  const w = await api<WhatIfResultJson>(page, "/api/what-if", { projectData: project, answers });
  return { answers, w };
}

/** The page's figures that Apply must change: the total, the total project cost, the ledger, the table. */
async function pageFigures(page: Page) {
  return {
    total: await page.getByTestId("total").textContent(),
    project: await page.getByTestId("project-total").textContent(),
    budget: await page.getByTestId("budget-total").getAttribute("data-amount"),
    table: await page.locator("table").first().textContent(),
  };
}

test("The results page lists what moves the cost; Apply re-prices the page and Undo restores it", async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, number>();
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  const { w } = await openResults(page);
  const panel = page.getByTestId("what-if");
  await expect(panel.getByRole("heading", { name: "What moves your cost" })).toBeVisible();
  // The what-if panel loads after the page, in a small file; the comparison only once it is opened.
  await page.waitForLoadState("networkidle");
  const loaded = [...scripts].map(([url, bytes]) => ({ file: url.split("/").pop()!, bytes }));
  const whatIfFile = loaded.find((s) => s.file.startsWith("WhatIfPanel-"));
  expect(whatIfFile?.bytes).toBeLessThan(8 * 1024);
  expect(loaded.some((s) => s.file.startsWith("ScenariosPanel-"))).toBe(false);

  // The five biggest savings and additions, each with the API's delta and likely range.
  for (const [id, list] of [
    ["savings", w.savings],
    ["additions", w.additions],
  ] as const) {
    expect(list).toHaveLength(5);
    const items = panel.getByTestId(id).getByTestId("change");
    await expect(items).toHaveCount(5);
    for (const [i, change] of list.entries()) {
      const d = change.constructionDelta;
      await expect(items.nth(i)).toContainText(title(change));
      await expect(items.nth(i).getByTestId("change-range")).toHaveText(
        `${signed(d.expected)}, likely ${signed(d.likelyMin)} to ${signed(d.likelyMax)}`,
      );
    }
  }
  // The full list, sorted by size, behind a real button.
  const toggle = panel.getByTestId("all-changes-toggle");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const amounts = await panel
    .getByTestId("all-changes")
    .locator("td[data-amount]")
    .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute("data-amount"))));
  expect(amounts).toEqual(w.alternatives.map((a) => a.constructionDelta.expected));
  expect(amounts.map(Math.abs)).toEqual([...amounts.map(Math.abs)].sort((a, b) => b - a));
  // A change smaller than its own uncertainty says so.
  const within = w.alternatives.filter((a) => a.withinUncertainty).length;
  if (within > 0)
    await expect(panel.getByTestId("all-changes")).toContainText("Smaller than its own uncertainty");
  await toggle.click();
  await expectNoSeriousA11yViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `test-results/screens/${testInfo.project.name}/what-if.png` });

  // Apply the biggest addition by keyboard: the page re-prices to the changed answers' estimate.
  const before = await pageFigures(page);
  const change = w.additions[0]!;
  const final = await api<FinalJson>(page, "/api/final-estimate", {
    projectData: project,
    answers: change.answers,
  });
  const apply = panel.getByTestId("additions").getByRole("button", { name: `Apply: ${title(change)}` });
  await apply.focus();
  await page.keyboard.press("Enter");
  const note = page.getByTestId("change-note");
  await expect(note).toContainText(`Applied: ${title(change)}`);
  await expect(note).toBeFocused();
  await expect(page.getByTestId("total")).toHaveText(formatMoneyShort(final.costEstimate.expected));
  await expect(page.getByTestId("project-total")).toHaveText(formatMoneyShort(final.projectCost.expected));
  await expect(page.getByTestId("budget-total")).toHaveAttribute(
    "data-amount",
    String(final.projectCost.expected),
  );
  // The CSI table and the tiles equal the API's final estimate of the answers now stored.
  await checkResultsAgainstApi(page);
  expect((await pageFigures(page)).table).not.toEqual(before.table);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/what-if-applied.png` });

  // Undo restores every figure.
  await note.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("change-note")).toContainText("Undone");
  await expect(page.getByTestId("total")).toHaveText(before.total!);
  expect(await pageFigures(page)).toEqual(before);
  await checkResultsAgainstApi(page);

  // Back in the questions with all ten answered, the live panel shows what moves the cost.
  await page.goto("/question-flow?q=10");
  const live = page.getByTestId("what-if");
  await expect(live.getByTestId("savings").getByTestId("change")).toHaveCount(3);
  for (const [i, change] of w.savings.slice(0, 3).entries())
    await expect(live.getByTestId("savings").getByTestId("change").nth(i)).toContainText(title(change));
  await expect(live.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
  await live.screenshot({ path: `test-results/screens/${testInfo.project.name}/what-if-live.png` });
});

interface Read {
  sheets: string[];
  rows: Array<Array<[string | number | null, string]>>;
}

test("Three scenarios side by side: the API's numbers on the page and in the workbook; the link opens them", async ({
  page,
}, testInfo) => {
  const { answers, w } = await openResults(page);
  const panel = page.getByTestId("what-if");
  const picks = [w.savings[0]!, w.additions[0]!];
  for (const pick of picks) {
    const list = pick.constructionDelta.expected < 0 ? "savings" : "additions";
    await panel
      .getByTestId(list)
      .getByRole("button", { name: `Compare side by side: ${title(pick)}` })
      .click();
  }
  // Two what-ifs compared: no third.
  await expect(panel.getByTestId("savings").getByTestId("compare-change").nth(1)).toBeDisabled();
  const table = page.getByTestId("scenarios-table");
  await expect(table).toBeVisible();
  const cell = (row: string, scenario: string) =>
    table.locator(`tr[data-row="${row}"] td[data-scenario="${scenario}"]`);
  const lists = [answers, ...picks.map((p) => p.answers)];
  const finals = await Promise.all(
    lists.map((a) => api<FinalJson>(page, "/api/final-estimate", { projectData: project, answers: a })),
  );
  const names = ["A", "B", "C"];
  for (const [i, f] of finals.entries()) {
    await expect(cell("Construction cost", names[i]!)).toHaveAttribute(
      "data-amount",
      String(f.costEstimate.expected),
    );
    await expect(cell("Total project cost", names[i]!)).toHaveAttribute(
      "data-amount",
      String(f.projectCost.expected),
    );
    for (const d of DIVISION_NAMES)
      await expect(cell(d, names[i]!)).toHaveAttribute("data-amount", String(f.costBreakdown.divisions[d]));
  }
  await expect(table.getByTestId("scenario-label").nth(1)).toContainText(`${picks[0]!.to.label} instead of`);
  await expectNoSeriousA11yViolations(page);
  const scenarios = page.getByTestId("scenarios");
  await scenarios.scrollIntoViewIfNeeded();
  await scenarios.screenshot({ path: `test-results/screens/${testInfo.project.name}/scenarios.png` });
  if (isPhone(testInfo)) {
    // The table scrolls sideways inside its box; the page itself does not.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  // The page's numbers, read back from the workbook by openpyxl.
  const pageAmounts = async (row: string) =>
    Promise.all(names.map(async (n) => Number(await cell(row, n).getAttribute("data-amount"))));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("scenarios-download").click(),
  ]);
  const path = testInfo.outputPath("scenarios.xlsx");
  await download.saveAs(path);
  const read = JSON.parse(
    execFileSync(PYTHON, ["test/e2e/read-workbook.py", path, "Comparison"], { encoding: "utf8" }),
  ) as Read;
  expect(read.sheets).toEqual(["Comparison", "Scenario A", "Scenario B", "Scenario C", "Sources"]);
  const byName = new Map(read.rows.map((r) => [r[0]?.[0], r.slice(1, 4)]));
  const sheetRow = {
    "Construction cost": "Construction cost",
    "Total project cost": "Total project cost",
    ...Object.fromEntries(DIVISION_NAMES.map((d) => [d, d])),
  };
  for (const [pageRow, name] of Object.entries(sheetRow)) {
    const amounts = await pageAmounts(pageRow);
    expect(byName.get(name), name).toEqual(amounts.map((n) => [n, "n"]));
  }

  // The share link opens the same comparison.
  await scenarios.getByRole("button", { name: "Share", exact: true }).click();
  const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(link).toContain("/cost-estimate?");
  const before = await pageAmounts("Construction cost");
  await page.goto(link);
  await expect(page.getByTestId("scenarios-table")).toBeVisible();
  expect(await pageAmounts("Construction cost")).toEqual(before);
  await page.getByTestId("scenarios").screenshot({
    path: `test-results/screens/${testInfo.project.name}/scenarios-shared.png`,
  });
});
