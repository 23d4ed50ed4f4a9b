/**
 * The worker's composition root: middleware, the error handler and the route tables. The platform
 * serves static assets and the single-page app itself; this worker runs first only on the paths
 * listed in wrangler.toml's run_worker_first.
 */
import { Hono } from "hono";
import { jsonError } from "./http";
import { allowShellInlineScripts } from "./middleware/inline-script-hashes";
import { securityHeaders } from "./middleware/security-headers";
import { api } from "./routes/api";
import { landingPages } from "./routes/landing";
import { landingApi } from "./routes/landing-api";
import { seo } from "./routes/seo";

const app = new Hono<{ Bindings: Env }>();

// Outside the security headers, so it can extend the CSP they set (dev shell only; see the module).
app.use("*", allowShellInlineScripts());
app.use("*", securityHeaders());

// The landing payload for client-side navigations; mounted here so the API's own router stays
// the API engineer's.
app.route("/api/landing", landingApi);
app.route("/api", api);
app.all("/api/*", (c) => jsonError(c, 404, "not_found", `No API endpoint at ${c.req.path}.`));

app.route("/", seo);
// Landing paths: prebuilt pages, 301s to the lowercase URL, one shared 404; other paths pass on.
app.get("*", landingPages());

// Paths the worker runs first on but does not render itself get the single-page app. The assets
// binding answers with immutable headers; copy them so the security headers can be added.
app.all("*", async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});

app.onError((err, c) => {
  // Logged for the operator; the visitor gets no stack trace.
  console.error("unhandled error", c.req.method, c.req.path, err);
  return jsonError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
});

export type AppType = typeof app;
export default app;
