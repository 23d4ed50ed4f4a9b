/**
 * The conceptual-estimate journey as visitors take it: the start form by mouse and by keyboard, ten
 * answers with Previous and a reload in the middle, the results checked against the API, the
 * download opened, and the share link opened in a fresh browser. Timings are written to
 * test-results/timings/{project}-{test}.json.
 */
import { expect, test } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { downloadWorkbook, expectNoSeriousA11yViolations, isPhone, screenshot, shareFrom } from "./helpers";
import {
  answerCurrent,
  checkResultsAgainstApi,
  expectOnQuestion,
  fillFormByMouse,
  liveRange,
  median,
  questionHeading,
  timed,
  writeTimings,
} from "./journey-helpers";

test("A visitor estimates a single-family home in Austin by mouse, with Previous and a reload", async ({
  page,
  browser,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/conceptual-estimate");
  const continueButton = page.getByRole("button", { name: "Continue to Questions" });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "City" })).toBeDisabled();
  await fillFormByMouse(page, "Single Family Home", "Texas", "Austin");
  await expect(continueButton).toBeEnabled();
  await screenshot(page, testInfo, "form-filled");
  await expectNoSeriousA11yViolations(page);

  const toFirst = await timed(page, () => continueButton.click(), "Question 1 of 10");
  await expect(page).toHaveURL(/\/question-flow\?q=1$/);
  await expectOnQuestion(page, 1);
  await expect(page.getByText("Accuracy: 10% complete")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to Form" })).toBeVisible();
  const next = page.getByRole("button", { name: /^(Next|Get Estimate)$/ });
  await expect(next).toBeDisabled();
  const firstRange = await liveRange(page).textContent();
  await screenshot(page, testInfo, "question-1");
  await expectNoSeriousA11yViolations(page);

  const nextTimes: number[] = [];
  const texts: string[] = [];
  const ranges: string[] = [];
  let sawNumeric = false;
  for (let n = 1; n <= 10; n++) {
    await expectOnQuestion(page, n);
    texts[n] = (await questionHeading(page).textContent()) ?? "";
    ranges[n] = (await liveRange(page).textContent()) ?? "";
    const answer = await answerCurrent(page, n);
    if (typeof answer === "number") {
      sawNumeric = true;
      await screenshot(page, testInfo, "question-numeric");
    }
    if (n === 10) {
      await expect(next).toHaveText("Get Estimate");
      break;
    }
    nextTimes.push(await timed(page, () => next.click(), `Question ${n + 1} of 10`));
    if (n === 3) {
      // Previous restores the prior question, its estimate and its answer.
      await page.getByRole("button", { name: "Previous" }).click();
      await expectOnQuestion(page, 3);
      await expect(questionHeading(page)).toHaveText(texts[3]!);
      await expect(liveRange(page)).toHaveText(ranges[3]!);
      await expect(next).toBeEnabled();
      await next.click();
      await expectOnQuestion(page, 4);
    }
    if (n === 5) {
      // A reload in the middle rebuilds the conversation by replay.
      const before = await liveRange(page).textContent();
      const question = await questionHeading(page).textContent();
      await page.reload();
      await expectOnQuestion(page, 6);
      await expect(questionHeading(page)).toHaveText(question!);
      await expect(liveRange(page)).toHaveText(before!);
      await page.getByRole("button", { name: "Previous" }).click();
      await expectOnQuestion(page, 5);
      await expect(questionHeading(page)).toHaveText(texts[5]!);
      await next.click();
      await expectOnQuestion(page, 6);
      await screenshot(page, testInfo, "question-after-reload");
    }
  }
  expect(sawNumeric).toBe(true);
  await expect(page.getByText("Accuracy: 100% complete")).toBeVisible();
  // The range tightened as answers came in.
  expect(await liveRange(page).textContent()).not.toBe(firstRange);
  await next.click();
  await expect(page).toHaveURL(/\/cost-estimate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
  await expect(page.getByText("Single Family Home · Austin, Texas")).toBeVisible();
  const { total } = await checkResultsAgainstApi(page);
  await screenshot(page, testInfo, "results");
  await expectNoSeriousA11yViolations(page);
  if (!isPhone(testInfo)) {
    // The print stylesheet fits the results on one or two pages, without the app's header.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 725, height: 960 });
    await screenshot(page, testInfo, "results-print");
    await page.setViewportSize(size);
    const pdfBytes = await page.pdf({
      format: "Letter",
      path: `test-results/screens/${testInfo.project.name}/results.pdf`,
    });
    await page.emulateMedia({ media: null });
    const pdf = pdfBytes.toString("latin1");
    const pages = Math.max(...[...pdf.matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1])));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  }

  // Download: the workbook is saved as cost-estimate-{timestamp}.xlsx and opens.
  const workbook = await downloadWorkbook(page, testInfo, "estimate.xlsx", "xl/");
  expect(workbook.suggested).toMatch(/^cost-estimate-\d+\.xlsx$/);
  expect(Object.keys(workbook.parts)).toContain("xl/workbook.xml");
  expect(workbook.text).toContain("Concrete");
  expect(workbook.text).toContain("Austin");

  // Share: copied on desktop, the device share sheet on the phone; the link works in a new browser.
  const { url: link, data } = await shareFrom(page, testInfo, context);
  if (isPhone(testInfo)) {
    expect(data?.title).toBe("Construction Cost Estimate");
    expect(data?.text).toBe(`Construction cost estimate: ${formatMoneyShort(total)}`);
  }
  expect(link).toMatch(/\/cost-estimate\?id=[\w-]+$/);
  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
  await expect(other.getByTestId("total")).toHaveText(formatMoneyShort(total));
  await expect(other.getByText("Single Family Home · Austin, Texas")).toBeVisible();
  await screenshot(other, testInfo, "results-shared");
  await fresh.close();

  writeTimings(testInfo, "mouse", {
    toFirstQuestionMs: toFirst,
    nextMs: nextTimes,
    nextMedianMs: median(nextTimes),
  });
});
