/**
 * What the landing benchmark measures, bundled on its own by landing.bench.ts with the automatic
 * JSX runtime and React's production build (as the worker bundle is built).
 */
import { Hono } from "hono";

export { buildLandingContent } from "../../shared/content/landing";
export { landingTargetOf } from "../../shared/content/landing-route";
export { sitemapEntries, sitemapXml } from "../../shared/content/sitemap";
export { renderAppBody } from "../../worker/render/landing-ssr";
export { landingPayload } from "../../worker/routes/landing";
import { landing } from "../../worker/routes/landing";

/** The landing sub-app alone, as the worker mounts it. */
export const app = new Hono<{ Bindings: Env }>().route("/", landing);
