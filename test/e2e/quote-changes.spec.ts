/**
 * Quote Changes as a visitor uses it, at desktop and phone widths: the 10-line residential change
 * order typed in and priced (placed lines, the credit too small and the tripled price flagged),
 * the download and the share link; the 6-line school change order priced with the keyboard only
 * and a line placed by hand; the last estimate as the baseline; the empty, loading and error
 * states; no sideways scroll on a phone. The engine's figures change with its data: only the
 * change orders' own figures and the flags the fixtures are written to raise are checked.
 */
import { expect, type Page, test } from "@playwright/test";
import { SAMPLE_CHANGE_ORDERS } from "../shared/quotechanges/change-orders";
import { downloadWorkbook, expectNoSeriousA11yViolations, screenshot, shareLinkOf } from "./helpers";
import { chooseProject, expectNoSidewaysScroll, withLastEstimate } from "./tool-helpers";

const [HOUSE, SCHOOL] = SAMPLE_CHANGE_ORDERS as [
  (typeof SAMPLE_CHANGE_ORDERS)[number],
  (typeof SAMPLE_CHANGE_ORDERS)[number],
];

const cards = (page: Page) => page.getByTestId("change-line");
/** The card of the line whose words contain `text`. */
const card = (page: Page, text: string) =>
  cards(page).filter({ has: page.getByTestId("change-words").filter({ hasText: text }) });

test("A homeowner prices a 10-line change order, downloads and shares it", async ({
  page,
  context,
  browser,
}, testInfo) => {
  await page.goto("/quote-changes");
  await expect(page.getByRole("heading", { level: 1, name: "Quote Changes" })).toBeVisible();
  await expect(page).toHaveTitle("Quote Changes | Cost to Construct");
  // Empty state: the button says what is missing.
  await expect(page.getByRole("button", { name: "Price the changes" })).toBeDisabled();
  await expect(page.getByText("Choose the project type and state.")).toBeVisible();

  await chooseProject(page, "Single Family Home", "Texas", "Austin", "2400");
  await page.getByLabel("The change order's lines").fill(HOUSE.text);
  await page.getByRole("button", { name: "Price the changes" }).click();

  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByTestId("changes-summary")).toContainText("10 of 10 lines placed");
  const credit = card(page, "delete basement finish");
  await expect(credit.getByTestId("change-flag")).toHaveText("Credit too small");
  await expect(credit).toContainText("The credit of $9,500 is smaller");
  await expect(credit).toContainText("matched “basement finish”");
  const bath = card(page, "additional full bathroom");
  await expect(bath.getByTestId("change-flag")).toHaveText("High");
  await expect(bath).toContainText("× the engine's figure");
  await expect(card(page, "impact-rated windows")).toContainText("CO 3-1");
  await expect(page.getByTestId("changes-questions")).toContainText("markups of $22,403");
  await screenshot(page, testInfo, "quote-changes-house");
  // Close-ups to look at: the totals and the first lines, the credit's card.
  const shot = (name: string) => `test-results/screens/${testInfo.project.name}/${name}.png`;
  await page.getByTestId("changes-summary").screenshot({ path: shot("quote-changes-summary") });
  await cards(page)
    .first()
    .screenshot({ path: shot("quote-changes-first-line") });
  await credit.screenshot({ path: shot("quote-changes-credit") });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const workbook = await downloadWorkbook(page, testInfo, "change-order.xlsx");
  expect(workbook.suggested).toMatch(/^change-order-check-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(workbook.text).toContain("upgrade to impact-rated windows");

  const link = await shareLinkOf(page, testInfo, context);
  expect(link).toMatch(/\/quote-changes\?id=[0-9a-f]{32}$/);
  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByText("A shared change-order check")).toBeVisible();
  await expect(cards(other)).toHaveCount(13);
  await expect(card(other, "delete basement finish").getByTestId("change-flag")).toHaveText(
    "Credit too small",
  );
  await screenshot(other, testInfo, "quote-changes-shared");
  await fresh.close();
});

