/**
 * The /api sub-app: composes the resource routers and answers JSON for everything else
 * (unknown path 404, wrong method 405). Resource routers live beside this file.
 */
import { Hono } from "hono";
import { jsonError, methodNotAllowed } from "../http";

export const api = new Hono<{ Bindings: Env }>();

api.get("/health", (c) => c.json({ ok: true }));
api.all("/health", methodNotAllowed(["GET"]));

api.notFound((c) => jsonError(c, 404, "not_found", `No API endpoint at ${c.req.path}.`));
