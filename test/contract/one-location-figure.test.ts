/**
 * One location multiplier and one percent per estimate (issue 32): the landing page, the live
 * panel (each step of the conversation), the results page and a shared link (the requirements the
 * final estimate and a saved estimate carry), and the workbook (read back with openpyxl, an
 * independent reader) all show the multiplier the engine applies for the type, and the same
 * percent; and every range in the workbook says whether it is construction cost or total project
 * cost.
 */
import { describe, expect, it } from "vitest";
import app from "../../worker/index";
import type { AnswerRecord, FinalEstimate, QuestionOut } from "../../shared/engine/index";
import { kindFigures } from "../../shared/content/kind-figures";
import { buildLandingContent } from "../../shared/content/landing";
import { landingTargetOf } from "../../shared/content/landing-route";
import { formatMultiplier } from "../../shared/format";
import { locationFigure } from "../../shared/location-figure";
import { resolveLocation } from "../../shared/places/index";
import { readWorkbook } from "./read-workbook.mjs";

async function post(path: string, body: unknown): Promise<Response> {
  return app.request(
    `http://c2c.test${path}`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    {} as Env,
  );
}

interface StepJson {
  question: QuestionOut | null;
  location?: { multiplier: number; percent: number; scope: string };
}

const CASES = [
  ["single-family", "texas", "austin", "Texas", "Austin"],
  ["healthcare", "california", "los-angeles", "California", "Los Angeles"],
  ["office-building", "pennsylvania", "philadelphia", "Pennsylvania", "Philadelphia"],
] as const;

describe("one location figure per estimate", () => {
  for (const [type, stateSlug, citySlug, state, city] of CASES) {
    it(`is the same on the landing page, the panel, the results, a share and the workbook: ${type} in ${city}`, async () => {
      const location = resolveLocation(stateSlug, citySlug)!;
      const figure = locationFigure(type, location);
      const text = formatMultiplier(figure);
      expect(figure.multiplier).toBeGreaterThan(0);

      // landing page
      const content = buildLandingContent(
        landingTargetOf(`/estimate/${type}/${stateSlug}/${citySlug}`)!,
        2026,
      );
      expect(content.figures.locationFactor).toBe(figure.multiplier);
      expect(content.figures.vsNationalPercent).toBe(figure.percent);
      expect(content.intro).toContain(text);
      expect(content.marketInsights.find((f) => f.label === "Location cost multiplier")?.value).toContain(
        text,
      );

      // live panel: every step of the conversation
      const pd = { constructionType: type, state, city, timestamp: "2026-11-21T10:00:00.000Z" };
      const first = await post("/api/initialize-questions", { constructionType: type, state, city });
      let step = (await first.json()) as StepJson;
      const answers: AnswerRecord[] = [];
      while (step.question) {
        expect(step.location).toEqual(figure);
        const q = step.question;
        const answer = q.kind === "number" ? Math.max(q.min ?? 0, Math.min(q.max ?? 0, 20_000)) : "b";
        answers.push({ question: q.question, answer, questionNumber: q.questionNumber });
        const res = await post("/api/next-question", { projectData: pd, currentAnswer: answer, answers });
        expect(res.status).toBe(200);
        step = (await res.json()) as StepJson;
      }
      expect(step.location).toEqual(figure);

      // results page and a shared link: the requirements' location line (a saved estimate keeps it)
      const final = (await (
        await post("/api/final-estimate", { projectData: pd, answers })
      ).json()) as FinalEstimate;
      const line = final.requirements.find((l) => l.startsWith("Location:"))!;
      const pct = Math.abs(figure.percent);
      expect(line).toContain(`location factor ${figure.multiplier.toFixed(2)}`);
      expect(line).toContain(
        figure.percent === 0
          ? "at the national average"
          : `${pct}% ${figure.percent > 0 ? "above" : "below"}`,
      );

      // the workbook, read with openpyxl
      const res = await post("/api/download-estimate", { projectData: pd, answers });
      expect(res.status).toBe(200);
      const sheets = ["Summary", "Project budget", "Requirements and answers"];
      const book = readWorkbook(new Uint8Array(await res.arrayBuffer()), sheets);
      const summary = book.Summary!;
      const row = (label: string) => summary.find((r) => r[0]?.[0] === label)?.[1]?.[0];
      expect(String(row("Location multiplier"))).toContain(text);
      expect(summary.some((r) => r[0]?.[0] === "Location factor")).toBe(false);

      // every range in the workbook names its basis: construction cost or total project cost
      for (const sheet of sheets) {
        for (const r of book[sheet]!) {
          const cells = r.map(([v]) => (v === null ? "" : String(v)));
          const label = cells.join(" | ");
          if (!/range|, low|, high|likely/i.test(cells[0] + " " + (cells[1] ?? ""))) continue;
          expect(label, `${sheet}: ${label}`).toMatch(/construction cost|total project cost/i);
        }
        const all = JSON.stringify(book[sheet]);
        expect(all).not.toContain("Total Project Cost Range");
      }
      const construction = Number(row("Construction cost, low"));
      expect(construction).toBe(final.costEstimate.min);
      expect(Number(row("Total project cost, low"))).toBe(final.projectCost.min);
    }, 60_000);
  }

  it("the first step also lists each kind at its typical size, the landing page's figures", async () => {
    const location = resolveLocation("colorado", "denver")!;
    const res = await post("/api/initialize-questions", {
      constructionType: "multi-family",
      state: "Colorado",
      city: "Denver",
    });
    const step = (await res.json()) as {
      kinds?: Array<{ label: string; typicalSqFt: number; perSqFt: unknown }>;
    };
    const kinds = kindFigures("multi-family", location);
    expect(step.kinds).toEqual(
      kinds.map(({ label, typicalSqFt, perSqFt }) => ({ label, typicalSqFt, perSqFt })),
    );
    const content = buildLandingContent(landingTargetOf("/estimate/multi-family/colorado/denver")!, 2026);
    expect(content.figures.kinds.map((k) => k.perSqFt)).toEqual(step.kinds!.map((k) => k.perSqFt));
  }, 60_000);
});
