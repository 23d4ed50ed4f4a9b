/**
 * /accuracy as a phone shows it (issue 32): the site's own header and navigation, chart labels
 * that do not collide, the summary whole on screen; and the landing pages' floating prompt, which
 * never covers the footer or the guide's last lines.
 */
import { expect, test, type Page } from "@playwright/test";
import { isPhone, screenshot } from "./helpers";

/** Pairs of visible axis labels on the same line whose boxes overlap. */
async function collidingLabels(page: Page) {
  return page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll("svg.chart text.tick"))
      .filter((t) => getComputedStyle(t).display !== "none")
      .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }));
    const pairs: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (Math.abs(a.box.y - b.box.y) < 2 && a.box.left < b.box.right && b.box.left < a.box.right)
          pairs.push(`${a.text}/${b.text}`);
    return { shown: boxes.length, pairs };
  });
}

test("The accuracy page has the site's header, labels that do not collide and the whole summary", async ({
  page,
}, testInfo) => {
  await page.goto("/accuracy");
  const width = page.viewportSize()!.width;
  const dir = `test-results/screens/${testInfo.project.name}`;

  // The site's own header: logo home and the same navigation as the app (a menu on a phone).
  await expect(page.getByRole("link", { name: /^(Cost to Construct|C2C)$/ })).toHaveAttribute("href", "/");
  if (isPhone(testInfo)) {
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await page.getByLabel("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Quote Checker" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Conceptual Estimate" })).toHaveAttribute(
      "href",
      "/conceptual-estimate",
    );
    await page.screenshot({ path: `${dir}/accuracy-menu.png` });
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "Quote Checker" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  }

  // Chart labels: none overlap another on its line.
  const labels = await collidingLabels(page);
  expect(labels.shown).toBeGreaterThanOrEqual(4);
  expect(labels.pairs).toEqual([]);

  // Both summaries whole on screen: nothing cut off or scrolled sideways.
  for (const id of ["summary-first", "summary-validation", "summary-sealed", "summary-all"]) {
    const table = page.locator(`#${id}`);
    const frame = page.getByRole("region", { name: await page.locator(`#${id}-caption`).innerText() });
    const [scrollWidth, clientWidth] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, id).toBeLessThanOrEqual(clientWidth);
    const box = (await table.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(table.locator("tr[data-type='all'] td")).toHaveCount(6);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.locator("#summary").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/accuracy-summary.png` });
  await page.locator("svg.chart").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/accuracy-chart-view.png` });

  // The site's footer: what an estimate is, and the API page.
  await expect(page.locator("footer").getByRole("link", { name: "The API for integrators" })).toBeVisible();
});

test("The floating prompt on a landing page never covers the footer or the guide's end", async ({
  page,
}, testInfo) => {
  await page.goto("/estimate/single-family/texas/austin");
  const prompt = page.getByRole("complementary", { name: "Get Your Cost Estimate" });
  // The prompt follows the reader's scrolling once the guide's script runs: scroll until it shows.
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(prompt).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // While the guide scrolls, it stays at the foot of the screen.
  const floating = (await prompt.boundingBox())!;
  expect(floating.y + floating.height).toBeLessThanOrEqual(page.viewportSize()!.height);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const box = (await prompt.boundingBox())!;
  const footer = (await page.locator("footer").last().boundingBox())!;
  expect(box.y + box.height, "the prompt ends above the site's footer").toBeLessThanOrEqual(footer.y);
  const sources = (await page.getByText("Sources", { exact: true }).last().boundingBox())!;
  expect(sources.y + sources.height, "the guide's sources end above the prompt").toBeLessThanOrEqual(box.y);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/landing-prompt-end.png` });
  await screenshot(page, testInfo, "landing-prompt");
});
