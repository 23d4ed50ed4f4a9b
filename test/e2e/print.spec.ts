/**
 * The results page on paper (issue 32): the site's name, the link that opens the estimate again,
 * the date and the "not a quote" line, at readable sizes, without the app's chrome.
 */
import { expect, type Page, test } from "@playwright/test";
import { completeAnswers, seedStorage } from "./journey-helpers";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

/** The smallest font size, in CSS px, of any visible text in the page. */
async function smallestText(page: Page) {
  return page.evaluate(() => {
    let smallest = { size: Infinity, text: "", tag: "" };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest("svg")) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden") continue;
      const size = parseFloat(style.fontSize) * (parseFloat(style.zoom) || 1);
      if (size < smallest.size)
        smallest = { size, text: text.slice(0, 40), tag: `${el.tagName}.${el.className}` };
    }
    return smallest;
  });
}

test("A printed estimate names the site, its link, the date and that it is not a quote", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "paper has one width");
  const answers = await completeAnswers(page, project);
  const saved = await page.request.post("/api/estimates", { data: { projectData: project, answers } });
  const { id, url } = (await saved.json()) as { id: string; url: string };
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  await page.goto(`/cost-estimate?id=${id}`);
  await expect(page.getByTestId("print-header")).toBeHidden();

  await page.emulateMedia({ media: "print" });
  const header = page.getByTestId("print-header");
  await expect(header).toBeVisible();
  await expect(header).toContainText("Cost to Construct");
  await expect(header).toContainText(url);
  const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  await expect(header).toContainText(`Printed ${today}`);
  await expect(header).toContainText("not a quote");
  await expect(page.locator("header.mantine-AppShell-header")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download" })).toBeHidden();

  const smallest = await smallestText(page);
  expect(smallest.size, `smallest text: “${smallest.text}” in ${smallest.tag}`).toBeGreaterThanOrEqual(11);
  const dir = `test-results/screens/${testInfo.project.name}`;
  await page.screenshot({ path: `${dir}/print.png`, fullPage: true });
  const pdf = await page.pdf({ path: `${dir}/print.pdf`, format: "Letter", printBackground: true });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
  const pages = Math.max(...[...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1])));
  expect(pages, "one or two pages").toBeLessThanOrEqual(2);
});

test("A printed estimate not yet shared gives the site's address", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "paper has one width");
  const answers = await completeAnswers(page, project);
  await seedStorage(page, { projectData: project, finalAnswers: answers });
  await page.goto("/cost-estimate");
  await page.emulateMedia({ media: "print" });
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId("print-header")).toContainText(`Cost to Construct · ${origin}/`);
});
