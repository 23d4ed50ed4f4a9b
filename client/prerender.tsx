/**
 * Build-time rendering (docs/decisions/008): the same App, layout route and pages the browser
 * hydrates, rendered to HTML once per build instead of once per request: every screen outside the
 * landing pages here, the landing parts in prerender-landing.tsx. Built by vite.config.ts as an
 * environment of its own.
 */
import type { ReactNode } from "react";
import { ConceptualEstimatePage } from "./pages/ConceptualEstimate.page";
import { HomePage } from "./pages/Home.page";
import { only, renderBody } from "./prerender-landing";

/** A screen the build writes as its own HTML file, rendered (or not) from the same components. */
export interface StaticPage {
  /** File under the static assets ("conceptual-estimate.html" answers /conceptual-estimate). */
  file: string;
  path: string;
  /** The page's body, or null for the bare shell (screens that depend on the visitor's storage). */
  render: (() => Promise<string>) | null;
  /** Whether the page ships the app (hydrated) or only the home page's small script. */
  app: boolean;
  /** The lazy route module the page shows, whose stylesheets it links (manifest key), if any. */
  module?: string;
}

/**
 * A screen that needs the app to show its content: its frame and skeleton, rendered from scratch.
 * Its page module is imported when rendered, as the client imports it (lazily).
 */
const skeleton = (
  file: string,
  path: string,
  module: string,
  page: () => Promise<ReactNode>,
): StaticPage => ({
  file,
  path,
  render: async () => renderBody(path, only(await page())),
  app: true,
  module,
});

/**
 * Every screen outside the landing pages. Home is static HTML without the app; the start form is
 * rendered and hydrated; the question flow and results read the visitor's storage and the Quote
 * Checker, Quote Changes and the Drawing Estimate are interactive tools, so they arrive as the site's frame
 * with a skeleton (painted at once: docs/decisions/015), which the app replaces; the API reference fetches the
 * OpenAPI document, so it gets the bare shell. Unknown paths get the bare shell from the worker
 * (APP_SHELL_ASSET), with status 404.
 */
export const STATIC_PAGES: readonly StaticPage[] = [
  {
    file: "index.html",
    path: "/",
    render: () => renderBody("/", [{ index: true, element: <HomePage /> }]),
    app: false,
    module: "pages/Home.page.tsx",
  },
  {
    file: "conceptual-estimate.html",
    path: "/conceptual-estimate",
    render: () => renderBody("/conceptual-estimate", only(<ConceptualEstimatePage />)),
    app: true,
    module: "pages/ConceptualEstimate.page.tsx",
  },
  skeleton("quote-changes.html", "/quote-changes", "pages/QuoteChanges.page.tsx", async () => {
    const { QuoteChangesPage } = await import("./pages/QuoteChanges.page");
    return <QuoteChangesPage skeleton />;
  }),
  skeleton("drawing-estimate.html", "/drawing-estimate", "pages/DrawingEstimate.page.tsx", async () => {
    const { DrawingEstimatePage } = await import("./pages/DrawingEstimate.page");
    return <DrawingEstimatePage skeleton />;
  }),
  skeleton("quote-checker.html", "/quote-checker", "pages/QuoteChecker.page.tsx", async () => {
    const { QuoteCheckerPage } = await import("./pages/QuoteChecker.page");
    return <QuoteCheckerPage skeleton />;
  }),
  skeleton("question-flow.html", "/question-flow", "pages/QuestionFlow.page.tsx", async () => {
    const { QuestionFlowPage } = await import("./pages/QuestionFlow.page");
    return <QuestionFlowPage skeleton />;
  }),
  skeleton("cost-estimate.html", "/cost-estimate", "pages/CostEstimate.page.tsx", async () => {
    const { CostEstimatePage } = await import("./pages/CostEstimate.page");
    return <CostEstimatePage skeleton />;
  }),
  { file: "api-reference.html", path: "/api-reference", render: null, app: true },
];

// What the build's prerender step needs besides the screens (vite.config.ts).
export { renderLandingPart } from "./prerender-landing";
export { canonicalLandingPath } from "../shared/content/landing-route";
export {
  APP_SHELL_ASSET,
  LANDING_SHELL_ASSET,
  allLandingTargets,
  prebuiltPartPath,
} from "../shared/content/prebuilt";
