/**
 * Build-time rendering (docs/decisions/005): the same App, layout route and pages the browser
 * hydrates, rendered to HTML once per build instead of once per request. A landing page's part is
 * its body and its embedded data, with the year left as a slot for the worker to fill in.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { buildLandingContent } from "../shared/content/landing";
import { canonicalLandingPath, type LandingTarget } from "../shared/content/landing-route";
import type { EmbeddedLandingPayload, LandingPayload } from "../shared/content/landing-types";
import { partHeader } from "../shared/content/prebuilt";
import { safeJson } from "../shared/content/safe-json";
import { YEAR_SLOT } from "../shared/content/version";
import { App } from "./App";
import { layoutRoute } from "./layout-route";
import * as ComingSoonPages from "./pages/ComingSoon.page";
import { ConceptualEstimatePage } from "./pages/ConceptualEstimate.page";
import { HomePage } from "./pages/Home.page";
import { LandingPage } from "./pages/Landing.page";

const ORIGIN = "https://prerender.invalid";

/** The body HTML of the app at a path, with the given routes under the layout route. */
export async function renderBody(
  path: string,
  children: RouteObject[],
  seed: LandingPayload | null = null,
): Promise<string> {
  const handler = createStaticHandler([layoutRoute(children)]);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <App seed={seed}>
      {/* hydrate={false}: no inline hydration script (CSP); the routes have no loaders to hydrate. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
}

/** A page element as the only route, for renderBody. */
export function only(element: ReactNode): RouteObject[] {
  return [{ path: "*", element }];
}

/** Byte offsets of every occurrence of `needle` in `haystack`. */
function offsetsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    found.push(i);
  }
  return found;
}

/** A part's bytes: the header line with the JSON's and the year slots' offsets, then body and JSON. */
export function encodePart(body: string, json: string): Uint8Array {
  const encoder = new TextEncoder();
  const payload = encoder.encode(body + json);
  const jsonAt = encoder.encode(body).length;
  const header = encoder.encode(
    `${partHeader({ json: jsonAt, years: offsetsOf(payload, encoder.encode(YEAR_SLOT)) })}\n`,
  );
  const part = new Uint8Array(header.length + payload.length);
  part.set(header);
  part.set(payload, header.length);
  return part;
}

/**
 * A landing page's prebuilt part: the guide rendered in the app's layout, then the JSON the client
 * hydrates from. Both carry the year slot; every prefix and variation of the URL shares the part.
 */
export async function renderLandingPart(target: LandingTarget): Promise<Uint8Array> {
  const content = buildLandingContent(target, YEAR_SLOT);
  const path = canonicalLandingPath(target);
  const body = await renderBody(path, only(<LandingPage />), { status: 200, path, content });
  const data: EmbeddedLandingPayload = { status: 200, content };
  return encodePart(body, safeJson(data));
}

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

const comingSoon = (file: string, path: string, Page: () => ReactNode): StaticPage => ({
  file,
  path,
  render: () => renderBody(path, only(<Page />)),
  app: true,
  module: "pages/ComingSoon.page.tsx",
});

/**
 * Every screen outside the landing pages. Home is static HTML without the app; the start form and
 * the Coming Soon pages are rendered and hydrated; the question flow and results read the
 * visitor's storage, so they get the bare shell; 404.html answers every unknown path.
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
  comingSoon("drawing-estimate.html", "/drawing-estimate", ComingSoonPages.DrawingEstimatePage),
  comingSoon("quote-checker.html", "/quote-checker", ComingSoonPages.QuoteCheckerPage),
  comingSoon("quote-changes.html", "/quote-changes", ComingSoonPages.QuoteChangesPage),
  { file: "question-flow.html", path: "/question-flow", render: null, app: true },
  { file: "cost-estimate.html", path: "/cost-estimate", render: null, app: true },
  { file: "404.html", path: "/404", render: null, app: true },
];

// What the build's prerender step needs besides the renderer (vite.config.ts).
export { canonicalLandingPath } from "../shared/content/landing-route";
export { LANDING_SHELL_ASSET, allLandingTargets, prebuiltPartPath } from "../shared/content/prebuilt";
