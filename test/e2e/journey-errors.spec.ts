/**
 * The journey when things go wrong (specification §8): redirects without project data, the
 * catalogue's error messages with the API made to fail, the loading screens of slow calls, and a
 * broken option image.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";
import { answerCurrent, completeAnswers, expectOnQuestion, seedStorage } from "./journey-helpers";

const PROJECT = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-02-01T10:00:00.000Z",
};

async function seedFinished(page: Page) {
  await page.goto("/404");
  const answers = await completeAnswers(page, PROJECT);
  await seedStorage(page, { projectData: PROJECT, finalAnswers: answers });
  return answers;
}

test("A visitor without project data is sent to the start form", async ({ page }) => {
  await page.goto("/question-flow");
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
  await page.goto("/cost-estimate");
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
});

test("A visitor with unparseable project data is sent to the start form", async ({ page }) => {
  await seedStorage(page, { projectData: "{not json" });
  await page.goto("/question-flow");
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
});

test("A failed initialization shows a blue banner and can be retried", async ({ page }, testInfo) => {
  await seedStorage(page, { projectData: PROJECT });
  await page.route("**/api/initialize-questions", (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "down" }),
  );
  await page.goto("/question-flow");
  await expect(page.getByRole("alert")).toContainText("API request failed: 503 Service Unavailable");
  await screenshot(page, testInfo, "error-initialize");
  await expectNoSeriousA11yViolations(page);
  await page.unroute("**/api/initialize-questions");
  await page.getByRole("button", { name: "Try again" }).click();
  await expectOnQuestion(page, 1);
});

test("A failed Next shows the server's message and the visitor stays on the question", async ({ page }) => {
  await seedStorage(page, { projectData: PROJECT });
  await page.goto("/question-flow");
  await expectOnQuestion(page, 1);
  await page.route("**/api/next-question", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
      }),
    }),
  );
  await answerCurrent(page, 0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toContainText("Something went wrong on our side. Please try again.");
  await expectOnQuestion(page, 1);
});

test("A next-question response without a question says no more questions are available", async ({ page }) => {
  await seedStorage(page, { projectData: PROJECT });
  await page.goto("/question-flow");
  await expectOnQuestion(page, 1);
  await page.route("**/api/next-question", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, question: null } });
  });
  await answerCurrent(page, 0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toContainText("No more questions available. Please contact support.");
});

test("A failed replay after a reload says the conversation could not be restored", async ({
  page,
}, testInfo) => {
  await page.goto("/404");
  const answers = await completeAnswers(page, PROJECT);
  await seedStorage(page, {
    projectData: PROJECT,
    questionFlowProgress: { timestamp: PROJECT.timestamp, answers: answers.slice(0, 4) },
  });
  await page.route("**/api/next-question", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/question-flow");
  await expect(page.getByRole("alert")).toContainText(
    "Failed to restore conversation state. Please try again.",
  );
  await screenshot(page, testInfo, "error-replay");
  await page.unroute("**/api/next-question");
  await page.getByRole("button", { name: "Try again" }).click();
  await expectOnQuestion(page, 5);
});

test("A failed final estimate shows Unable to Load Cost Estimate, and Try Again reloads", async ({
  page,
}, testInfo) => {
  await seedFinished(page);
  await page.route("**/api/final-estimate", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/cost-estimate");
  await expect(page.getByRole("heading", { name: "Unable to Load Cost Estimate" })).toBeVisible();
  await expect(
    page.getByText("Failed to load cost estimate: API request failed: 500 Internal Server Error"),
  ).toBeVisible();
  await screenshot(page, testInfo, "error-final");
  await expectNoSeriousA11yViolations(page);
  await page.unroute("**/api/final-estimate");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
});

test("A failed download is told to the visitor", async ({ page }) => {
  await seedFinished(page);
  await page.route("**/api/download-estimate", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/cost-estimate");
  await page.getByRole("button", { name: "Download" }).click();
  await expect(page.getByText("Download failed. Please try again in a moment.")).toBeVisible();
});

/** A gate a held request waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test("Slow calls show the Preparing and Finalizing screens", async ({ page }, testInfo) => {
  await seedFinished(page);
  // Each call is held until its loading screen has been seen, however long that takes.
  const finalCall = gate();
  await page.route("**/api/final-estimate", async (route) => {
    await finalCall.opened;
    await route.continue();
  });
  await page.goto("/cost-estimate");
  await expect(page.getByRole("heading", { name: "Finalizing Your Estimate" })).toBeVisible();
  await screenshot(page, testInfo, "loading-finalizing");
  finalCall.open();
  await expect(page.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();

  const firstQuestion = gate();
  await page.route("**/api/initialize-questions", async (route) => {
    await firstQuestion.opened;
    await route.continue();
  });
  await page.goto("/question-flow");
  await expect(page.getByRole("heading", { name: "Preparing your cost journey" })).toBeVisible();
  await screenshot(page, testInfo, "loading-preparing");
  await expectNoSeriousA11yViolations(page);
  firstQuestion.open();
  await expect(page.locator("#question-text")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Preparing your cost journey" })).toBeHidden();
});

test("A broken option image falls back to a coloured letter", async ({ page }, testInfo) => {
  await page.goto("/404");
  const answers = await completeAnswers(page, PROJECT);
  await seedStorage(page, {
    projectData: PROJECT,
    // two answers in (the area and the kind of home, in the order the planner asks them): a choice with images
    questionFlowProgress: { timestamp: PROJECT.timestamp, answers: answers.slice(0, 2) },
  });
  await page.route("**/images/options/**", (route) => route.abort());
  await page.goto("/question-flow");
  await expectOnQuestion(page, 3);
  await expect(page.getByRole("img", { name: "Option A" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Option B" })).toHaveText("B");
  await screenshot(page, testInfo, "broken-images");
});
