/**
 * Browser entry. A landing page the worker rendered is hydrated (its lazy route is loaded first so
 * the first render matches the server's HTML); every other page is rendered from scratch.
 */
import "./mantine-styles";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { App } from "./App";
import { readLandingSeed } from "./landing/landing-data";
import { createRouter, createRoutes, resolveLazyRoutes } from "./router";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element.");
  const seed = readLandingSeed();
  const routes = createRoutes();
  const hydrate = seed?.status === 200 && container.firstElementChild !== null;
  if (hydrate) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <App seed={seed}>
      <RouterProvider router={createRouter(routes)} />
    </App>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
