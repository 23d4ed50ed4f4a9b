/**
 * Location landing pages as visitors and crawlers meet them (spec §2 "Location landing page"):
 * the guide rendered by the worker and hydrated without mismatch, the table of contents with
 * scroll-spy on desktop and phone, the floating prompt, the calls to action, client-side
 * navigation from the home page, the page with JavaScript off, and invalid URLs.
 */
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone, screenshot } from "./helpers";
import { SPEC_SECTION_IDS } from "../landing-sections";

const STATE_PAGE = "/estimate/single-family/california";
const CITY_PAGE = "/cost/office-building/texas/austin";
const SECTIONS = SPEC_SECTION_IDS;

/** Collects console errors and page errors (a hydration mismatch reports one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** The table of contents in use: the sidebar on desktop, the slide-in panel on a phone. */
async function openToc(page: Page, phone: boolean) {
  if (!phone) return page.getByRole("navigation", { name: "Table of contents", exact: true });
  await page.getByRole("button", { name: /^Contents:/ }).click();
  const panel = page.getByRole("navigation", { name: "Table of contents (panel)" });
  await expect(panel).toBeVisible();
  return panel;
}

test("A visitor reads a California guide that the worker rendered and the browser hydrated", async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const res = await page.goto(STATE_PAGE);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(
    /Single Family Home Construction Costs in California \(\d{4}\) \| Free Cost Calculator/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Single Family Home Construction Costs in California",
  );
  for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toBeAttached();
  await expect(page.getByText("15 min read")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Construction Cost Information" })).toBeAttached();
  // Hydrated: the calls to action work (checked below) and React reported no mismatch.
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  await screenshot(page, testInfo, "landing-state");
  await expectNoSeriousA11yViolations(page);
});

test("A landing page loads under 150 KB of gzipped JavaScript", async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.goto(CITY_PAGE);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: "Get My Personalized Estimate" })).toBeVisible();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  testInfo.annotations.push({
    type: "landing JS (gzip)",
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.size} files`,
  });
  console.log(`landing JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(150 * 1024);
});

test("The table of contents scrolls smoothly to a section and follows the reader", async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  await page.goto(CITY_PAGE);
  await page.waitForLoadState("networkidle");
  const toc = await openToc(page, phone);
  await expect(toc.getByRole("link")).toHaveCount(7);
  if (phone) {
    await screenshot(page, testInfo, "landing-toc-panel");
    // Escape closes the panel; the toggle opens it again.
    await page.keyboard.press("Escape");
    await expect(toc).toBeHidden();
    await page.getByRole("button", { name: /^Contents:/ }).click();
    await expect(toc).toBeVisible();
  }
  await toc.getByRole("link", { name: "Timeline" }).click();
  if (phone) await expect(toc).toBeHidden(); // the panel closes when an entry is chosen
  // The section arrives just under the header, inside the 120 px scroll-spy offset.
  await expect
    .poll(async () => page.locator("#timeline").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(120);
  await expect(page).toHaveURL(/#timeline$/);
  if (phone) {
    await expect(page.getByRole("button", { name: "Contents: Timeline" })).toBeVisible();
  } else {
    await expect(toc.getByRole("link", { name: "Timeline" })).toHaveAttribute("aria-current", "true");
  }

  // Scroll-spy: reading further down moves the highlight.
  await page.locator("#common-mistakes").evaluate((el) => {
    window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 100, behavior: "instant" });
  });
  if (phone) {
    await expect(page.getByRole("button", { name: "Contents: Common Mistakes" })).toBeVisible();
  } else {
    await expect(toc.getByRole("link", { name: "Common Mistakes" })).toHaveAttribute("aria-current", "true");
    await expect(toc.getByRole("link", { name: "Timeline" })).not.toHaveAttribute("aria-current", "true");
  }
  await screenshot(page, testInfo, "landing-scrolled");
});

