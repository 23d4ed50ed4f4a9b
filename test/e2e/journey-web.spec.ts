/**
 * Issue 13, tried as a new visitor would: a flow that behaves like the web (Back, Forward, reload,
 * each question at its top with the range in view, no stale images), forgiving inputs (a comma in a
 * number, a custom city kept on blur, borough names, a city list that never covers the state),
 * mid-flow Share opened in a fresh browser, a stalled API ending in the error panel within the 15 s
 * limit, the invalid-link screen, Retake's confirmation, and Edit from the results page.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone, screenshot, shareLinkOf } from "./helpers";
import {
  answerCurrent,
  completeAnswers,
  expectOnQuestion,
  fillFormByMouse,
  liveRange,
  median,
  questionHeading,
  seedStorage,
  timed,
  typeUntilListed,
  writeTimings,
} from "./journey-helpers";

const next = (page: Page) => page.getByRole("button", { name: /^(Next|Get Estimate|Update estimate)$/ });

/** The question's top is in view just under the fixed header (and the phone's range bar). */
async function expectQuestionAtTop(page: Page) {
  const top = await questionHeading(page).evaluate((el) => el.getBoundingClientRect().top);
  const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(header);
  expect(top).toBeLessThan(header + 200);
}

test("A visitor types 2,400, goes Back and Forward through the questions, and a reload resumes", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/conceptual-estimate");
  await fillFormByMouse(page, "Single Family Home", "Texas", "Austin");
  const toFirst = await timed(
    page,
    () => page.getByRole("button", { name: "Continue to Questions" }).click(),
    "Question 1 of 10",
  );
  await expect(page).toHaveURL(/\/question-flow\?q=1$/);

  // Question 1 is the floor area: "2,400" is read as 2,400, never as 2.4.
  const area = page.getByRole("textbox", { name: /Your answer/ });
  await area.fill("2,400");
  await expect(next(page)).toBeEnabled();
  await area.blur();
  await expect(area).toHaveValue("2,400");
  await screenshot(page, testInfo, "number-with-comma");
  const nextTimes = [await timed(page, () => next(page).click(), "Question 2 of 10")];
  await expect(page.getByTestId("live-range")).toContainText("2,400 sq ft");
  await expect(page).toHaveURL(/\?q=2$/);
  // The panel says what the answer did to the range (issue 32).
  await expect(page.getByTestId("live-narrowing")).toHaveText(
    /^Your last answer: narrowed the range by \d+%$/,
  );

  const headings: string[] = [];
  for (let n = 2; n <= 4; n++) {
    await expectOnQuestion(page, n);
    headings[n] = (await questionHeading(page).textContent()) ?? "";
    await answerCurrent(page, n);
    // Mark the images shown: none of them may remain beside the next question's options.
    await page.evaluate(() =>
      document.querySelectorAll("[role=radiogroup] img").forEach((img) => img.setAttribute("data-old", "1")),
    );
    nextTimes.push(await timed(page, () => next(page).click(), `Question ${n + 1} of 10`));
    await expect(page.locator("[role=radiogroup] img[data-old]")).toHaveCount(0);
    await expectQuestionAtTop(page);
    if (isPhone(testInfo)) {
      // The compact range stays in view while answering.
      await expect(page.getByTestId("phone-range")).toBeInViewport();
    }
  }
  await expectOnQuestion(page, 5);
  await screenshot(page, testInfo, "question-5-top");
  // What the visitor sees: the window itself, not the full page.
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/question-5-viewport.png` });
  const range5 = await liveRange(page).textContent();

  // The browser's Back goes to the previous question, with its answer kept; Forward returns.
  await page.goBack();
  await expectOnQuestion(page, 4);
  await expect(questionHeading(page)).toHaveText(headings[4]!);
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await page.goBack();
  await expectOnQuestion(page, 3);
  await screenshot(page, testInfo, "back-to-question-3");
  await page.goForward();
  await page.goForward();
  await expectOnQuestion(page, 5);
  await expect(liveRange(page)).toHaveText(range5!);

  // A reload resumes at the same question.
  await page.reload();
  await expectOnQuestion(page, 5);
  await expect(page).toHaveURL(/\?q=5$/);
  await expect(liveRange(page)).toHaveText(range5!);
  await expectNoSeriousA11yViolations(page);

  // Back from the first question leaves the flow for the form.
  for (let n = 4; n >= 1; n--) {
    await page.goBack();
    await expectOnQuestion(page, n);
  }
  await expect(page.getByRole("textbox", { name: /Your answer/ })).toHaveValue("2,400");
  await page.goBack();
  await expect(page).toHaveURL(/\/conceptual-estimate$/);

  writeTimings(testInfo, "web", {
    toFirstQuestionMs: toFirst,
    nextMs: nextTimes,
    nextMedianMs: median(nextTimes),
  });
});

test("A visitor's own city is kept when the field loses focus, and Brooklyn is New York City", async ({
  page,
}, testInfo) => {
  await page.goto("/conceptual-estimate");
  await page.getByText("Single Family Home", { exact: true }).click();
  const state = page.getByRole("combobox", { name: "State" });
  const city = page.getByRole("combobox", { name: "City" });
  await (await typeUntilListed(page, state, "tex", "Texas")).click();

  // The list opens below the city field and never covers the state field above it.
  await city.click();
  await expect(page.getByRole("listbox", { name: "City" })).toBeVisible();
  const list = (await page.getByRole("listbox", { name: "City" }).boundingBox())!;
  const stateBox = (await state.boundingBox())!;
  const cityBox = (await city.boundingBox())!;
  expect(list.y).toBeGreaterThanOrEqual(cityBox.y + cityBox.height - 1);
  expect(list.y).toBeGreaterThan(stateBox.y + stateBox.height);
  await screenshot(page, testInfo, "city-list-open");

  // Typed and left with Tab: kept as a custom city, title-cased.
  await city.fill("dripping springs");
  await page.keyboard.press("Tab");
  await expect(city).toHaveValue("Dripping Springs");
  await expect(page.getByRole("button", { name: "Continue to Questions" })).toBeEnabled();
  await screenshot(page, testInfo, "custom-city-kept");

  // Text outside the rule is kept with a clear message.
  await city.fill("Town <b>");
  await page.getByText("Start your estimate").click();
  await expect(page.getByText(/A city that is not listed can have up to 60 letters/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Questions" })).toBeDisabled();

  // A borough resolves to the listed city.
  await state.fill("new york");
  await page.getByRole("option", { name: "New York", exact: true }).click();
  await city.fill("Brooklyn");
  await expect(page.getByRole("option", { name: "New York City" })).toBeVisible();
  await page.getByText("Start your estimate").click();
  await expect(city).toHaveValue("New York City");
  await state.fill("missouri");
  await page.getByRole("option", { name: "Missouri", exact: true }).click();
  await city.fill("Saint Louis");
  await page.keyboard.press("Tab");
  await expect(city).toHaveValue("St. Louis");
  await expectNoSeriousA11yViolations(page);
});

test("A visitor shares the estimate so far, and the link opens their answers and range elsewhere", async ({
  page,
  browser,
  context,
}, testInfo) => {
  await page.goto("/conceptual-estimate");
  await fillFormByMouse(page, "Healthcare Facility", "Vermont", "Burlington");
  await page.getByRole("button", { name: "Continue to Questions" }).click();
  for (let n = 1; n <= 3; n++) {
    await expectOnQuestion(page, n);
    await answerCurrent(page, n + 1);
    await next(page).click();
  }
  await expectOnQuestion(page, 4);
  const range = (await liveRange(page).textContent())!;
  const panel = page.getByRole("complementary", { name: "Live estimate" });
  const link = await shareLinkOf(page, testInfo, context, panel);
  expect(link).toMatch(/\/cost-estimate\?id=[0-9a-f]{32}$/);

  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1, name: "Estimate in progress" })).toBeVisible();
  await expect(other.getByText("Healthcare Facility · Burlington, Vermont")).toBeVisible();
  await expect(other.getByTestId("partial-range")).toHaveText(range);
  await expect(other.getByTestId("answers-list").getByRole("listitem")).toHaveCount(3);
  await expect(other.getByRole("button", { name: /^Edit answer/ })).toHaveCount(3);
  await screenshot(other, testInfo, "shared-mid-flow");
  await expectNoSeriousA11yViolations(other);
  await fresh.close();
});

test("A server that never answers ends in the error panel within 15 seconds", async ({ page }, testInfo) => {
  // The page's clock is fake (it runs on by itself; the test moves it on 15 s in an instant).
  await page.clock.install();
  const project = {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
    timestamp: "2026-03-01T10:00:00.000Z",
  };
  await page.goto("/404");
  const answers = await completeAnswers(page, project);
  await seedStorage(page, {
    projectData: project,
    questionFlowProgress: { timestamp: project.timestamp, answers: answers.slice(0, 9) },
  });
  await page.goto("/question-flow?q=10");
  await expectOnQuestion(page, 10);
  await answerCurrent(page, 1);
  // The stalled call: the route is never answered.
  await page.route("**/api/next-question", () => undefined);
  const pageNow = () => page.evaluate(() => Date.now());
  const started = await pageNow();
  await next(page).click();
  await expect(page.getByText("Finalizing Your Estimate")).toBeVisible();
  await screenshot(page, testInfo, "stalled-finalizing");
  // Not before the 15 s are up …
  await page.clock.runFor(Math.max(0, started + 14_500 - (await pageNow())));
  await expect(page.getByText("Finalizing Your Estimate")).toBeVisible();
  await expect(page.getByText("did not answer within 15 seconds")).toHaveCount(0);
  // … and right after them.
  await page.clock.runFor(1_000);
  await expect(page.getByRole("alert")).toContainText("did not answer within 15 seconds");
  const elapsed = (await pageNow()) - started;
  expect(elapsed).toBeGreaterThanOrEqual(15_000);
  expect(elapsed).toBeLessThan(18_000);
  await expect(page.getByText("Finalizing Your Estimate")).toBeHidden();
  await expect(page.getByRole("button", { name: "Retake" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
  await expect(next(page)).toBeEnabled();
  await expect(page.getByRole("alert")).toBeInViewport();
  await screenshot(page, testInfo, "stalled-error");
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/stalled-error-viewport.png` });
  writeTimings(testInfo, "stalled", { errorShownAfterMs: elapsed });
});

