/**
 * The Quote Checker's verdicts as a visitor reads them (issue 32): on a phone every division's
 * flag, quoted amount and range are on screen without a sideways scroll; no flag contradicts the
 * figures beside it; "Use it" with a saved estimate's link checks against that estimate's own
 * answers and range and says which it used.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { HOUSE_QUOTE } from "../shared/quote/quotes";
import { screenshot } from "./helpers";
import { completeAnswers } from "./journey-helpers";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

/** "$29K" → 29000, "$1.23 Mn" → 1230000. */
const dollars = (text: string) => {
  const n = Number(text.replace(/[^\d.]/g, ""));
  return text.includes("Mn") ? n * 1_000_000 : text.includes("K") ? n * 1_000 : n;
};

/** Each division row as shown: name, quoted, range ends, flag, and where its cells sit. */
async function divisionRows(page: Page) {
  const table = page.getByRole("table", { name: "Divisions of the quote against the local range" });
  await expect(table).toBeVisible();
  return table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll("td"));
      const text = (el: Element) => (el.textContent ?? "").replace(/^(Quoted|Local range)\s*/, "").trim();
      return {
        division: text(cells[0]!),
        quoted: text(cells[1]!),
        range: text(cells[2]!),
        flag: tr.getAttribute("data-flag"),
        right: Math.max(...cells.map((c) => c.getBoundingClientRect().right)),
      };
    }),
  );
}

test("Every division's verdict is on screen and agrees with the figures beside it", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  const saved = await page.request.post("/api/estimates", { data: { projectData: project, answers } });
  const { url } = (await saved.json()) as { url: string };
  await page.goto("/quote-checker");
  await page.getByLabel("Or a saved estimate's share link").fill(url);
  await page.getByRole("button", { name: "Use it" }).click();
  await expect(page.getByTestId("project-basis")).toBeVisible();
  await page.getByLabel("Quote lines").fill(HOUSE_QUOTE.text);
  await page.getByRole("button", { name: "Check quote" }).click();

  const rows = await divisionRows(page);
  expect(rows.length).toBeGreaterThanOrEqual(10);
  const width = page.viewportSize()!.width;
  for (const row of rows) {
    expect(row.right, `${row.division} fits the screen`).toBeLessThanOrEqual(width);
    if (row.quoted === "—") continue;
    const [lo, hi] = row.range.split(" – ").map(dollars);
    const q = dollars(row.quoted);
    const expected = q < lo! ? "low" : q > hi! ? "high" : "ok";
    expect(`${row.division} ${row.quoted} in ${row.range}: ${row.flag}`).toBe(
      `${row.division} ${row.quoted} in ${row.range}: ${expected}`,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.getByRole("heading", { name: "By division" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/quote-verdicts-view.png` });
  await screenshot(page, testInfo, "quote-verdicts");
});

test("“Use it” checks against the saved estimate's own answers and range, and says so", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  const saved = await page.request.post("/api/estimates", { data: { projectData: project, answers } });
  const { id, url } = (await saved.json()) as { id: string; url: string };
  const estimate = (await (await page.request.get(`/api/estimates/${id}`)).json()) as {
    costEstimate: { min: number; max: number };
  };
  const range = `${formatMoneyShort(estimate.costEstimate.min)} – ${formatMoneyShort(estimate.costEstimate.max)}`;

  await page.goto("/quote-checker");
  await page.getByLabel("Or a saved estimate's share link").fill(url);
  await page.getByRole("button", { name: "Use it" }).click();
  const note = page.getByTestId("project-basis");
  await expect(note).toContainText(`your saved estimate (…${id.slice(-6)})`);
  await expect(note).toContainText(`its 10 answers and its range of ${range}`);

  await page.getByText("Total only", { exact: true }).click();
  await page.getByLabel(/Quoted total/).fill("400000");
  await page.getByRole("button", { name: "Check quote" }).click();
  await expect(page.getByTestId("quote-basis")).toHaveText(
    `Checked against your saved estimate (…${id.slice(-6)}): the range of its 10 answers for Austin, Texas, not a typical project's.`,
  );
  await expect(page.getByText(`quoted, against ${range} locally`)).toBeVisible();
  await screenshot(page, testInfo, "quote-use-it");

  // A field changed by hand: a typical project, and the page says so.
  await page.getByLabel("Gross floor area (sq ft)").fill("1800");
  await expect(note).toBeHidden();
  await page.getByRole("button", { name: "Check quote" }).click();
  await expect(page.getByTestId("quote-basis")).toContainText(
    "Checked against a typical single family home of 1,800 sq ft in Austin, Texas",
  );
});
