/**
 * Steps of the tools' browser journeys (the Quote Checker, Quote Changes): the visitor's last
 * estimate stored before the page loads, the project form filled with the mouse and keyboard, and
 * a page no wider than the screen.
 */
import { expect, type Page } from "@playwright/test";

/** A finished estimate as the question flow leaves it in local storage: 2,400 sq ft in Austin. */
export const LAST_ESTIMATE = {
  projectData: {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
    timestamp: "2026-11-21T10:00:00.000Z",
  },
  finalCostEstimate: { min: 300000, max: 500000, expected: 400000, sq_ft: 2400, sqFtAnswered: true },
  finalAnswers: [
    { question: "What is the total finished floor area of the home?", answer: 2400, questionNumber: 1 },
    { question: "What level of finishes and fixtures do you want?", answer: "b", questionNumber: 2 },
  ],
};

/** Stores LAST_ESTIMATE before the page loads. */
export async function withLastEstimate(page: Page) {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
  }, LAST_ESTIMATE);
}

/** Fills the project form: type, state and city typed and chosen, the gross floor area. */
export async function chooseProject(page: Page, type: string, state: string, city: string, area: string) {
  await page.getByRole("combobox", { name: "Project type" }).click();
  await page.getByRole("option", { name: type }).click();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("combobox", { name: "State" }).fill(state.slice(0, 4));
  await page.getByRole("option", { name: state, exact: true }).click();
  await page.getByRole("combobox", { name: "City" }).click();
  await page.getByRole("combobox", { name: "City" }).fill(city.slice(0, 4));
  await page.getByRole("option", { name: city, exact: true }).click();
  await page.getByLabel("Gross floor area (sq ft)").fill(area);
}

/** The page is no wider than the screen (cards stack; nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}
