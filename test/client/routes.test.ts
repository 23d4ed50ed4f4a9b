/**
 * The worker answers the app's pages with 200 and anything else with 404 (shared/app-paths.ts), so
 * its list must be the router's; and a lazy page that fails to load reloads the app once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_PATHS, LANDING_PREFIXES } from "../../shared/app-paths";
import { reloadOnce } from "../../client/reload-once";
import { createRoutes } from "../../client/router";

function paths(routes: ReturnType<typeof createRoutes>): string[] {
  return routes.flatMap((r) => [
    ...(r.index ? ["/"] : r.path ? [r.path] : []),
    ...(r.children ? paths(r.children) : []),
  ]);
}

describe("the app's pages", () => {
  it("are exactly the paths the worker answers with 200, besides landing pages and the catch-all", () => {
    const own = paths(createRoutes()).filter(
      (p) => p !== "*" && !LANDING_PREFIXES.some((prefix) => p.startsWith(`/${prefix}/`)),
    );
    expect(new Set(own)).toEqual(APP_PATHS);
  });
});

describe("reloadOnce", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("reloads the page once when a lazy import fails, and rethrows a second failure", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = reloadOnce(() =>
      Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(failing()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("passes a successful import through", async () => {
    await expect(reloadOnce(() => Promise.resolve({ Component: "x" }))()).resolves.toEqual({
      Component: "x",
    });
  });
});
