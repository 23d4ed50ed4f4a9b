/**
 * GET /api/landing?path=/estimate/…: the landing payload as JSON, for a client-side navigation to
 * a landing page (a full load gets the same payload embedded in the HTML). An invalid path is 404
 * `not_found` in the API's one error shape.
 */
import { Hono } from "hono";
import { LandingQuerySchema } from "../../shared/api/inputs";
import { LandingPayloadSchema } from "../../shared/api/outputs";
import { quote } from "../../shared/api/text";
import { ApiError } from "../errors";
import { documented } from "../openapi";
import { queryOf } from "../validate";
import { LANDING_CACHE_CONTROL, landingPayload } from "./landing";

export const landingApi = new Hono<{ Bindings: Env }>().get(
  "/",
  documented(
    {
      summary: "A landing page's content",
      description: "The site's own client uses it to navigate between landing pages.",
      tags: ["Site"],
      query: LandingQuerySchema,
      ok: { description: "The page's content.", schema: LandingPayloadSchema },
      errors: ["invalid_query", "not_found"],
    },
    queryOf(LandingQuerySchema),
  ),
  (c) => {
    const { path } = c.req.valid("query");
    const payload = landingPayload(path, new Date().getUTCFullYear());
    if (payload.status !== 200) throw new ApiError("not_found", `No landing page at '${quote(path)}'.`);
    c.header("cache-control", LANDING_CACHE_CONTROL);
    return c.json(payload, 200);
  },
);
