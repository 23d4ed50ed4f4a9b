/**
 * The start form's City box (issue "Trust at first sight"): listed matches come before "Custom:",
 * so ArrowDown + Enter after "Aust" picks Austin; a likely typo ("Austn") is asked about ("Did you
 * mean Austin?") instead of being priced silently as a custom town, and a kept typo asks again.
 */
import { expect, test, type Page } from "@playwright/test";
import { screenshot } from "./helpers";
import { typeUntilListed } from "./journey-helpers";

/** Chooses a type and Texas, then focuses the City box. */
async function cityBoxInTexas(page: Page) {
  await page.goto("/conceptual-estimate");
  await page.getByText("Single Family Home", { exact: true }).click();
  const state = page.getByRole("combobox", { name: "State" });
  await state.click();
  await (await typeUntilListed(page, state, "tex", "Texas")).click();
  await expect(state).toHaveValue("Texas");
  const city = page.getByRole("combobox", { name: "City" });
  await city.click();
  return city;
}

test("ArrowDown and Enter after a few letters pick the listed city, not a custom one", async ({ page }) => {
  const city = await cityBoxInTexas(page);
  await typeUntilListed(page, city, "Aust", "Custom: Aust");
  // the listed match comes before the custom entry
  const options = page.getByRole("option");
  await expect(options.first()).toHaveText("Austin");
  await expect(options.last()).toHaveText("Custom: Aust");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(city).toHaveValue("Austin");
  await expect(page.getByRole("button", { name: "Continue to Questions" })).toBeEnabled();
});

test("A likely typo is asked about before it becomes a custom city", async ({ page }, testInfo) => {
  const city = await cityBoxInTexas(page);
  const suggestion = await typeUntilListed(page, city, "Austn", "Did you mean Austin?");
  await expect(page.getByRole("option").first()).toHaveText("Did you mean Austin?");
  await expect(page.getByRole("option", { name: "Custom: Austn" })).toBeVisible();
  await screenshot(page, testInfo, "city-box-did-you-mean");
  // Enter with nothing chosen takes the suggestion
  await page.keyboard.press("Enter");
  await expect(city).toHaveValue("Austin");
  await expect(suggestion).toBeHidden();
});

test("A typo kept as a custom city asks once more under the field", async ({ page }, testInfo) => {
  const city = await cityBoxInTexas(page);
  await (await typeUntilListed(page, city, "Austn", "Custom: Austn")).click();
  await expect(city).toHaveValue("Austn");
  const ask = page.getByRole("button", { name: "Austin", exact: true });
  await expect(page.getByText("Did you mean")).toBeVisible();
  await screenshot(page, testInfo, "city-box-kept-typo");
  await ask.click();
  await expect(city).toHaveValue("Austin");
  await expect(page.getByText("Did you mean")).toBeHidden();
});
