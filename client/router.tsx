/**
 * Every route of the specification's route table (§2). Every page loads lazily so the first visit
 * downloads only what it shows. The build renders pages in the same layout route
 * (client/prerender.tsx); before hydrating such a page the client resolves the matched lazy
 * routes, so its first render matches the built HTML.
 */
import { LANDING_PREFIXES } from "../shared/app-paths";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { layoutRoute } from "./layout-route";
import { reloadOnce } from "./reload-once";

/** Landing pages share one screen under five prefixes (§2), in a state and a city shape. */
const landingRoutes: RouteObject[] = LANDING_PREFIXES.flatMap((prefix) => [
  `/${prefix}/:projectType/:state`,
  `/${prefix}/:projectType/:state/:city`,
]).map((path) => ({
  path,
  lazy: reloadOnce(async () => ({ Component: (await import("./pages/Landing.page")).LandingPage })),
}));

/** A fresh copy of the route tree (each router gets its own, as lazy routes are resolved in place). */
export function createRoutes(): RouteObject[] {
  return [
    layoutRoute([
      // The home page is static HTML without the app (docs/decisions/008); the app needs it only
      // after a client-side navigation, so it loads then.
      {
        index: true,
        lazy: reloadOnce(async () => ({ Component: (await import("./pages/Home.page")).HomePage })),
      },
      {
        path: "/conceptual-estimate",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/ConceptualEstimate.page")).ConceptualEstimatePage,
        })),
      },
      {
        path: "/question-flow",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/QuestionFlow.page")).QuestionFlowPage,
        })),
      },
      {
        path: "/cost-estimate",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/CostEstimate.page")).CostEstimatePage,
        })),
      },
      {
        path: "/drawing-estimate",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/DrawingEstimate.page")).DrawingEstimatePage,
        })),
      },
      {
        path: "/quote-checker",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/QuoteChecker.page")).QuoteCheckerPage,
        })),
      },
      {
        path: "/api-reference",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/ApiReference.page")).ApiReferencePage,
        })),
      },
      {
        path: "/quote-changes",
        lazy: reloadOnce(async () => ({
          Component: (await import("./pages/QuoteChanges.page")).QuoteChangesPage,
        })),
      },
      ...landingRoutes.map((r) => ({ ...r })),
      {
        path: "*",
        lazy: reloadOnce(async () => ({ Component: (await import("./pages/NotFound.page")).NotFoundPage })),
      },
    ]),
  ];
}

/** Loads the lazy routes matching a path and fixes them in place, as a server render needs. */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The browser's router over a route tree. */
export function createRouter(routes: RouteObject[] = createRoutes()) {
  return createBrowserRouter(routes);
}
