/**
 * The /accuracy page as visitors meet it (decision record 006): rendered by the build and served
 * by the worker with the site's origin in its links, with no script, the method, both summary
 * tables, the chart and every project; on a phone the wide table scrolls sideways inside its frame
 * and the chart fits the screen; reached from the home page; its form picks the projects of a
 * type, kind and state on the server, without script.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone } from "./helpers";

const all = JSON.parse(readFileSync("shared/calibration/cases.json", "utf8")) as { excluded?: string }[];
/** The scored cases; those a scope check set aside are listed apart, with their reason. */
const cases = all.filter((c) => !c.excluded);
const setAside = all.filter((c) => c.excluded);

/** Console errors and page errors (a CSP violation reports one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("A visitor sees every project we test against, with the engine's range for each", async ({
  page,
}, testInfo) => {
  // A 1.3 MB page with 806 rows and a chart of as many: slow to load and read on a busy machine.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const res = await page.goto("/accuracy");
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page).toHaveTitle(/^How accurate is Cost to Construct\?/);
  // The build stored the page with a slot for the origin; the worker wrote this site's in.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/accuracy`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/accuracy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How accurate is Cost to Construct? Every project we test against",
  );
  for (const name of ["How we test", "Summary by project type", "Every project"]) {
    await expect(page.getByRole("heading", { name, exact: true, level: 2 })).toBeVisible();
  }
  // the first scores (before each project joined), the validation third, the sealed slice, all
  await expect(page.locator("table.summary")).toHaveCount(4);
  await expect(page.locator("table.summary").first()).toHaveAttribute("id", "summary-first");
  await expect(page.locator("table.cases tbody tr[id^='case-']")).toHaveCount(cases.length);
  const chart = page.getByRole("img", { name: /The engine's range against the published cost/ });
  await expect(chart).toBeVisible();
  await expect(page.locator("svg.chart circle")).toHaveCount(cases.length);
  await expect(page.getByRole("heading", { name: "Projects set aside, and why", level: 2 })).toBeVisible();
  await expect(page.locator("ul.set-aside li")).toHaveCount(setAside.length);

  const dir = `test-results/screens/${testInfo.project.name}`;
  await page.screenshot({ path: `${dir}/accuracy-top.png` });
  await chart.screenshot({ path: `${dir}/accuracy-chart.png` });
  await page.locator("#every-project").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/accuracy-table.png` });
  await page.locator("#set-aside").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/accuracy-set-aside.png` });

  // What a published cost includes opens in place, without script.
  const first = page.locator("table.cases tbody tr[id^='case-']").first();
  await first.locator("summary").click();
  await expect(first.locator("details p").first()).toBeVisible();
  expect(errors).toEqual([]);
  // The rows are one template, 806 times: axe on all of them took two minutes on a busy machine.
  // What it would check in every row is checked here (unique ids, a named link), then axe reads the
  // page with every 20th row kept.
  const ids = await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id));
  expect(ids.length - new Set(ids).size, "duplicate ids").toBe(0);
  const rows = page.locator("table.cases tbody tr[id^='case-']");
  const unnamed = await rows
    .locator("a")
    .evaluateAll((links) => links.filter((a) => !a.textContent?.trim()).map((a) => a.getAttribute("href")));
  expect(unnamed, "links without a name").toEqual([]);
  await rows.evaluateAll((all) => all.forEach((row, i) => i % 20 !== 0 && row.remove()));
  await expect(rows).toHaveCount(Math.ceil(cases.length / 20));
  await expectNoSeriousA11yViolations(page);
});

test("On a phone the wide table scrolls in its frame and the chart fits the screen", async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "phone width only");
  await page.goto("/accuracy");
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const frame = page.getByRole("region", { name: /^Every project we test against/ });
  const [scrollWidth, clientWidth] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const box = (await page.locator("svg.chart").boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
});

test("A visitor finds the accuracy page from the home page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "See every project we test against" }).click();
  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("How accurate is Cost to Construct?");
});

test("The form shows the projects of one kind in one state, asked of the server without script", async ({
  browser,
  page: scripted,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/accuracy");
  const form = page.getByRole("search", { name: "Find projects" });
  await form.getByLabel("Project type").selectOption("healthcare");
  await form.getByLabel("Kind of building").selectOption("hospital");
  await form.getByLabel("State").selectOption("TX");
  await form.getByRole("button", { name: "Show projects" }).click();
  await expect(page).toHaveURL(/\/accuracy\?type=healthcare&kind=hospital&state=TX#every-project$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Projects we test against: Healthcare/);
  const rows = page.locator("table.cases tbody tr[id^='case-']");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator("table.cases tbody tr.group")).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(form.getByLabel("State")).toHaveValue("TX");
  const dir = `test-results/screens/${testInfo.project.name}`;
  await page.screenshot({ path: `${dir}/accuracy-filtered.png` });
  // a value the page cannot show answers a page that says why
  const bad = await page.goto("/accuracy?state=ZZ");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("“ZZ” is not a state");
  await context.close();
  // axe runs as a script: on the same pages in a page that runs them
  for (const path of ["/accuracy?type=healthcare&kind=hospital&state=TX", "/accuracy?state=ZZ"]) {
    await scripted.goto(path);
    await expectNoSeriousA11yViolations(scripted);
  }
});
