/**
 * Lazy pages after a deploy: an open tab still runs the old build, whose chunks the new one no
 * longer has (the worker answers them 404). When a lazy import fails, the page reloads once to get
 * the new build; if the import fails again right after that reload, the error goes to the route's
 * error screen instead of reloading in a loop.
 */

const KEY = "c2c:reloaded-for-chunk";
/** A reload this recent counts as the one already tried. */
const WINDOW_MS = 30_000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Wraps a lazy import: on failure, reloads the page once (per 30 seconds), else rethrows. */
export function reloadOnce<T>(load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (err) {
      const store = session();
      const last = Number(store?.getItem(KEY) ?? 0);
      if (!store || now() - last < WINDOW_MS) throw err;
      store.setItem(KEY, String(now()));
      console.warn("A page's code failed to load; reloading once for the current build", err);
      window.location.reload();
      // The reload replaces the page; until then the route stays pending.
      return new Promise<T>(() => undefined);
    }
  };
}
