/**
 * The /api sub-app: composes the resource routers and answers JSON for everything else
 * (wrong method 405; the root answers 404 for unknown API paths).
 * Resource routers live beside this file.
 */
import { Hono } from "hono";
import { methodNotAllowed } from "../http";
import { conversation } from "./conversation";
import { download } from "./download";
import { estimate } from "./estimate";
import { estimates } from "./estimates";
import { quoteCheck } from "./quote-check";

export const api = new Hono<{ Bindings: Env }>();

api.get("/health", (c) => c.json({ ok: true }));
api.all("/health", methodNotAllowed(["GET"]));

api.route("/", conversation);
api.route("/", download);
api.route("/", estimate);
api.route("/", estimates);
api.route("/", quoteCheck);
