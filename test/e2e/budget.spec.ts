/**
 * The whole budget in the browser (decision record 011): the results page shows the total
 * project cost over the construction cost and the "What's in / what's out" ledger, which add up to
 * the dollar and equal the API's; a planned start re-prices the page without a new conversation
 * and widens the range; the workbook's "Project budget" sheet, read by openpyxl, holds the API's
 * numbers; the share page shows the same budget; the live panel's start date re-prices its total.
 */
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";
import { completeAnswers, seedStorage } from "./journey-helpers";

/** Debian's python3 with python3-openpyxl (.ci/run installs it). */
const PYTHON = process.env.OPENPYXL_PYTHON ?? "/usr/bin/python3";

interface Item {
  id: string;
  name: string;
  amount: number | null;
  included: boolean;
  source: string;
}
interface ProjectCostJson {
  min: number;
  expected: number;
  max: number;
  items: Item[];
  escalation: { startDate: string; midpoint: string } | null;
}
interface FinalJson {
  costEstimate: { expected: number };
  projectCost: ProjectCostJson;
}

/** "YYYY-MM" of the month `ahead` months after the current one (UTC), as the API counts. */
function month(ahead: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const project = {
  constructionType: "educational",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

async function apiFinal(page: Page, answers: unknown[], extra: Record<string, unknown> = {}) {
  const res = await page.request.post("/api/final-estimate", {
    data: { projectData: project, answers, ...extra },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as FinalJson;
}

/** The ledger's amounts as the page renders them (data-amount of each row). */
async function ledger(page: Page) {
  const table = page.getByTestId("budget-table");
  const rows = await table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute("data-item"),
      amount: Number(tr.querySelector("[data-amount]")?.getAttribute("data-amount")),
    })),
  );
  const total = Number(await page.getByTestId("budget-total").getAttribute("data-amount"));
  return { rows, total };
}

async function expectPageShows(page: Page, final: FinalJson) {
  const p = final.projectCost;
  await expect(page.getByTestId("project-total")).toHaveText(formatMoneyShort(p.expected));
  await expect(page.getByTestId("total")).toHaveText(formatMoneyShort(final.costEstimate.expected));
  await expect(page.getByTestId("project-range")).toContainText(
    `Range ${formatMoneyShort(p.min)} - ${formatMoneyShort(p.max)}`,
  );
  await expect(page.getByTestId("budget-total")).toHaveAttribute("data-amount", String(p.expected));
  const { rows, total } = await ledger(page);
  // Hard + soft = total, to the dollar, on the page.
  expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(total);
  expect(rows[0]).toEqual({ id: "construction", amount: final.costEstimate.expected });
  const included = p.items.filter((i) => i.included);
  expect(rows.slice(1)).toEqual(included.map((i) => ({ id: i.id, amount: i.amount })));
}

test("A school board sees the whole budget, plans a start and downloads the budget sheet", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  await page.goto("/cost-estimate");

  const today = await apiFinal(page, answers);
  await expectPageShows(page, today);
  await expect(page.getByTestId("project-range")).toContainText("today's price level");
  const out = page.getByTestId("budget-out");
  await expect(out).toContainText("Land");
  await expect(out).toContainText("Financing");
  await expect(out).toContainText("Escalation");

  // A start three years ahead: escalation joins the total and the range widens.
  const start = month(36);
  await page.getByTestId("start-date").selectOption(start);
  const later = await apiFinal(page, answers, { startDate: start });
  await expectPageShows(page, later);
  expect(later.projectCost.expected).toBeGreaterThan(today.projectCost.expected);
  const width = (p: ProjectCostJson) => (p.max - p.min) / p.expected;
  expect(width(later.projectCost)).toBeGreaterThan(width(today.projectCost));
  await expect(page.getByTestId("project-range")).toContainText("midpoint of construction");
  await expect(out).not.toContainText("Escalation");
  await expect(page.getByTestId("budget-table")).toContainText("Turner & Townsend");

  // A land cost is added as its own item.
  await page.getByTestId("land-cost").fill("850000");
  const withLand = await apiFinal(page, answers, { startDate: start, landCost: 850_000 });
  await expectPageShows(page, withLand);
  await expect(out).not.toContainText("Land:");
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId("budget-table").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "results-budget");

  // The workbook, read by openpyxl, holds the API's numbers as numbers.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  const path = testInfo.outputPath("budget.xlsx");
  await download.saveAs(path);
  const read = JSON.parse(
    execFileSync(PYTHON, ["test/e2e/read-workbook.py", path, "Project budget"], { encoding: "utf8" }),
  ) as {
    sheets: string[];
    rows: Array<Array<[string | number | null, string]>>;
  };
  expect(read.sheets).toContain("Project budget");
  const byName = new Map(read.rows.map((r) => [r[0]?.[0], r[1]]));
  const p = withLand.projectCost;
  for (const item of p.items.filter((i) => i.amount !== null)) {
    expect(byName.get(item.name)).toEqual([item.amount, "n"]);
  }
  expect(byName.get("Construction cost (the 16 CSI divisions)")).toEqual([
    withLand.costEstimate.expected,
    "n",
  ]);
  expect(byName.get("Total project cost")).toEqual([p.expected, "n"]);
  expect(byName.get("Total project cost, low")).toEqual([p.min, "n"]);
  expect(byName.get("Total project cost, high")).toEqual([p.max, "n"]);
  expect(read.rows.flat().some(([, type]) => type === "f")).toBe(false);
});

test("A shared link shows the same budget", async ({ page, browser }, testInfo) => {
  const answers = await completeAnswers(page, project);
  const start = month(24);
  await seedStorage(page, {
    projectData: project,
    finalAnswers: answers,
    projectBudget: { startDate: start, landCost: 400_000 },
  });
  await page.goto("/cost-estimate");
  const final = await apiFinal(page, answers, { startDate: start, landCost: 400_000 });
  await expectPageShows(page, final);
  await expect(page.getByTestId("start-date")).toHaveValue(start);

  const saved = await page.request.post("/api/estimates", {
    data: { projectData: project, answers, startDate: start, landCost: 400_000 },
  });
  const { id } = (await saved.json()) as { id: string };
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await other.goto(`/cost-estimate?id=${id}`);
  await expectPageShows(other, final);
  await expect(other.getByTestId("budget-table")).toContainText("Land");
  await screenshot(other, testInfo, "shared-budget");
  await context.close();
});

test("The live panel's start date re-prices the total without a new conversation", async ({ page }) => {
  await seedStorage(page, { projectData: project });
  await page.goto("/question-flow");
  const range = page.getByTestId("live-project-range");
  await expect(range).toBeVisible();
  const before = await range.textContent();
  await expect(page.getByTestId("live-budget")).toContainText("today's price level");
  const question = await page.locator("#question-text").textContent();
  await page.getByTestId("live-budget").getByTestId("start-date").selectOption(month(48));
  await expect(page.getByTestId("live-budget")).toContainText("midpoint of construction");
  await expect(range).not.toHaveText(before ?? "");
  // Still the same question: nothing was restarted.
  await expect(page.locator("#question-text")).toHaveText(question ?? "");
  const stored = await page.evaluate(() => localStorage.getItem("projectBudget"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ startDate: month(48) });
});
