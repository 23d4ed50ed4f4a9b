/**
 * The Quote Checker as a visitor uses it, at desktop and phone widths: a pasted 25-line quote, the
 * same quote as a generated text PDF, a scanned-looking PDF, hostile text, the download and the
 * share link. The engine's numbers change with its data, so only the quote's own figures are pinned.
 */
import { expect, type Page, test } from "@playwright/test";
import { HOUSE_QUOTE } from "../shared/quote/quotes";
import { downloadWorkbook, expectNoSeriousA11yViolations, screenshot, shareLinkOf } from "./helpers";
import { scannedPdf, textPdf } from "./pdf-fixtures";
import { chooseProject, withLastEstimate } from "./tool-helpers";

/** The check's visible result: position, summary and division rows with their flags. */
async function resultOf(page: Page) {
  await expect(page.getByTestId("total-position")).toBeVisible();
  const rows = page
    .getByRole("table", { name: "Divisions of the quote against the local range" })
    .locator("tbody tr");
  return {
    position: await page.getByTestId("total-position").textContent(),
    summary: await page.getByTestId("quote-summary").textContent(),
    flags: await rows.evaluateAll((trs) =>
      trs.map((tr) => `${tr.children[0]?.textContent}:${tr.getAttribute("data-flag")}`),
    ),
  };
}

test("A homeowner pastes a builder's 25-line quote and sees where it sits", async ({
  page,
  context,
  browser,
}, testInfo) => {
  await page.goto("/quote-checker");
  await expect(page.getByRole("heading", { level: 1, name: "Quote Checker" })).toBeVisible();
  await expect(page).toHaveTitle("Quote Checker | Cost to Construct");

  await chooseProject(page, "Single Family Home", "Texas", "Austin", "2400");
  await page.getByLabel("Quote lines").fill(HOUSE_QUOTE.text);
  await page.getByRole("button", { name: "Check quote" }).click();

  const result = await resultOf(page);
  expect(result.position).toMatch(/^(Below|Within|Above) the local range$/);
  expect(result.summary).toContain("The quote's total of $523K is");
  expect(result.flags.length).toBeGreaterThanOrEqual(10);
  for (const f of result.flags) expect(f).toMatch(/:(low|ok|high|missing)$/);
  await expect(page.getByRole("table", { name: "Lines of the quote" }).locator("tbody tr")).toHaveCount(28);
  await expect(page.getByTestId("quote-questions").locator("li")).not.toHaveCount(0);
  await expect(
    page.getByText("The quote excludes “landscaping”, “fencing” and “window coverings”", { exact: false }),
  ).toBeVisible();
  await screenshot(page, testInfo, "quote-checker-pasted");
  await expectNoSeriousA11yViolations(page);

  // Download: the check as a workbook with the quote's lines as text.
  const workbook = await downloadWorkbook(page, testInfo, "quote-check.xlsx");
  expect(workbook.suggested).toMatch(/^quote-check-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(workbook.text).toContain("Concrete foundation and slab");

  // Share: the link opens the same check for anyone.
  const link = await shareLinkOf(page, testInfo, context);
  expect(link).toMatch(/\/quote-checker\?id=[0-9a-f]{32}$/);
  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  expect(await resultOf(other)).toEqual(result);
  await screenshot(other, testInfo, "quote-checker-shared");
  await fresh.close();
});

test("A homeowner uploads the quote as a PDF and gets the same check as pasting it", async ({
  page,
}, testInfo) => {
  await withLastEstimate(page);
  await page.goto("/quote-checker");
  await expect(page.getByRole("button", { name: "Use my last estimate" })).toBeVisible();
  await expect(page.getByLabel("Gross floor area (sq ft)")).toHaveValue("2,400");
  await expect(page.getByRole("combobox", { name: "Quality" })).toHaveValue("Standard");

  await page.getByText("Upload", { exact: true }).click();
  await page.locator("input[type=file]").setInputFiles({
    name: "quote.pdf",
    mimeType: "application/pdf",
    buffer: textPdf(HOUSE_QUOTE.text),
  });
  await expect(page.getByText("Read quote.pdf.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Quote lines")).toHaveValue(/Concrete foundation and slab\s+\$45,300/);
  await page.getByRole("button", { name: "Check quote" }).click();
  const fromPdf = await resultOf(page);
  await screenshot(page, testInfo, "quote-checker-pdf");

  await page.getByText("Paste", { exact: true }).click();
  await page.getByLabel("Quote lines").fill(HOUSE_QUOTE.text);
  await page.getByRole("button", { name: "Check quote" }).click();
  await expect(page.getByTestId("quote-summary")).toContainText("$523K");
  expect(await resultOf(page)).toEqual(fromPdf);
});

test("A homeowner uploads a scanned quote and is told its text cannot be read", async ({
  page,
}, testInfo) => {
  await withLastEstimate(page);
  await page.goto("/quote-checker");
  await page.getByText("Upload", { exact: true }).click();
  await page.locator("input[type=file]").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: scannedPdf(),
  });
  await expect(page.getByText(/could not read any text in this PDF/)).toBeVisible();
  await expect(page.getByLabel("Quote lines")).toHaveValue("");
  await screenshot(page, testInfo, "quote-checker-scanned");
});

test("HTML pasted into a quote stays text on the page", async ({ page }) => {
  await withLastEstimate(page);
  await page.goto("/quote-checker");
  await page
    .getByLabel("Quote lines")
    .fill(
      '<img src=x onerror="window.__pwned=1"> drywall $5,000\n<b>Framing</b> 80,000\n=HYPERLINK("x") 1,000',
    );
  await page.getByRole("button", { name: "Check quote" }).click();
  const lines = page.getByRole("table", { name: "Lines of the quote" });
  await expect(
    lines.getByRole("cell", { name: '<img src=x onerror="window.__pwned=1"> drywall' }),
  ).toBeVisible();
  await expect(lines.getByRole("cell", { name: "<b>Framing</b>" })).toBeVisible();
  expect(await page.locator("img[src='x'], b").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
