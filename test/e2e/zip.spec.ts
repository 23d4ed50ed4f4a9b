/**
 * The start form's optional ZIP code (issue 30): a known ZIP names its place, county and state and
 * fills a state and city not chosen yet; an unknown ZIP, or one of another state, says so and
 * Continue waits until it is fixed or cleared; without a ZIP the form works as before. The served
 * app names one ZIP of each of five states from its shards (static assets only the worker reads),
 * and the built worker carries the county index within its 60 KB gzip budget and no ZIP table.
 */
import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";
import { typeUntilListed } from "./journey-helpers";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue to Questions" });
const zipField = (page: Page) => page.getByRole("textbox", { name: "ZIP code" });

/** Types into the ZIP field until the app has it (typing before hydration is kept anyway). */
async function typeZip(page: Page, zip: string) {
  const field = zipField(page);
  await expect(async () => {
    await field.fill(zip);
    await expect(field).toHaveValue(zip, { timeout: 1000 });
  }).toPass();
}

test("a ZIP alone names the place and fills the state and city", async ({ page }, testInfo) => {
  await page.goto("/conceptual-estimate");
  await page.getByText("Office Building", { exact: true }).click();
  await typeZip(page, "62263");
  await expect(page.getByText("Nashville, Washington County, Illinois")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("Illinois");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Nashville");
  await expect(continueButton(page)).toBeEnabled();
  await screenshot(page, testInfo, "zip-known");
  await expectNoSeriousA11yViolations(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/question-flow/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("an unknown ZIP says so, and the form works again once it is cleared", async ({ page }, testInfo) => {
  await page.goto("/conceptual-estimate");
  await page.getByText("Single Family Home", { exact: true }).click();
  const state = page.getByRole("combobox", { name: "State" });
  await state.click();
  await (await typeUntilListed(page, state, "tex", "Texas")).click();
  const city = page.getByRole("combobox", { name: "City" });
  await city.click();
  await (await typeUntilListed(page, city, "Austin", "Austin")).click();
  await expect(continueButton(page)).toBeEnabled();

  await typeZip(page, "00000");
  await expect(page.getByText(/ZIP code 00000 is not one we know/)).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByText("Fix the ZIP code, or leave it empty, to continue.")).toBeVisible();
  await screenshot(page, testInfo, "zip-unknown");

  await typeZip(page, "62263");
  await expect(page.getByText(/ZIP code 62263 is in Illinois, not Texas/)).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await screenshot(page, testInfo, "zip-other-state");

  await zipField(page).fill("");
  await expect(continueButton(page)).toBeEnabled();
  await expect(state).toHaveValue("Texas");
  await expect(city).toHaveValue("Austin");
});

test("the served app names one ZIP of each of five states, and keeps its ZIP shards from visitors", async ({
  request,
}) => {
  for (const [zip, place, code] of [
    ["62263", "Nashville", "IL"],
    ["78660", "Pflugerville", "TX"],
    ["90210", "Beverly Hills", "CA"],
    ["59801", "Missoula", "MT"],
    ["06103", "Hartford", "CT"],
  ]) {
    const res = await request.get(`/api/zip?zip=${zip}`);
    expect(res.status(), zip).toBe(200);
    expect(await res.json()).toMatchObject({ zip, place, state: { code } });
  }
  // the shards the worker reads through its assets binding are not served (like /_landing)
  expect((await request.get("/_places/zip/622.json")).status()).toBe(404);
  expect((await request.get("/_places/names/IL.json")).status()).toBe(404);
});

test("the built worker carries the county index in at most 60 KB gzip, and no ZIP table", async ({
  baseURL: _baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the build is the same for both widths");
  // the worker the served app runs (dist/c2c, written by the build)
  const dir = "dist/c2c/assets";
  const code = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(join(dir, f), "utf8"));
  const chunk = code.find((text) => text.includes("var COUNTY_PLACES = JSON.parse("));
  expect(chunk, "the county module's chunk").toBeDefined();
  const start = chunk!.indexOf("var COUNTY_PLACES = JSON.parse(");
  const module = chunk!.slice(start, chunk!.indexOf(");", start) + 2);
  const gzip = gzipSync(module, { level: 9 }).length;
  console.log(`county index in the built worker: ${module.length} bytes, ${gzip} gzip -9`);
  testInfo.annotations.push({ type: "county index (gzip)", description: String(gzip) });
  expect(gzip).toBeLessThanOrEqual(60_000);
  // the shards' entries appear nowhere in the worker's code (ZIP → place, place name → county)
  for (const text of code) {
    expect(text.includes('"90210":["CA","037","Beverly Hills"]')).toBe(false);
    expect(text.includes('"beverly hills":"037"')).toBe(false);
  }
});
