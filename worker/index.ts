/**
 * The worker's composition root: middleware, the error handler and the route tables, chained so
 * that `AppType` carries every route for the client's typed `hc<AppType>`. The platform serves
 * static files itself; this worker runs on the API, the landing pages, /sitemap.xml, /robots.txt,
 * and every path that is no file (wrangler.toml).
 */
import { Hono } from "hono";
import { quote } from "../shared/api/text";
import { ApiError, answerWrongMethods, handleError } from "./errors";
import { guardBody } from "./middleware/body";
import { allowShellInlineScripts } from "./middleware/inline-script-hashes";
import { securityHeaders } from "./middleware/security-headers";
import { openApiDocument } from "./openapi";
import { accuracy } from "./routes/accuracy";
import { api } from "./routes/api";
import { appShell } from "./routes/app-shell";
import { landing } from "./routes/landing";
import { landingApi } from "./routes/landing-api";
import { DRAWING_BODY_ALLOWANCES } from "./routes/drawings";
import { QUOTE_BODY_ALLOWANCES } from "./routes/quote-check";
import { QUOTE_CHANGES_BODY_ALLOWANCES } from "./routes/quote-changes";
import { seo } from "./routes/seo";

export { ShareBudget } from "./share-budget";

const app = new Hono<{ Bindings: Env }>()
  // Outside the security headers, so it can extend the CSP they set (dev shell only; see the module).
  .use(allowShellInlineScripts())
  .use(securityHeaders())
  // Inside the security headers, so that a 413 carries them; drains what an answer left unread.
  // The Quote Checker's and Quote Changes' POSTs may carry 128 KB, the drawing reader's 8 MB, every other body 64 KB.
  .use(guardBody({ ...QUOTE_BODY_ALLOWANCES, ...QUOTE_CHANGES_BODY_ALLOWANCES, ...DRAWING_BODY_ALLOWANCES }))
  // The landing payload for client-side navigations; mounted here so the API's own router stays
  // the API engineer's.
  .route("/api/landing", landingApi)
  .route("/api", api);

const routes = app.get("/api/openapi.json", openApiDocument(app));

answerWrongMethods(routes, "/api/");
const notFound = (path: string) =>
  new ApiError("not_found", `No API endpoint at ${quote(path)}. The API is described at /api/openapi.json.`);
routes.all("/api", (c) => {
  throw notFound(c.req.path);
});
routes.all("/api/*", (c) => {
  throw notFound(c.req.path);
});
routes.route("/", seo);
routes.route("/", accuracy);
routes.route("/", landing);
routes.route("/", appShell);
routes.notFound((c) => handleError(notFound(c.req.path), c));
routes.onError(handleError);

export type AppType = typeof routes;
export default routes;
