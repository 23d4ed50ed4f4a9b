/**
 * The worker's composition root: middleware, the error handler and the route tables. The platform
 * serves static assets and the single-page app itself; this worker runs first only on the paths
 * listed in wrangler.toml's run_worker_first.
 */
import { Hono } from "hono";
import { jsonError } from "./http";
import { securityHeaders } from "./middleware/security-headers";
import { api } from "./routes/api";

const app = new Hono<{ Bindings: Env }>();

app.use("*", securityHeaders());

app.route("/api", api);

// Paths the worker runs first on but does not (yet) render itself get the single-page app.
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((err, c) => {
  // Logged for the operator; the visitor gets no stack trace.
  console.error("unhandled error", c.req.method, c.req.path, err);
  return jsonError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
});

export type AppType = typeof app;
export default app;
