/**
 * The five URL prefixes that show the same landing page (specification §2): the router's landing
 * routes, the worker's landing route and wrangler.toml's `run_worker_first` (a test compares it).
 */
export const LANDING_PREFIXES = ["estimate", "cost", "calculator", "pricing", "budget"] as const;

/** One of the landing prefixes. */
export type LandingPrefix = (typeof LANDING_PREFIXES)[number];

/**
 * The pages of the single-page app (client/router.tsx), besides the landing pages: the worker
 * answers these with the app shell and status 200, any other path with the shell and status 404.
 * A client test checks this list against the router.
 */
export const APP_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/conceptual-estimate",
  "/question-flow",
  "/cost-estimate",
  "/drawing-estimate",
  "/quote-checker",
  "/quote-changes",
  "/api-reference",
]);
