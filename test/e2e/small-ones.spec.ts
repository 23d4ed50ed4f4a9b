/**
 * Small things a careful visitor notices (issue 32): the Retake dialog looks finished on a
 * desktop; Edit from the results names the estimate being edited; the API page renders its
 * Markdown and shows an example request for each endpoint.
 */
import { expect, test } from "@playwright/test";
import { screenshot } from "./helpers";
import { completeAnswers, seedStorage } from "./journey-helpers";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

test("The Retake dialog is a finished dialog: a titled card over a dimmed page", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  await seedStorage(page, {
    projectData: project,
    questionFlowProgress: { timestamp: project.timestamp, answers: answers.slice(0, 3) },
  });
  await page.goto("/question-flow?q=4");
  await page.getByRole("button", { name: "Retake" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Start over?" });
  await expect(dialog).toBeVisible();
  const look = await dialog.evaluate((el) => {
    const content = el.closest(".mantine-Modal-content") ?? el;
    const style = getComputedStyle(content);
    const title = content.querySelector(".mantine-Modal-title");
    const header = content.querySelector(".mantine-Modal-header");
    return {
      radius: parseFloat(style.borderTopLeftRadius),
      background: style.backgroundColor,
      width: content.getBoundingClientRect().width,
      titleWeight: title ? Number(getComputedStyle(title).fontWeight) : 0,
      headerPadding: header ? parseFloat(getComputedStyle(header).paddingLeft) : 0,
      overlay: document.querySelector(".mantine-Modal-overlay") !== null,
    };
  });
  expect(look.radius).toBeGreaterThan(0);
  expect(look.background).toBe("rgb(255, 255, 255)");
  expect(look.width).toBeLessThanOrEqual(Math.min(560, page.viewportSize()!.width));
  expect(look.titleWeight).toBeGreaterThanOrEqual(600);
  expect(look.headerPadding).toBeGreaterThan(0);
  expect(look.overlay).toBe(true);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/retake-dialog.png` });
  await dialog.getByRole("button", { name: "Keep my answers" }).click();
  await expect(dialog).toBeHidden();
});

test("Edit from the results names the estimate being edited and leads back to it", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  await page.goto("/cost-estimate");
  await page.getByRole("button", { name: /^Edit answer 2:/ }).click();
  await expect(page).toHaveURL(/\/question-flow\?q=2&edit=1$/);
  const note = page.getByTestId("editing-note");
  await expect(note).toContainText("Editing your estimate: Single Family Home in Austin, Texas");
  await expect(note).toContainText(/\$[\d.,]+(K| Mn) – \$[\d.,]+(K| Mn)/);
  await screenshot(page, testInfo, "edit-from-results");
  await note.getByRole("link", { name: "Back to the estimate unchanged" }).click();
  await expect(page).toHaveURL(/\/cost-estimate$/);
});

test("The API page renders its Markdown and shows an example request per endpoint", async ({
  page,
}, testInfo) => {
  await page.goto("/api-reference");
  // Descriptions: `code` is code, not backticks.
  await expect(page.getByText("Every failure has the shape", { exact: false }).first()).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("`");
  const controls = page.locator(".mantine-Accordion-control");
  const count = await controls.count();
  expect(count).toBeGreaterThan(10);
  const item = page
    .locator(".mantine-Accordion-item")
    .filter({ has: page.locator("code", { hasText: /^\/api\/estimate$/ }) });
  await item.locator(".mantine-Accordion-control").click();
  const example = item.getByTestId("example-request");
  await expect(example).toBeVisible();
  await expect(example).toContainText("curl -X POST");
  await expect(example).toContainText("/api/estimate'");
  await expect(example).toContainText('"constructionType": "single-family"');
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if ((await control.getAttribute("aria-expanded")) !== "true") await control.click();
  }
  await expect(page.getByTestId("example-request")).toHaveCount(count);
  await example.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/api-example.png` });
});
