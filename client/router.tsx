/**
 * Every route of the specification's route table (§2). Pages beyond Home load lazily so the
 * first visit downloads only what it shows.
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "./components/AppLayout/AppLayout";
import { ErrorScreen } from "./components/ErrorScreen/ErrorScreen";
import { HomePage } from "./pages/Home.page";

/** Landing pages share one screen under five prefixes (§2), in a state and a city shape. */
export const LANDING_PREFIXES = ["estimate", "cost", "calculator", "pricing", "budget"] as const;

const landingRoutes: RouteObject[] = LANDING_PREFIXES.flatMap((prefix) => [
  `/${prefix}/:projectType/:state`,
  `/${prefix}/:projectType/:state/:city`,
]).map((path) => ({
  path,
  lazy: async () => ({ Component: (await import("./pages/Landing.page")).LandingPage }),
}));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: "/conceptual-estimate",
        lazy: async () => ({
          Component: (await import("./pages/ConceptualEstimate.page")).ConceptualEstimatePage,
        }),
      },
      {
        path: "/question-flow",
        lazy: async () => ({ Component: (await import("./pages/QuestionFlow.page")).QuestionFlowPage }),
      },
      {
        path: "/cost-estimate",
        lazy: async () => ({ Component: (await import("./pages/CostEstimate.page")).CostEstimatePage }),
      },
      {
        path: "/drawing-estimate",
        lazy: async () => ({ Component: (await import("./pages/ComingSoon.page")).DrawingEstimatePage }),
      },
      {
        path: "/quote-checker",
        lazy: async () => ({ Component: (await import("./pages/ComingSoon.page")).QuoteCheckerPage }),
      },
      {
        path: "/quote-changes",
        lazy: async () => ({ Component: (await import("./pages/ComingSoon.page")).QuoteChangesPage }),
      },
      ...landingRoutes,
      {
        path: "*",
        lazy: async () => ({ Component: (await import("./pages/NotFound.page")).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
