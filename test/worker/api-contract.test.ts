/**
 * Every answer matches its published schema (shared/api/outputs) exactly: parsing it loses no key
 * and changes no value, so the engine cannot send more, less or other than the contract says.
 */
import { exports } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../shared/api/errors";
import {
  FinalEstimateSchema,
  HealthSchema,
  QuoteCheckResultSchema,
  SavedEstimateSchema,
  SavedQuoteCheckSchema,
  ShareLinkSchema,
  StepSchema,
  StructuredEstimateSchema,
} from "../../shared/api/outputs";
import { BASE, converse, post, projectData } from "./api-helpers";
import { readXlsx } from "./xlsx-reader";

function expectExactly(schema: v.GenericSchema, body: unknown) {
  expect(v.parse(schema, body)).toEqual(body);
}

describe("answers match the contract", () => {
  it("health, the conversation, the final estimate, the structured estimate, quote checks and share links", async () => {
    expectExactly(HealthSchema, await (await exports.default.fetch(`${BASE}/api/health`)).json());
    const pd = projectData("office-building", "Ohio", "Columbus");
    const { steps, answers } = await converse(pd);
    for (const step of steps) expectExactly(StepSchema, step);

    const final = await (await post("/api/final-estimate", { projectData: pd, answers })).json();
    expectExactly(FinalEstimateSchema, final);

    const structured = await (
      await post("/api/estimate", { constructionType: "office-building", state: "ohio", areaSqFt: 20000 })
    ).json();
    expectExactly(StructuredEstimateSchema, structured);

    const link = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as {
      id: string;
    };
    expectExactly(ShareLinkSchema, link);
    expectExactly(
      SavedEstimateSchema,
      await (await exports.default.fetch(`${BASE}/api/estimates/${link.id}`)).json(),
    );

    const quoteBody = {
      project: { constructionType: "office-building", state: "Ohio", city: "Columbus", areaSqFt: 20000 },
      quote: { text: "Sitework $120,000\nConcrete 310,000\nHVAC 450,000\nExcluded: landscaping" },
    };
    expectExactly(QuoteCheckResultSchema, await (await post("/api/quote-check", quoteBody)).json());
    const quoteLink = v.parse(ShareLinkSchema, await (await post("/api/quote-checks", quoteBody)).json());
    expectExactly(
      SavedQuoteCheckSchema,
      await (await exports.default.fetch(`${BASE}/api/quote-checks/${quoteLink.id}`)).json(),
    );

    expectExactly(ErrorBodySchema, await (await post("/api/estimate", { state: "Atlantis" })).json());
  });

  it("the download names the question each answer answered, from the final estimate's replay", async () => {
    const pd = projectData("single-family");
    const { steps, answers } = await converse(pd);
    const res = await post("/api/download-estimate", { projectData: pd, answers });
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    const sheet = book.cells.get("Requirements and answers")!;
    const texts = [...sheet.keys()].map((ref) => book.text("Requirements and answers", ref) ?? "");
    for (const step of steps.slice(0, 10)) expect(texts).toContain(step.question!.question);
  });
});
