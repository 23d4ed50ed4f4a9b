/**
 * Starts the app (loaded by main.tsx after the first paint). A page that arrives rendered (a landing page, the start form, a Coming Soon page:
 * docs/decisions/008) is hydrated, its lazy route loaded first so the first render matches the
 * HTML; every other page is rendered from scratch. The start form hydrates only when the visitor
 * has no stored project, because a stored one prefills it (its HTML was built with none).
 */
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { App } from "./App";
import { readLandingSeed } from "./landing/landing-data";
import { createRouter, createRoutes, resolveLazyRoutes } from "./router";
import { readProjectData } from "./storage";

/** Marks the document once the app has hydrated or rendered (browser tests wait for it). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

/** Hydrates or renders the app into #root. */
export async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element.");
  const seed = readLandingSeed();
  const routes = createRoutes();
  const prerendered = container.firstElementChild !== null;
  const prefilled = window.location.pathname === "/conceptual-estimate" && readProjectData().status === "ok";
  const hydrate = prerendered && (seed ? seed.status === 200 : !prefilled);
  if (hydrate) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <App seed={seed}>
      <RouterProvider router={createRouter(routes)} />
      <Ready />
    </App>
  );
  // In a transition React renders in slices and yields to the browser between them, so hydrating
  // a long guide never blocks input for long (issue 14: total blocking time).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
