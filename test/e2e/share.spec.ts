/**
 * Share on the results page, at desktop and phone widths: the link it made shows in a copyable
 * field over the page (nothing beside the button moves, the button keeps its size) and goes away by
 * itself; when no saved link can be made (the day's links used up), Share gives a link that carries
 * the answers, and that link opens the same estimate for anyone.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { isPhone, screenshot } from "./helpers";
import { checkResultsAgainstApi, completeAnswers, seedStorage } from "./journey-helpers";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Round Rock",
  timestamp: "2026-11-21T10:00:00.000Z",
};

/** The results page for the project and ten answers, with sharing through the share sheet (phone) or the clipboard. */
async function openResults(page: Page, testInfo: TestInfo) {
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  if (isPhone(testInfo)) {
    await page.addInitScript(() => {
      (navigator as { share?: unknown }).share = () => Promise.resolve();
    });
  } else {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  }
  await page.clock.install();
  await page.goto("/cost-estimate");
  const { total } = await checkResultsAgainstApi(page);
  return { total };
}

/** Where a button sits in the page (not the viewport: clicking may scroll a phone's page). */
const boxOf = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

test("Share shows the link it made in a copyable field; nothing moves; the notice goes away", async ({
  page,
}, testInfo) => {
  await openResults(page, testInfo);
  const share = page.getByRole("button", { name: "Share", exact: true });
  const before = { share: await boxOf(page, "Share"), download: await boxOf(page, "Download") };

  await share.click();
  const field = page.getByRole("textbox", { name: "Share link" });
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(/\/cost-estimate\?id=[0-9a-f]{32}$/);
  await expect(field).toHaveJSProperty("readOnly", true);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(
    page.getByText(isPhone(testInfo) ? "Link shared." : "Link copied to clipboard!"),
  ).toBeVisible();
  // The panel floats: the button and its neighbours stay where they were, at the same size.
  expect(await boxOf(page, "Share")).toEqual(before.share);
  expect(await boxOf(page, "Download")).toEqual(before.download);
  // The whole panel is inside the viewport (phones too).
  const panel = (await field.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(width);
  await screenshot(page, testInfo, "share-link");
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/share-link-view.png` });

  await page.clock.fastForward(9_000);
  await expect(field).toBeHidden();
  expect(await boxOf(page, "Share")).toEqual(before.share);
});

test("when no share link can be saved, Share gives a link with the answers that opens the same estimate", async ({
  page,
  browser,
}, testInfo) => {
  const { total } = await openResults(page, testInfo);
  await page.route("**/api/estimates", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      headers: { "retry-after": "3600" },
      body: JSON.stringify({
        error: {
          code: "share_limit_reached",
          message: "Today's share links are used up. Your estimate still works and you can download it.",
        },
      }),
    }),
  );
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText(/this link carries your answers/)).toBeVisible();
  const field = page.getByRole("textbox", { name: "Share link" });
  await expect(field).toHaveValue(
    /\/cost-estimate\?type=single-family&state=Texas&city=Round\+Rock(&a=[^&]+){10}$/,
  );
  await screenshot(page, testInfo, "share-answers-link");
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}/share-answers-link-view.png`,
  });
  // It stays until closed: the visitor has to copy it.
  await page.clock.fastForward(20_000);
  await expect(field).toBeVisible();
  const link = await field.inputValue();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(field).toBeHidden();

  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1, name: "Cost Estimate Complete" })).toBeVisible();
  await expect(other.getByTestId("total")).toHaveText(formatMoneyShort(total));
  await expect(other.getByText("Single Family Home · Round Rock, Texas")).toBeVisible();
  await expect(other.getByTestId("questions-answered")).toHaveText("10");
  await screenshot(other, testInfo, "share-answers-link-opened");
  await fresh.close();
});

test("an answers link with fewer than ten answers opens the estimate so far", async ({ page }, testInfo) => {
  const answers = (await completeAnswers(page, project)).slice(0, 3);
  const res = await page.request.post("/api/next-question", {
    data: { projectData: project, currentAnswer: answers[2]!.answer, answers },
  });
  const step = (await res.json()) as { costEstimate: { min: number; max: number } };
  const params = new URLSearchParams({
    type: project.constructionType,
    state: project.state,
    city: project.city,
  });
  for (const a of answers) params.append("a", String(a.answer));
  await page.goto(`/cost-estimate?${params.toString()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Estimate in progress" })).toBeVisible();
  await expect(page.getByText("Single Family Home · Round Rock, Texas")).toBeVisible();
  await expect(page.getByTestId("partial-range")).toHaveText(
    `${formatMoneyShort(step.costEstimate.min)} - ${formatMoneyShort(step.costEstimate.max)}`,
  );
  await expect(page.getByTestId("answers-list").getByRole("listitem")).toHaveCount(3);
  await screenshot(page, testInfo, "answers-link-mid-flow");
});