test("The floating prompt appears while reading and stays away once dismissed", async ({
  page,
}, testInfo) => {
  // The page's clock is fake, so the prompt's 45-second timer can be run out at once.
  await page.clock.install();
  await page.goto(STATE_PAGE);
  await page.waitForLoadState("networkidle");
  const prompt = page.getByRole("complementary", { name: "Get Your Cost Estimate" });
  await expect(prompt).toBeHidden();
  // Reading on shows it: scroll until it comes (a scroll before the guide has hydrated reaches no
  // script), well before its 45-second timer could.
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(prompt).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(prompt.getByRole("link", { name: "Start Calculator" })).toBeVisible();
  await prompt.getByRole("button", { name: "Dismiss the estimate prompt" }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  // Read far down, and wait until the contents follow (the scroll-spy): the guide has hydrated
  // and its effects run, the prompt's among them, so "hidden" below is the dismissal at work and
  // not a page whose script has not run yet.
  await page.locator("#common-mistakes").evaluate((el) => {
    window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 100, behavior: "instant" });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
  if (isPhone(testInfo)) {
    await expect(page.getByRole("button", { name: "Contents: Common Mistakes" })).toBeVisible();
  } else {
    const toc = page.getByRole("navigation", { name: "Table of contents", exact: true });
    await expect(toc.getByRole("link", { name: "Common Mistakes" })).toHaveAttribute("aria-current", "true");
  }
  await expect(prompt).toBeHidden();
  // Nor does the 45-second timer bring it back …
  await page.clock.runFor(46_000);
  await expect(prompt).toBeHidden();

  // … which in a new tab (not dismissed there) brings it up for a reader who has not scrolled.
  const tab = await page.context().newPage();
  await tab.goto(STATE_PAGE);
  const tabPrompt = tab.getByRole("complementary", { name: "Get Your Cost Estimate" });
  await expect(async () => {
    await tab.clock.runFor(46_000);
    await expect(tabPrompt).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(await tab.evaluate(() => window.scrollY)).toBe(0);
  await tab.close();
});

test("A visitor starts an estimate from a city guide and finds the project prefilled", async ({ page }) => {
  await page.goto(CITY_PAGE);
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Get My Personalized Estimate" }).click();
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("projectData") ?? "null"));
  expect(stored).toMatchObject({ constructionType: "office-building", state: "Texas", city: "Austin" });
  expect(Date.parse(stored.timestamp)).not.toBeNaN();
  await expect(page.getByRole("radio", { name: /Office Building/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("Texas");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Austin");
});

test("A visitor goes from the home page to a guide, and between guides without a full page load", async ({
  page,
}) => {
  // The home page is static HTML (no app), so its link is an ordinary page load.
  await page.goto("/");
  await page.getByRole("link", { name: /Healthcare Facility/ }).click();
  await expect(page).toHaveURL(/\/estimate\/healthcare\/california$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Healthcare Facility Construction Costs in California",
  );
  await expect(page).toHaveTitle(/Healthcare Facility Construction Costs in California/);
  await expect(page.locator("section#faqs")).toBeAttached();
  // A related link leads on, again on the client.
  await page.getByRole("link", { name: /^Healthcare Facility costs in Los Angeles, California$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Healthcare Facility Construction Costs in Los Angeles, California",
  );
});

test("A reader without JavaScript still gets the whole guide", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...testInfo.project.use });
  const page = await context.newPage();
  await page.goto(CITY_PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Office Building Construction Costs in Austin, Texas",
  );
  for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /How much does it cost to build an office building in Austin, Texas/ }),
  ).toBeVisible();
  await expect(page.getByText("No signup required")).toBeVisible();
  await screenshot(page, testInfo, "landing-no-js");
  await context.close();
});

test("An invalid guide URL answers 404 and shows the 404 screen", async ({ page }) => {
  const res = await page.goto("/estimate/single-family/texas/atlantis");
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
