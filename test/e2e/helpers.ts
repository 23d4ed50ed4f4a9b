/**
 * Shared steps of the browser journeys: screenshots named by test and project, an axe check, the
 * phone width, and a result's Download and Share buttons (the estimate's and the tools').
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";

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

/**
 * Shares through the page's Share button: the copied link on desktop; on phones the share sheet's
 * data (a stand-in for navigator.share records it), with its link.
 */
export async function shareFrom(
  page: Page,
  testInfo: TestInfo,
  context: BrowserContext,
  scope: Page | Locator = page,
): Promise<{ url: string; data?: ShareData }> {
  if (isPhone(testInfo)) {
    await page.evaluate(() => {
      (navigator as { share?: unknown }).share = (data: ShareData) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
        return Promise.resolve();
      };
    });
    await scope.getByRole("button", { name: "Share" }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { __shared?: ShareData }).__shared);
    const data = (await shared.jsonValue()) as ShareData;
    return { url: data.url!, data };
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await scope.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  return { url: await page.evaluate(() => navigator.clipboard.readText()) };
}

/** The link the page's Share button gives (shareFrom's). */
export async function shareLinkOf(
  page: Page,
  testInfo: TestInfo,
  context: BrowserContext,
  scope: Page | Locator = page,
): Promise<string> {
  return (await shareFrom(page, testInfo, context, scope)).url;
}

/**
 * Clicks Download and opens the workbook it saves as `name` in the test's output: the name the
 * page suggested, the zip's parts, and the text of the parts whose names start with `under`.
 */
export async function downloadWorkbook(page: Page, testInfo: TestInfo, name: string, under = "") {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  const file = testInfo.outputPath(name);
  await download.saveAs(file);
  const parts = unzipSync(new Uint8Array(readFileSync(file)));
  const text = Object.entries(parts)
    .filter(([part]) => part.startsWith(under))
    .map(([, bytes]) => strFromU8(bytes))
    .join(" ");
  return { suggested: download.suggestedFilename(), parts, text };
}
