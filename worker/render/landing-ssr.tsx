/**
 * Server rendering of a landing page with the client's own components and layout route (React's
 * server renderer in the worker), so the HTML the worker sends is exactly what the client
 * hydrates: one implementation of the page. Loaded with a dynamic import, so only landing
 * requests pay for React's server renderer.
 *
 * renderToString rather than renderToReadableStream: the page has no Suspense boundary to stream,
 * the whole HTML is wanted as one string (to put into the shell and the edge cache), and the
 * string renderer skips the encode-to-bytes-and-back that costs about a tenth of the stream's time.
 */
// The edge entry, which is what "react-dom/server" resolves to in workerd, named so that a Node
// benchmark measures the same renderer.
import { renderToString } from "react-dom/server.edge";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { LandingPayload } from "../../shared/content/landing-types";
import { App } from "../../client/App";
import { layoutRoute } from "../../client/layout-route";
import { LandingPage } from "../../client/pages/Landing.page";

/** The body HTML of the app at this URL, with the landing payload the page reads. */
export async function renderAppBody(url: string, payload: LandingPayload): Promise<string> {
  // The matched routes are what renders: the same layout route and landing page as the client's.
  const handler = createStaticHandler([layoutRoute([{ path: "*", Component: LandingPage }])]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} from the routes`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <App seed={payload}>
      {/* hydrate={false}: no inline hydration script (CSP); the routes have no loaders to hydrate. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
}
