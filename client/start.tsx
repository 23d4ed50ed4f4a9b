/**
 * Starts the app (loaded by main.tsx after the first paint). A page that arrives rendered (a landing page, the start form:
 * docs/decisions/008) is hydrated, its lazy route loaded first so the first render matches the
 * HTML; the start form then adopts what the visitor typed or picked before the app loaded
 * (StartForm.tsx). A page that arrives as its frame and a skeleton (the question flow, results, the
 * Quote Checker: marked data-skeleton) or bare is rendered from scratch, also only once its route's
 * code is loaded, so the frame stays on screen until the page replaces it.
 */
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { App } from "./App";
import { readLandingSeed } from "./landing/landing-data";
import { createRouter, createRoutes, resolveLazyRoutes } from "./router";

/** Marks the document once the app has hydrated or rendered (browser tests time it). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

/**
 * A start form submitted before the app loaded arrives as /question-flow?type=…&state=…&city=…:
 * store its project as Continue does, and go on to the flow (or back to the form).
 */
async function takeSubmittedForm() {
  const { pathname, search } = window.location;
  if (pathname !== "/question-flow" || !/[?&](type|state|city)=/.test(search)) return;
  const { takeSubmittedStart } = await import("./components/StartForm/start-values");
  const next = takeSubmittedStart(search);
  if (next) window.history.replaceState(null, "", next);
}

/** Hydrates or renders the app into #root. */
export async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element.");
  await takeSubmittedForm();
  const seed = readLandingSeed();
  const routes = createRoutes();
  const rendered = container.firstElementChild !== null && !container.querySelector("[data-skeleton]");
  const hydrate = rendered && (seed ? seed.status === 200 : true);
  await resolveLazyRoutes(routes, window.location.pathname);
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
