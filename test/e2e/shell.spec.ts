/** The app shell as a visitor meets it: home, navigation, Coming Soon pages and /404. */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone, screenshot } from "./helpers";

test("A visitor lands on the home page and finds both ways to start", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Free Estimate" })).toHaveAttribute(
    "href",
    "/conceptual-estimate",
  );
  await expect(page.getByRole("link", { name: "Upload Drawings" })).toHaveAttribute(
    "href",
    "/drawing-estimate",
  );

  // Four tool cards.
  for (const tool of ["Conceptual Estimate", "Drawing Estimate", "Quote Checker", "Quote Changes"]) {
    await expect(page.getByRole("heading", { level: 3, name: tool })).toBeVisible();
  }
  // The project-type grid links each type to its California guide.
  const types = page.getByRole("region", { name: "Project types" }).getByRole("link");
  await expect(types).toHaveCount(6);
  await expect(page.getByRole("link", { name: /Single Family Home/ })).toHaveAttribute(
    "href",
    "/estimate/single-family/california",
  );
  await expect(page.getByRole("link", { name: /Healthcare Facility/ })).toHaveAttribute(
    "href",
    "/estimate/healthcare/california",
  );

  // True figures only: no accuracy, project-count or 24/7 claims (decision record 013).
  const facts = page.getByRole("region", { name: "C2C in figures" });
  await expect(facts).toContainText("50states");
  await expect(facts).toContainText("819cities with local data");
  await expect(page.getByText(/99%|10K\+|24\/7/)).toHaveCount(0);

  // The static page carries Mantine's colour scheme itself (no app sets it): the call to action is
  // a filled blue button, not white text on nothing.
  const cta = page.getByRole("link", { name: "Start Free Estimate" });
  await expect(cta).toHaveCSS("background-color", "rgb(25, 113, 194)");

  // The eight popular markets, with the location multiplier a home estimate applies in the state.
  const markets = page.getByRole("region", { name: "Popular markets" }).getByRole("link");
  await expect(markets).toHaveCount(8);
  await expect(markets.first()).toHaveAttribute("href", "/estimate/single-family/california");
  // (the figure itself is checked against the engine in test/shared/markets.test.ts)
  await expect(markets.first()).toContainText(/California\+\d+%/);
  await expect(page.getByRole("contentinfo")).toContainText("GeoNames");

  // Full name on large screens, short form on small ones.
  const logo = page.getByRole("banner").getByRole("link").first();
  if (isPhone(testInfo)) {
    await expect(logo.getByText("C2C", { exact: true })).toBeVisible();
    await expect(logo.getByText("Cost to Construct", { exact: true })).toBeHidden();
  } else {
    await expect(logo.getByText("Cost to Construct", { exact: true })).toBeVisible();
    await expect(logo.getByText("C2C", { exact: true })).toBeHidden();
  }
  await screenshot(page, testInfo, "home");
  await expectNoSeriousA11yViolations(page);
});

test("The home page arrives rendered and loads almost no JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => req.resourceType() === "script" && scripts.push(req.url()));
  const res = await page.goto("/");
  // The HTML itself carries the page (rendered at build time from the same components).
  expect(await res?.text()).toContain("What will it cost to build?");
  await page.waitForLoadState("networkidle");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/home-[\w-]+\.js$/);
});

test("A visitor uses the navigation and sees the current page highlighted", async ({ page }, testInfo) => {
  await page.goto("/");
  if (isPhone(testInfo)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await screenshot(page, testInfo, "menu-open");
    await menu.getByRole("link", { name: "Quote Checker" }).click();
    // The menu closes when an item is chosen.
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/quote-checker$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Quote Checker" })).toHaveAttribute("aria-current", "page");
  } else {
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Quote Checker" }).click();
    await expect(page).toHaveURL(/\/quote-checker$/);
    await expect(nav.getByRole("link", { name: "Quote Checker" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  }
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("A visitor who follows a dead link sees the 404 page", async ({ page }, testInfo) => {
  await page.goto("/404");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await screenshot(page, testInfo, "not-found");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