test("An unknown share id shows that the link is not valid, with a way to start afresh", async ({
  page,
}, testInfo) => {
  await page.goto("/cost-estimate?id=ffffffffffffffffffffffffffffffff");
  await expect(page.getByRole("heading", { name: "This estimate link is not valid" })).toBeVisible();
  await screenshot(page, testInfo, "invalid-link");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Start a new estimate" }).click();
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
});

test("Retake asks first once a question is answered", async ({ page }, testInfo) => {
  await page.goto("/conceptual-estimate");
  await fillFormByMouse(page, "Office Building", "Ohio", "Columbus");
  await page.getByRole("button", { name: "Continue to Questions" }).click();
  await expectOnQuestion(page, 1);
  await answerCurrent(page, 1);
  await next(page).click();
  await expectOnQuestion(page, 2);
  await page.getByRole("button", { name: "Retake" }).click();
  const dialog = page.getByRole("dialog", { name: "Start over?" });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, "retake-confirm");
  await dialog.getByRole("button", { name: "Keep my answers" }).click();
  await expectOnQuestion(page, 2);
  await page.getByRole("button", { name: "Retake" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Start over" }).click();
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
  expect(await page.evaluate(() => localStorage.getItem("projectData"))).toBeNull();
});

test("A visitor edits an answer from the results page and sees the new result", async ({
  page,
}, testInfo) => {
  const project = {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
    timestamp: "2026-03-02T10:00:00.000Z",
  };
  await page.goto("/404");
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/estimates") saves.push(r.url());
  });
  await page.goto("/cost-estimate");
  await expect(page.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
  await expect(page.getByText("Single Family Home · Austin, Texas")).toBeVisible();
  // A home reads in thousands ("$380K"), never "$0.38M"; no "$0K" cell.
  await expect(page.getByTestId("total")).toHaveText(/^\$\d{2,3}K$/);
  await expect(page.getByText(/\$0\.\d+M/)).toHaveCount(0);
  const list = page.getByTestId("answers-list");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expect(list).toContainText("sq ft");
  // Each answer says what it did to the range, and the list sums it up (issue 32).
  await expect(list.getByTestId("answer-narrowing")).toHaveCount(10);
  await expect(list.getByTestId("answer-narrowing").first()).toHaveText(
    /^(Narrowed|Widened) the range by \d+%|^Left the range/,
  );
  await expect(page.getByTestId("answers-narrowing")).toHaveText(
    /^Before your answers the range was \$[\d.]+K - \$[\d.]+K; your 10 answers took it to \$[\d.]+K - \$[\d.]+K, \d+% narrower\.$/,
  );
  await page.getByTestId("class-badge").hover();
  await expect(page.getByRole("dialog").or(page.locator(".mantine-Popover-dropdown"))).toContainText("AACE");
  await screenshot(page, testInfo, "results-answers");
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/results-top-viewport.png` });
  await expectNoSeriousA11yViolations(page);
  const before = await page.getByTestId("total").textContent();

  // Edit the finish level (wherever the planner asked it): back to that question, the rest kept.
  const n = answers.findIndex((a) => /level of finishes/.test(a.question)) + 1;
  expect(n).toBeGreaterThan(0);
  await page.getByRole("button", { name: new RegExp(`^Edit answer ${n}:`) }).click();
  await expect(page).toHaveURL(new RegExp(`/question-flow\\?q=${n}&edit=1$`));
  await expectOnQuestion(page, n);
  await expect(page.getByRole("radio", { name: /Economy$/ })).toBeChecked();
  await page.getByRole("radio", { name: /Luxury$/ }).check({ force: true });
  await screenshot(page, testInfo, "edit-finish-level");
  await page.getByRole("button", { name: "Update estimate" }).click();
  await expect(page).toHaveURL(/\/cost-estimate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
  await expect(page.getByTestId("total")).not.toHaveText(before!);
  await expect(page.getByTestId("questions-answered")).toHaveText("10");
  await expect(page.getByTestId("answers-list")).toContainText("Luxury");
  // Nothing was stored on the server: no Share was pressed (decision record 012).
  expect(saves).toEqual([]);
  await screenshot(page, testInfo, "results-after-edit");
});
