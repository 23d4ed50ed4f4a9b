/**
 * What the platform's assets do not answer: a path that is no file reaches the worker. The build
 * writes a file for each page of the app (docs/decisions/008), so here a page of the app
 * (shared/app-paths.ts) arrives only without a build (vite dev); it gets the app's bare shell with
 * 200, any other path the same shell with 404 (the client shows its /404 screen): one answer per
 * isolate, nothing rendered per path; and a missing /assets/* file a plain 404 that
 * nothing caches: after a deploy an open tab asks for the old build's chunks, and index.html served
 * in their place with immutable caching broke it for good (the client reloads once instead).
 */
import { Hono } from "hono";
import { APP_PATHS } from "../../shared/app-paths";
import { INLINE_SCRIPT_HASHES } from "../middleware/inline-script-hashes";
import { loadAppShell } from "../render/document";

export const appShell = new Hono<{ Bindings: Env }>()
  .get("/assets/*", (c) => c.text("Not found", 404, { "cache-control": "no-store" }))
  .get("*", async (c) => {
    const url = new URL(c.req.url);
    const shell = await loadAppShell(c.env.ASSETS, url.origin);
    const known = APP_PATHS.has(url.pathname.replace(/\/+$/, "") || "/");
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
    };
    if (shell.inlineScriptHashes.length) headers[INLINE_SCRIPT_HASHES] = shell.inlineScriptHashes.join(" ");
    return c.body(shell.html, known ? 200 : 404, headers);
  });
