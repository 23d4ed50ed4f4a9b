/**
 * What the landing benchmark measures, bundled on its own by landing.bench.ts with the automatic
 * JSX runtime and React's production build (as the worker and the build-time renderer are built).
 */
import { Hono } from "hono";
import { landingPages } from "../../worker/routes/landing";

export { buildLandingContent } from "../../shared/content/landing";
export { landingTargetOf } from "../../shared/content/landing-route";
export { prebuiltPartPath } from "../../shared/content/prebuilt";
export { sitemapEntries, sitemapXml } from "../../shared/content/sitemap";
export { renderLandingPart } from "../../client/prerender";

/** The landing middleware alone, as the worker mounts it. */
export const app = new Hono<{ Bindings: Env }>().get("*", landingPages());
