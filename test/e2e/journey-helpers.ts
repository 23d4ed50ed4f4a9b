/** Steps shared by the journey tests: fill the start form, answer questions, read timings. */
import { expect, type Page } from "@playwright/test";

/** The question heading (the flow's h2 with id question-text). */
export const questionHeading = (page: Page) => page.locator("#question-text");
export const questionCounter = (page: Page, n: number) =>
  page.getByText(`Question ${n} of 10`, { exact: true });
export const liveRange = (page: Page) => page.getByTestId("live-range-text");

/** Fills the form by mouse: a type card, a state and a listed city picked from the lists. */
export async function fillFormByMouse(page: Page, type: string, state: string, city: string) {
  await page.getByText(type, { exact: true }).click();
  await page.getByRole("textbox", { name: "State" }).click();
  await page.getByRole("textbox", { name: "State" }).fill(state.slice(0, 3).toLowerCase());
  await page.getByRole("option", { name: state, exact: true }).click();
  await page.getByRole("textbox", { name: "City" }).click();
  await page.getByRole("option", { name: city, exact: true }).click();
}

/** Answers the question on screen: a number within its bounds, or option number `pick` (wrapped). */
export async function answerCurrent(page: Page, pick: number): Promise<string | number> {
  const numeric = page.getByPlaceholder("Enter your answer");
  if (await numeric.isVisible()) {
    const label =
      (await page
        .locator("label", { has: page.locator("text=Your answer") })
        .first()
        .textContent()) ?? "";
    const [min, max] = (label.match(/[\d,]+/g) ?? ["500", "5,000"]).map((s) => Number(s.replace(/,/g, "")));
    const value = Math.round((min! + (max! - min!) * 0.15) / 10) * 10;
    await numeric.fill(String(value));
    return value;
  }
  const radios = page.getByRole("radio");
  const count = await radios.count();
  const index = pick % count;
  await radios.nth(index).check({ force: true });
  return (await radios.nth(index).getAttribute("value")) ?? "";
}

/**
 * Milliseconds, measured in the browser, from the click that `action` makes to the moment the page
 * shows `text` (a MutationObserver; no test-runner polling in the figure).
 */
export async function timed(page: Page, action: () => Promise<void>, text: string): Promise<number> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __timing?: Promise<number> };
    w.__timing = new Promise<number>((resolve) => {
      let t0 = 0;
      document.addEventListener("click", () => (t0 = performance.now()), { capture: true, once: true });
      const check = () => {
        if (t0 && document.body.textContent?.includes(wanted)) {
          observer.disconnect();
          resolve(performance.now() - t0);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  await action();
  return Math.round(await page.evaluate(() => (window as unknown as { __timing: Promise<number> }).__timing));
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/** Moves focus with Tab until `match` is true of the focused element (at most 40 presses). */
export async function tabTo(
  page: Page,
  match: (el: { tag: string; type: string; name: string; text: string }) => boolean,
) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      return {
        tag: a?.tagName.toLowerCase() ?? "",
        type: a?.type ?? "",
        name: a?.getAttribute("aria-label") ?? a?.labels?.[0]?.textContent ?? "",
        text: a?.textContent?.trim() ?? "",
      };
    });
    if (match(el)) return;
  }
  throw new Error("Focus never reached the wanted element");
}

export async function expectOnQuestion(page: Page, n: number) {
  await expect(questionCounter(page, n)).toBeVisible();
}
