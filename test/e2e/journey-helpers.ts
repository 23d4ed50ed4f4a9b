/** Steps shared by the journey tests: fill the start form, answer questions, read timings. */
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { formatAmountCell, formatMoneyShort, formatShareCell } from "../../shared/format";
import {
  divisionRows,
  rangePercents,
  resultRange,
  resultTotal,
  visibleRequirements,
} from "../../client/results";

/** The question heading (the flow's h2 with id question-text). */
export const questionHeading = (page: Page) => page.locator("#question-text");
export const questionCounter = (page: Page, n: number) =>
  page.getByText(`Question ${n} of 10`, { exact: true });
export const liveRange = (page: Page) => page.getByTestId("live-range-text");

/**
 * Types into a search field until its list offers `option`, as a person types again when no list
 * shows (text typed before the app has loaded is kept, but its list may wait for the next key).
 */
export async function typeUntilListed(page: Page, field: Locator, text: string, option: string) {
  const listed = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await listed.isVisible())) await field.fill(text);
    await expect(listed).toBeVisible({ timeout: 1000 });
  }).toPass();
  return listed;
}

/**
 * Fills the form by mouse as soon as it shows, as a person does (issue 31: the form takes input
 * before the app has loaded): a type card, a state and a listed city picked from the lists.
 */
export async function fillFormByMouse(page: Page, type: string, state: string, city: string) {
  await page.getByText(type, { exact: true }).click();
  const field = page.getByRole("combobox", { name: "State" });
  await field.click();
  await (await typeUntilListed(page, field, state.slice(0, 3).toLowerCase(), state)).click();
  await page.getByRole("combobox", { name: "City" }).click();
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
  // centre the option first: scrolled to the top edge it would sit under the sticky header on phones
  await radios.nth(index).evaluate((el) => el.scrollIntoView({ block: "center" }));
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

/** A project and ten answers that fit it, built through the API (option a, or a number's minimum). */
export async function completeAnswers(
  page: Page,
  project: { constructionType: string; state: string; city: string; timestamp: string },
) {
  const init = await page.request.post("/api/initialize-questions", { data: project });
  let step = (await init.json()) as { question: Record<string, unknown> | null };
  const answers: Array<{ question: string; answer: string | number; questionNumber: number }> = [];
  for (let n = 1; n <= 10; n++) {
    const q = step.question!;
    const answer = q.kind === "number" ? (q.min as number) : "a";
    answers.push({ question: q.question as string, answer, questionNumber: n });
    if (n === 10) break;
    const res = await page.request.post("/api/next-question", {
      data: { projectData: project, currentAnswer: answer, answers },
    });
    step = (await res.json()) as typeof step;
  }
  return answers;
}

/** Seeds local storage before the app loads. */
export async function seedStorage(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript((data) => {
    if (sessionStorage.getItem("__seeded")) return;
    sessionStorage.setItem("__seeded", "1");
    for (const [key, value] of Object.entries(data)) {
      localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
    }
  }, entries);
}

export function writeTimings(testInfo: TestInfo, name: string, data: Record<string, unknown>) {
  mkdirSync("test-results/timings", { recursive: true });
  writeFileSync(`test-results/timings/${testInfo.project.name}-${name}.json`, JSON.stringify(data, null, 2));
}

/** Checks the results page's figures against what the API computes for the same answers. */
export async function checkResultsAgainstApi(page: Page) {
  const stored = await page.evaluate(() => ({
    projectData: JSON.parse(localStorage.getItem("projectData") ?? "null") as unknown,
    answers: JSON.parse(localStorage.getItem("finalAnswers") ?? "null") as unknown[],
  }));
  expect(stored.answers).toHaveLength(10);
  const res = await page.request.post("/api/final-estimate", { data: stored });
  expect(res.ok()).toBe(true);
  const api = (await res.json()) as {
    costBreakdown: { divisions: Record<string, number> };
    requirements: string[];
    costEstimate: { min: number; max: number; expected: number };
  };
  const total = resultTotal(api.costEstimate, api.costBreakdown.divisions);
  const range = resultRange(api.costEstimate, total);
  // The breakdown adds up to the total shown (decision record 010: total and breakdown agree).
  expect(Object.values(api.costBreakdown.divisions).reduce((s, x) => s + x, 0)).toBe(total);
  // The engine's own range, in the one money format (decision record 010).
  expect(range).toEqual({ min: api.costEstimate.min, max: api.costEstimate.max });
  await expect(page.getByTestId("total")).toHaveText(formatMoneyShort(total));
  await expect(page.getByTestId("tile-Construction Range")).toHaveText(
    `${formatMoneyShort(range.min)} - ${formatMoneyShort(range.max)}`,
  );
  await expect(page.getByTestId("questions-answered")).toHaveText("10");
  const rows = divisionRows(api.costBreakdown.divisions, total);
  const table = page.getByRole("region", { name: "Cost Breakdown by Division" }).getByRole("table");
  const bodyRows = table.locator("tbody tr");
  await expect(bodyRows).toHaveCount(16);
  for (const [i, row] of rows.slice(0, 5).entries()) {
    await expect(bodyRows.nth(i)).toContainText(row.name);
    await expect(bodyRows.nth(i)).toContainText(formatAmountCell(row.amount));
    await expect(bodyRows.nth(i)).toContainText(formatShareCell(row.share));
  }
  // The caption states the range's real percentages, not a fixed ±10%.
  const { below, above } = rangePercents(range, total);
  await expect(table.locator("caption")).toContainText(`from ${below}% below to ${above}% above`);
  await expect(table.locator("caption")).not.toContainText("±10%");
  await expect(table).not.toContainText("$0K");
  const visible = visibleRequirements(api.requirements);
  const requirements = page.getByRole("region", { name: /Project Requirements/ });
  await expect(requirements.getByRole("listitem")).toHaveCount(visible.length);
  await expect(requirements).not.toContainText("Estimated cost:");
  await expect(page.getByTestId("overview-Construction cost")).toHaveText(
    `$${total.toLocaleString("en-US")}`,
  );
  return { total };
}
