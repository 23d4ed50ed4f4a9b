/**
 * Server rendering of a landing page with the client's own components and routes (React's
 * renderToReadableStream in the worker), so the HTML the worker sends is exactly what the client
 * hydrates: one implementation of the page. Loaded with a dynamic import, so only landing
 * requests pay for React's server renderer.
 */
import { renderToReadableStream } from "react-dom/server";
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
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <App seed={payload}>
      {/* hydrate={false}: no inline hydration script (CSP); the routes have no loaders to hydrate. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    { onError: (err) => void (failure ??= err) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}
