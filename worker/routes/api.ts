/**
 * The /api sub-app: the resource routers, chained so that the app's type carries each route.
 * Resource routers live beside this file.
 */
import { Hono } from "hono";
import { HealthSchema } from "../../shared/api/outputs";
import { describe } from "../openapi";
import { conversation } from "./conversation";
import { download } from "./download";
import { drawings } from "./drawings";
import { estimate } from "./estimate";
import { estimates } from "./estimates";
import { quoteCheck } from "./quote-check";
import { quoteChanges } from "./quote-changes";
import { whatIfRoute } from "./what-if";
import { zipRoute } from "./zip";

export const api = new Hono<{ Bindings: Env }>()
  .get(
    "/health",
    describe({
      summary: "Health check",
      tags: ["Site"],
      ok: { description: "The API is up.", schema: HealthSchema },
      errors: [],
    }),
    (c) => c.json({ ok: true as const }, 200),
  )
  .route("/", conversation)
  .route("/", download)
  .route("/", drawings)
  .route("/", estimate)
  .route("/", estimates)
  .route("/", quoteCheck)
  .route("/", quoteChanges)
  .route("/", whatIfRoute)
  .route("/", zipRoute);
