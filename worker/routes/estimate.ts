/**
 * POST /api/estimate: a structured estimate without the conversation (decision record 005), for
 * landing pages and integrations. Type and state are required; city, area and quality refine it.
 * An area outside the type's bounds is 400 `out_of_range` (the engine's OutOfRangeError).
 */
import { Hono } from "hono";
import { EstimateInputSchema } from "../../shared/api/inputs";
import { StructuredEstimateSchema, type StructuredEstimate } from "../../shared/api/outputs";
import { DATA_VERSION, structuredEstimate } from "../../shared/engine/index";
import { comparablesOf } from "../evidence";
import { documented } from "../openapi";
import { checkBudget } from "../budget";
import { jsonBody } from "../validate";

/** The structured estimate's route, mounted under /api. */
export const estimate = new Hono<{ Bindings: Env }>().post(
  "/estimate",
  documented(
    {
      summary: "A structured estimate without the conversation",
      description:
        "For landing pages and integrations: `city`, `areaSqFt`, `quality`, `startDate` and `landCost` are optional. " +
        "`projectCost` is the total project cost around the construction cost `costEstimate`. " +
        "`comparables`: the nearest published projects of the type and their reference class (no kind is asked here).",
      tags: ["Estimates"],
      body: EstimateInputSchema,
      ok: { description: "The estimate and its division breakdown.", schema: StructuredEstimateSchema },
      errors: ["invalid_json", "invalid_body", "out_of_range", "payload_too_large", "unsupported_media_type"],
    },
    jsonBody(EstimateInputSchema),
  ),
  async (c) => {
    const { project, areaSqFt, quality, ...fields } = c.req.valid("json");
    const budget = checkBudget(fields, new Date());
    const result = structuredEstimate(
      {
        ...project,
        ...(areaSqFt !== null ? { areaSqFt } : {}),
        ...(quality !== null ? { quality } : {}),
      },
      budget,
    );
    const body: StructuredEstimate = {
      project: {
        constructionType: project.type,
        state: project.location.state,
        city: project.location.city,
        locationFactor: project.location.location,
      },
      inputs: { areaSqFt, quality, ...budget },
      dataVersion: DATA_VERSION,
      ...result,
      comparables: await comparablesOf(project, [], result.costEstimate),
    };
    return c.json(body, 200);
  },
);
