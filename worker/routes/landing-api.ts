/**
 * GET /api/landing?path=/estimate/…: the landing payload as JSON, for a client-side navigation to
 * a landing page (a full load gets the same payload embedded in the HTML). 404 for an invalid path.
 */
import { Hono } from "hono";
import { methodNotAllowed } from "../http";
import { LANDING_CACHE_CONTROL, landingPayload } from "./landing";

export const landingApi = new Hono<{ Bindings: Env }>();

landingApi.get("/", (c) => {
  const path = c.req.query("path") ?? "";
  const payload = landingPayload(path.slice(0, 300), new Date().getUTCFullYear());
  c.header("cache-control", LANDING_CACHE_CONTROL);
  return c.json(payload, payload.status);
});
landingApi.all("/", methodNotAllowed(["GET"]));
