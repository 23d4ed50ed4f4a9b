/**
 * "Real projects like yours" on the results page, at desktop and phone widths (issue 27): the dot
 * plot of the reference class on a log scale with the likely and 80% ranges and the median, the
 * five nearest projects as linked rows, and the likely range worded beside the 80% range.
 */
import { expect, test } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";
import { completeAnswers, expectOnQuestion, seedStorage } from "./journey-helpers";

const project = {
  constructionType: "educational",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

test("the results page shows real projects like yours: the plot, five linked rows and the likely range", async ({
  page,
}, testInfo) => {
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  const res = await page.request.post("/api/final-estimate", { data: { projectData: project, answers } });
  const api = (await res.json()) as {
    costEstimate: { min: number; max: number; likely: { min: number; max: number } };
    comparables: {
      nearest: Array<{ name: string; source: { url: string } }>;
      referenceClass: { points: unknown[] };
    };
  };
  await page.goto("/cost-estimate");

  const e = api.costEstimate;
  await expect(page.getByTestId("likely-range")).toHaveText(
    `Half of projects like yours land in ${formatMoneyShort(e.likely.min)} - ${formatMoneyShort(e.likely.max)}; ` +
      `8 in 10 in ${formatMoneyShort(e.min)} - ${formatMoneyShort(e.max)}.`,
  );

  const panel = page.getByRole("region", { name: "Real projects like yours" });
  await expect(panel).toBeVisible();
  const plot = panel.getByTestId("comparables-plot");
  await expect(plot.locator("circle")).toHaveCount(api.comparables.referenceClass.points.length);
  await expect(plot).toContainText("Your median");
  const rows = panel.getByTestId("comparable-row");
  await expect(rows).toHaveCount(5);
  for (const [i, c] of api.comparables.nearest.slice(0, 5).entries()) {
    await expect(rows.nth(i).getByRole("link", { name: c.name })).toHaveAttribute("href", c.source.url);
  }
  // Nothing spills sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `test-results/screens/${testInfo.project.name}/comparables-panel.png` });
  await screenshot(page, testInfo, "comparables-results");
});

test("the live panel words the likely range beside the 80% range", async ({ page }, testInfo) => {
  await page.goto("/404");
  const answers = await completeAnswers(page, project);
  await seedStorage(page, {
    projectData: project,
    questionFlowProgress: { timestamp: project.timestamp, answers: answers.slice(0, 4) },
  });
  await page.goto("/question-flow?q=5");
  await expectOnQuestion(page, 5);
  const step = (await (
    await page.request.post("/api/next-question", {
      data: { projectData: project, currentAnswer: answers[3]!.answer, answers: answers.slice(0, 4) },
    })
  ).json()) as { costEstimate: { min: number; max: number; likely: { min: number; max: number } } };
  const e = step.costEstimate;
  const panel = page.getByRole("complementary", { name: "Live estimate" });
  await expect(panel.getByTestId("live-likely")).toHaveText(
    `Half of projects like yours land in ${formatMoneyShort(e.likely.min)} - ${formatMoneyShort(e.likely.max)}; ` +
      `8 in 10 in ${formatMoneyShort(e.min)} - ${formatMoneyShort(e.max)}.`,
  );
  await panel.screenshot({ path: `test-results/screens/${testInfo.project.name}/live-likely.png` });
});

for (const [path, state] of [
  ["/estimate/educational/texas", "Texas"],
  ["/estimate/healthcare/california", "California"],
] as const) {
  test(`${path} lists real projects of ${state} with links`, async ({ page }, testInfo) => {
    await page.goto(path);
    const block = page.getByTestId("local-evidence");
    await expect(block.getByRole("heading", { level: 3 })).toContainText(`Projects in ${state}`);
    const items = block.getByTestId("local-project");
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    for (const item of await items.all()) {
      await expect(item).toContainText(`, ${state}, `);
      await expect(item.getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
    }
    await block.scrollIntoViewIfNeeded();
    await block.screenshot({
      path: `test-results/screens/${testInfo.project.name}/landing-evidence-${state.toLowerCase()}.png`,
    });
  });
}
