/**
 * Scenarios side by side through the API (issue 28): a 2,400 sq ft home in Austin and two of its
 * what-ifs, priced by POST /api/scenarios, equal the final estimate of each one's answers (each
 * division and the total project cost included); the comparison workbook holds the same numbers as
 * number cells; the download of one estimate gains its "What moves your cost" sheet; bad input is a
 * 4xx naming the scenario and the answer.
 */
import { exports } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DIVISION_NAMES } from "../../shared/api/constants";
import { ScenariosResultSchema, WhatIfResultSchema, type WhatIf } from "../../shared/api/outputs";
import { BASE, converse, finalOf, post, projectData, type ErrorJson } from "./api-helpers";
import { readXlsx } from "./xlsx-reader";

const pd = projectData("single-family", "Texas", "Austin");
const CHOICES: Record<string, string | number> = { "sf-area": 2400, "sf-foundation": "a", "sf-quality": "b" };
const conversation = converse(pd, (q) => CHOICES[q.id] ?? (q.kind === "number" ? 2400 : "b"));

const values = (answers: { answer: string | number }[]) => answers.map((a) => a.answer);

async function threeScenarios() {
  const { answers } = await conversation;
  const w = v.parse(
    WhatIfResultSchema,
    await (await post("/api/what-if", { projectData: pd, answers })).json(),
  );
  const picks: WhatIf[] = [w.additions[0]!, w.savings[0]!];
  return {
    answers,
    picks,
    body: {
      projectData: pd,
      scenarios: [answers, ...picks.map((p) => p.answers)].map((a) => ({ answers: values(a) })),
    },
  };
}

describe("POST /api/scenarios", () => {
  it("prices each scenario as the final estimate of its answers, and names what B and C change", async () => {
    const { answers, picks, body } = await threeScenarios();
    const res = await post("/api/scenarios", body);
    expect(res.status).toBe(200);
    const json = await res.json();
    const { scenarios } = v.parse(ScenariosResultSchema, json);
    expect(scenarios.map((s) => s.name)).toEqual(["A", "B", "C"]);
    expect(scenarios[0]!.label).toBe("Your estimate");
    expect(scenarios[0]!.answers).toEqual(answers);
    for (const [i, s] of scenarios.entries()) {
      const final = await finalOf(pd, s.answers);
      expect(s.costEstimate).toEqual(final.costEstimate);
      expect(s.costBreakdown).toEqual(final.costBreakdown);
      expect(s.projectCost).toEqual(final.projectCost);
      if (i > 0) {
        const pick = picks[i - 1]!;
        expect(s.answers).toEqual(pick.answers);
        expect(s.costEstimate.expected - scenarios[0]!.costEstimate.expected).toBe(
          pick.constructionDelta.expected,
        );
        expect(s.label).toContain(`${pick.to.label} instead of`);
        expect(s.changes.some((c) => c.questionId === pick.questionId)).toBe(true);
      }
    }
  });

  it("downloads the comparison: a comparison sheet and one sheet per scenario, numbers as numbers", async () => {
    const { body } = await threeScenarios();
    const { scenarios } = v.parse(ScenariosResultSchema, await (await post("/api/scenarios", body)).json());
    const res = await post("/api/scenarios/download", body);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="scenarios-[\w.-]+\.xlsx"/);
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(book.names).toEqual(["Comparison", "Scenario A", "Scenario B", "Scenario C", "Sources"]);
    const sheet = book.cells.get("Comparison")!;
    const rowOf = (label: string) => {
      for (const ref of sheet.keys())
        if (/^A\d+$/.test(ref) && book.text("Comparison", ref) === label) return ref.slice(1);
      throw new Error(`no row ${label}`);
    };
    const numbers = (label: string) =>
      ["B", "C", "D"].map((col) => {
        const cell = sheet.get(`${col}${rowOf(label)}`)!;
        expect(cell.type).not.toBe("inlineStr");
        return Number(cell.value);
      });
    expect(numbers("Construction cost")).toEqual(scenarios.map((s) => s.costEstimate.expected));
    expect(numbers("Construction cost, likely low (25th)")).toEqual(
      scenarios.map((s) => s.costEstimate.likely.min),
    );
    expect(numbers("Total project cost")).toEqual(scenarios.map((s) => s.projectCost.expected));
    for (const name of DIVISION_NAMES)
      expect(numbers(name)).toEqual(scenarios.map((s) => s.costBreakdown.divisions[name]));
  });

  it("adds What moves your cost to the estimate's download", async () => {
    const { answers } = await conversation;
    const res = await post("/api/download-estimate", { projectData: pd, answers });
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(book.names).toContain("What moves your cost");
    const w = v.parse(
      WhatIfResultSchema,
      await (await post("/api/what-if", { projectData: pd, answers })).json(),
    );
    // The first saving's row: question, answers, then the change as a number cell.
    expect(book.text("What moves your cost", "A8")).toBe(w.savings[0]!.question);
    expect(Number(book.text("What moves your cost", "D8"))).toBe(w.savings[0]!.constructionDelta.expected);
  });

  it("is published in the OpenAPI document", async () => {
    const doc = (await (await exports.default.fetch(`${BASE}/api/openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, unknown>; requestBody?: unknown } }>;
    };
    for (const path of ["/api/scenarios", "/api/scenarios/download"]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(["200", "400", "413", "415", "500"]),
      );
    }
    expect(JSON.stringify(doc.paths["/api/scenarios"])).toContain("#/components/schemas/Scenario");
  });

  it("answers bad input with a 4xx naming the scenario and the answer", async () => {
    const { body } = await threeScenarios();
    const bad = structuredClone(body);
    bad.scenarios[1]!.answers[3] = "z";
    const res = await post("/api/scenarios", bad);
    expect(res.status).toBe(400);
    const e = ((await res.json()) as ErrorJson).error;
    expect(e.code).toBe("replay_mismatch");
    expect(e.message).toMatch(/^Scenario B: Answer 4 must be one of/);
    expect(e.issues?.[0]?.path).toBe("scenarios.1.answers.3");

    const four = await post("/api/scenarios", { ...body, scenarios: [...body.scenarios, body.scenarios[0]] });
    expect(four.status).toBe(400);
    expect(((await four.json()) as ErrorJson).error.message).toMatch(/at most 3 scenarios/);

    const nine = await post("/api/scenarios", {
      ...body,
      scenarios: [{ answers: body.scenarios[0]!.answers.slice(0, 9) }],
    });
    expect(nine.status).toBe(400);
    expect(((await nine.json()) as ErrorJson).error.message).toMatch(/10 answers of a finished estimate/);

    const none = await post("/api/scenarios/download", { ...body, scenarios: [] });
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorJson).error.code).toBe("invalid_body");
  });
});
