/**
 * Options and the preview of an answer in the browser (issue 32): an option keeps the
 * specification's label with its explanation as a quieter second line; choosing it shows the range
 * it would give before Next, Next is never held up by it, and the range after Next is the one
 * previewed.
 */
import { expect, test } from "@playwright/test";
import { screenshot } from "./helpers";
import { answerCurrent, expectOnQuestion, seedStorage } from "./journey-helpers";

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Austin",
  timestamp: "2026-11-21T10:00:00.000Z",
};

test("Choosing an option shows the range it gives before Next, and Next keeps it", async ({
  page,
}, testInfo) => {
  await seedStorage(page, { projectData: project });
  await page.goto("/question-flow");
  await expectOnQuestion(page, 1);
  const preview = page.getByTestId("answer-preview");
  await expect(preview).toHaveText("Choose an answer to see how it moves the range.");

  // Walk until a choice question whose options explain themselves in a second line.
  let checked = false;
  for (let n = 1; n <= 9 && !checked; n++) {
    await expectOnQuestion(page, n);
    const notes = page.locator("label [class*='note']");
    if ((await page.getByRole("radio").count()) > 0 && (await notes.count()) > 0) {
      const radio = page.getByRole("radio").first();
      const label = radio.locator("xpath=ancestor::label");
      const [labelStyle, noteStyle] = await Promise.all(
        [label.locator("[class*='label']").first(), label.locator("[class*='note']").first()].map((l) =>
          l.evaluate((el) => {
            const s = getComputedStyle(el);
            return { weight: Number(s.fontWeight), size: parseFloat(s.fontSize), color: s.color };
          }),
        ),
      );
      // The label is the text before the parenthesis; the note is quieter: lighter and smaller or greyer.
      expect(await label.locator("[class*='label']").first().textContent()).not.toContain("(");
      expect(noteStyle!.weight).toBeLessThan(labelStyle!.weight);
      expect(noteStyle!.size).toBeLessThanOrEqual(labelStyle!.size);

      await radio.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await radio.check({ force: true });
      await expect(preview).toContainText(/With this answer: \$[\d.,]+(K| Mn) – \$[\d.,]+(K| Mn)/);
      const shown = (await preview.locator("strong").textContent())!;
      await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/option-preview.png` });
      await screenshot(page, testInfo, "option-preview-full");
      await page.getByRole("button", { name: "Next" }).click();
      await expectOnQuestion(page, n + 1);
      // The range now is the one previewed: the next answer's preview shows it as "now".
      await answerCurrent(page, 0);
      await expect(preview).toContainText(`(now ${shown})`);
      checked = true;
    } else {
      await answerCurrent(page, 0);
      // Next is never held up by the preview.
      const next = page.getByRole("button", { name: "Next" });
      await expect(next).toBeEnabled();
      await next.click();
    }
  }
  expect(checked, "a question with explained options").toBe(true);
});
