/**
 * Build-time rendering of landing pages (docs/decisions/008): the same App, layout route and
 * guide the browser hydrates, rendered to HTML once per build instead of once per request. A
 * landing page's part is its body and its embedded data, with the year left as a slot for the
 * worker to fill in. Kept apart from the other screens (prerender.tsx) so the worker's tests can
 * render parts without type-checking the rest of the app against Workers types.
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