test("A school's change order is priced with the keyboard, and a line placed by hand", async ({
  page,
}, testInfo) => {
  await page.goto("/quote-changes");
  await chooseProject(page, "Educational Institution", "Ohio", "Columbus", "80000");
  const text = page.getByLabel("The change order's lines");
  await text.fill(`${SCHOOL.text}\nMisc. field changes per walkthrough $7,500`);
  // From the text box to the button with the keyboard ("Try an example" comes first).
  await text.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Price the changes" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByTestId("changes-summary")).toContainText("6 of 7 lines placed");
  await expect(page.getByText("1 line could not be placed")).toBeVisible();
  const misc = card(page, "Misc. field changes");
  const select = misc.getByRole("combobox");
  await select.focus();
  await select.selectOption({ label: "Finishes" });
  await expect(page.getByTestId("changes-summary")).toContainText("7 of 7 lines placed");
  await expect(card(page, "Misc. field changes")).toContainText("placed by you");
  await screenshot(page, testInfo, "quote-changes-school");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("The last estimate or a Quote Checker result is the baseline; a bad area shows the server's message", async ({
  page,
}, testInfo) => {
  await withLastEstimate(page);
  await page.goto("/quote-changes");
  await expect(page.getByTestId("project-basis")).toContainText("your last estimate: its 2 answers");
  await page.getByLabel("The change order's lines").fill("Add 200 sf screened porch $38,000");
  // Loading state while the server prices it.
  await page.route("**/api/quote-changes", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Price the changes" }).click();
  await expect(page.getByText("Pricing the change order…")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: /against your last estimate \(2 answers\)/ })).toBeVisible();

  // A field changed by hand prices a typical project; an area the engine does not price is a 400.
  await page.getByLabel("Gross floor area (sq ft)").fill("5");
  await page.getByRole("button", { name: "Price the changes" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Could not price the change order: areaSqFt (5) is outside",
  );
  await screenshot(page, testInfo, "quote-changes-error");

  // A Quote Checker result's link brings its project as the baseline.
  const saved = await page.request.post("/api/quote-checks", {
    data: {
      project: { constructionType: "educational", state: "Ohio", city: "Columbus", areaSqFt: 80000 },
      quote: { total: 30_000_000 },
    },
  });
  const { url } = (await saved.json()) as { url: string };
  await page.getByLabel("Or a Quote Checker result's share link").fill(url);
  await page.getByRole("button", { name: "Use it" }).nth(1).click();
  await expect(page.getByRole("combobox", { name: "Project type" })).toHaveValue("Educational Institution");
  await expect(page.getByLabel("Gross floor area (sq ft)")).toHaveValue("80,000");
  await page.getByLabel("The change order's lines").fill("Add secure vestibule at main entry $186,000");
  await page.getByRole("button", { name: "Price the changes" }).click();
  await expect(card(page, "secure vestibule")).toContainText("matched “secure vestibule”");
});

test("What is chosen and typed as soon as the form shows is kept", async ({ page }, testInfo) => {
  await page.goto("/quote-changes", { waitUntil: "commit" });
  const typeBox = page.getByRole("combobox", { name: "Project type" });
  await typeBox.click();
  await page.getByRole("option", { name: "Single Family Home" }).click();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.keyboard.type("Texas");
  await page.getByLabel("The change order's lines").click();
  await page.keyboard.type("CO #1: metal roof in lieu of shingles $9,000");
  await expect(typeBox).toHaveValue("Single Family Home");
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("Texas");
  await expect(page.getByLabel("The change order's lines")).toHaveValue(
    "CO #1: metal roof in lieu of shingles $9,000",
  );
  await page.getByRole("button", { name: "Price the changes" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "metal roof")).toContainText("matched “metal roof”");
  await screenshot(page, testInfo, "quote-changes-early");
});
