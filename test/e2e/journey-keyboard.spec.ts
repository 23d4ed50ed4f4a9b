/**
 * The journey by keyboard only, for an office building in a city typed freely: the combo boxes'
 * filter, "No options found", Escape, Enter picking the first match and "Custom: {text}"; then ten
 * answers and the results. Also the start form's rules: prefill from a landing page, a city cleared
 * when the state changes, and Retake.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";
import {
  checkResultsAgainstApi,
  expectOnQuestion,
  median,
  seedStorage,
  tabTo,
  timed,
  typeUntilListed,
  writeTimings,
} from "./journey-helpers";

test("A visitor estimates an office building in a city of their own by keyboard only", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/conceptual-estimate");
  // The first project type, then arrow keys to Office Building (the fourth card).
  await tabTo(page, (el) => el.type === "radio");
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Office Building/ })).toBeChecked();

  await tabTo(page, (el) => el.name === "State");
  const state = page.getByRole("combobox", { name: "State" });
  await page.keyboard.type("zzz");
  // The list opens as the visitor types; text typed before the app had loaded is kept, and its list
  // opens with the next key (ArrowDown, as a keyboard user opens any list).
  const none = page.getByText("No options found");
  await expect(async () => {
    if (!(await none.isVisible())) await page.keyboard.press("ArrowDown");
    await expect(none).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("OH");
  // Case-insensitive filter; Enter picks the first match.
  await expect(page.getByRole("option", { name: "Ohio" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Texas" })).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(state).toHaveValue("Ohio");

  await tabTo(page, (el) => el.name === "City");
  const city = page.getByRole("combobox", { name: "City" });
  await page.keyboard.type("Hilliard Heights");
  await expect(page.getByRole("option", { name: "Custom: Hilliard Heights" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(city).toHaveValue("Hilliard Heights");
  // Screenshot and axe only now: a full-page capture can take focus from the open combo box.
  await screenshot(page, testInfo, "form-keyboard-custom-city");
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, (el) => el.text === "Continue to Questions");
  const toFirst = await timed(page, () => page.keyboard.press("Enter"), "Question 1 of 10");
  await expect(page).toHaveURL(/\/question-flow\?q=1$/);

  const nextTimes: number[] = [];
  for (let n = 1; n <= 10; n++) {
    await expectOnQuestion(page, n);
    await tabTo(page, (el) => el.type === "radio" || el.name.startsWith("Your answer"));
    const numeric = await page.evaluate(() => (document.activeElement as HTMLInputElement).type !== "radio");
    if (numeric) {
      const label = await page.getByText(/^Your answer \(/).textContent();
      const min = Number(label!.match(/\(([\d,]+)/)![1]!.replace(/,/g, ""));
      await page.keyboard.type(String(min * 2));
    } else {
      await page.keyboard.press("Space");
      if (n % 2 === 0) await page.keyboard.press("ArrowDown");
    }
    await tabTo(page, (el) => el.text === "Next" || el.text === "Get Estimate");
    if (n === 10) {
      await page.keyboard.press("Enter");
      break;
    }
    nextTimes.push(await timed(page, () => page.keyboard.press("Enter"), `Question ${n + 1} of 10`));
    // The new question's heading has the focus.
    await expect(page.locator("#question-text")).toBeFocused();
  }
  await expect(page).toHaveURL(/\/cost-estimate$/);
  await expect(page.getByText("Office Building · Hilliard Heights, Ohio")).toBeVisible();
  await checkResultsAgainstApi(page);
  await screenshot(page, testInfo, "results-office");
  await expectNoSeriousA11yViolations(page);
  writeTimings(testInfo, "keyboard", {
    toFirstQuestionMs: toFirst,
    nextMs: nextTimes,
    nextMedianMs: median(nextTimes),
  });
});

test("A visitor from a landing page finds the form prefilled, and a state change clears the city", async ({
  page,
}) => {
  await seedStorage(page, {
    projectData: { constructionType: "healthcare", state: "florida", timestamp: "2026-01-01T00:00:00.000Z" },
  });
  await page.goto("/conceptual-estimate");
  await expect(page.getByRole("radio", { name: /Healthcare Facility/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("Florida");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("");
  const go = page.getByRole("button", { name: "Continue to Questions" });
  await expect(go).toBeDisabled();
  await page.getByRole("combobox", { name: "City" }).click();
  await page.getByRole("option", { name: "Miami", exact: true }).click();
  await expect(go).toBeEnabled();
  await page.getByRole("combobox", { name: "State" }).fill("georgia");
  await page.getByRole("option", { name: "Georgia" }).click();
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("");
  await expect(go).toBeDisabled();
});

test("A visitor retakes the estimate and starts from an empty form", async ({ page }) => {
  await page.goto("/conceptual-estimate");
  await page.getByText("Multi-Family Home", { exact: true }).click();
  // Enter picks from the list, once the list shows (a person sees it first).
  await typeUntilListed(page, page.getByRole("combobox", { name: "State" }), "new y", "New York");
  await page.keyboard.press("Enter");
  await page.getByRole("combobox", { name: "City" }).fill("buffalo");
  await expect(page.getByRole("option", { name: "Buffalo", exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Continue to Questions" }).click();
  await expectOnQuestion(page, 1);
  await page.getByRole("button", { name: "Retake" }).click();
  await expect(page).toHaveURL(/\/conceptual-estimate$/);
  expect(await page.evaluate(() => localStorage.getItem("projectData"))).toBeNull();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Continue to Questions" })).toBeDisabled();
});
