/**
 * decision record 010, for all six project types: the live panel, the results page and the
 * download show the engine's one range for the same answers. The live panel beside question 10
 * shows the range after nine answers, which the results page of the same nine answers (a link
 * shared mid-flow) must show too; after ten answers the results page and the workbook's
 * Summary must show the range the next-question call answers, formatted as the live panel
 * formats it.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { formatMoneyShort } from "../../shared/format";
import { readXlsx } from "../worker/xlsx-reader";
import { screenshot } from "./helpers";
import { shareLinkOf } from "./helpers";
import { completeAnswers, expectOnQuestion, liveRange, seedStorage } from "./journey-helpers";

const PROJECTS = [
  { constructionType: "single-family", state: "Texas", city: "Austin" },
  { constructionType: "multi-family", state: "Colorado", city: "Denver" },
  { constructionType: "home-improvements", state: "Ohio", city: "Columbus" },
  { constructionType: "office-building", state: "Georgia", city: "Atlanta" },
  { constructionType: "educational", state: "Washington", city: "Seattle" },
  { constructionType: "healthcare", state: "Vermont", city: "Burlington" },
];

/** The workbook's Summary value beside a label ("Construction cost, low"). */
function summaryValue(book: ReturnType<typeof readXlsx>, label: string): number {
  for (let row = 1; row <= 60; row++) {
    if (book.text("Summary", `A${row}`) === label) return Number(book.text("Summary", `B${row}`));
  }
  throw new Error(`No "${label}" row in the Summary sheet`);
}

for (const p of PROJECTS) {
  test(`The live panel, results page and download agree on the range for ${p.constructionType}`, async ({
    page,
    context,
  }, testInfo) => {
    const project = { ...p, timestamp: "2026-04-01T10:00:00.000Z" };
    await page.goto("/404");
    const answers = await completeAnswers(page, project);

    // Nine answers: the live panel beside question 10, then the same answers' shared page.
    await seedStorage(page, {
      projectData: project,
      questionFlowProgress: { timestamp: project.timestamp, answers: answers.slice(0, 9) },
    });
    await page.goto("/question-flow?q=10");
    await expectOnQuestion(page, 10);
    const live = (await liveRange(page).textContent())!;
    const panel = page.getByRole("complementary", { name: "Live estimate" });
    const link = await shareLinkOf(page, testInfo, context, panel);
    await page.goto(link);
    await expect(page.getByTestId("partial-range")).toHaveText(live);

    // Ten answers: the engine's range, the results page's and the workbook's.
    const step = (await (
      await page.request.post("/api/next-question", {
        data: { projectData: project, currentAnswer: answers[9]!.answer, answers },
      })
    ).json()) as { costEstimate: { min: number; max: number } };
    const engine = `${formatMoneyShort(step.costEstimate.min)} - ${formatMoneyShort(step.costEstimate.max)}`;
    await page.evaluate(
      ([pd, a]) => {
        localStorage.setItem("projectData", JSON.stringify(pd));
        localStorage.setItem("finalAnswers", JSON.stringify(a));
      },
      [project, answers] as const,
    );
    await page.goto("/cost-estimate");
    await expect(page.getByTestId("tile-Construction Range")).toHaveText(engine);
    await expect(page.getByTestId("requirements-range")).toContainText(engine);
    await screenshot(page, testInfo, `range-${p.constructionType}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    const file = testInfo.outputPath("estimate.xlsx");
    await download.saveAs(file);
    const book = readXlsx(new Uint8Array(readFileSync(file)));
    expect(summaryValue(book, "Construction cost, low")).toBe(step.costEstimate.min);
    expect(summaryValue(book, "Construction cost, high")).toBe(step.costEstimate.max);
  });
}
