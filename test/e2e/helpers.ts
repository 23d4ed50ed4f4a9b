/** Shared steps of the browser journeys: screenshots named by test and project, and an axe check. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** Saves a full-page screenshot under test-results/screens/{project}/{name}.png. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}/${name}.png`,
    fullPage: true,
  });
}

/** Fails on any serious or critical accessibility violation axe-core finds on the page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** True when the test runs at the phone width. */
export function isPhone(testInfo: TestInfo) {
  return testInfo.project.name === "phone";
}
