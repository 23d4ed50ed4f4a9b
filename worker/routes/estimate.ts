/**
 * POST /api/estimate: a structured estimate without the conversation (PRODUCT.md decision 5), for
 * landing pages and integrations. Type and state are required; city, area and quality refine it.
 * An area outside the type's bounds is 400 `out_of_range`.
 */
import { Hono } from "hono";
import { DATA_VERSION, structuredEstimate } from "../../shared/engine/index";
import { EstimateInputSchema } from "../../shared/schemas";
import { methodNotAllowed } from "../http";
import { toProjectInput, withEngine } from "../project";
import { validateJson } from "../validate";

/** The structured estimate's route, mounted under /api. */
export const estimate = new Hono<{ Bindings: Env }>();

estimate.post("/estimate", async (c) => {
  const body = await validateJson(c, EstimateInputSchema);
  if (!body.ok) return body.response;
  const { areaSqFt, quality } = body.data;
  const project = toProjectInput(body.data);
  const result = withEngine(c, () =>
    structuredEstimate({
      ...project,
      ...(areaSqFt !== undefined ? { areaSqFt } : {}),
      ...(quality !== undefined ? { quality } : {}),
    }),
  );
  if (!result.ok) return result.response;
  return c.json({
    project: {
      constructionType: project.type,
      state: project.location.state,
      city: project.location.city,
      locationFactor: project.location.location,
    },
    inputs: { areaSqFt: areaSqFt ?? null, quality: quality ?? null },
    dataVersion: DATA_VERSION,
    ...result.value,
  });
});
estimate.all("/estimate", methodNotAllowed(["POST"]));
