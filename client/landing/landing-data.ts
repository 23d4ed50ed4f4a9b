/**
 * Where a landing page's content comes from on the client: the JSON the worker embedded in the
 * page it rendered (read once, so hydration uses exactly the server's content), or, after a
 * client-side navigation, the same JSON from GET /api/landing. The client never computes content:
 * no engine or places code ships with the landing page.
 */
import { createContext, use, useEffect, useState } from "react";
import type { EmbeddedLandingPayload, LandingPayload } from "../../shared/content/landing-types";

/** The payload the worker embedded, provided to the tree by App. */
export const LandingSeedContext = createContext<LandingPayload | null>(null);

/** Id of the <script type="application/json"> element holding the embedded payload. */
export const LANDING_DATA_ID = "landing-data";

/**
 * The embedded payload of this document, or null when the page has none. It belongs to the
 * document's own path: one prebuilt page serves every variant of its URL, and every 404 shares
 * one answer, so the payload itself names no path.
 */
export function readLandingSeed(doc: Document = document): LandingPayload | null {
  const text = doc.getElementById(LANDING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const embedded = JSON.parse(text) as EmbeddedLandingPayload;
    return { ...embedded, path: doc.location.pathname };
  } catch {
    return null;
  }
}

const normalise = (path: string) => path.replace(/\/+$/, "") || "/";
const fetched = new Map<string, LandingPayload>();

async function fetchLanding(path: string): Promise<LandingPayload> {
  const res = await fetch(`/api/landing?path=${encodeURIComponent(path)}`);
  if (res.status === 404) return { status: 404, path };
  if (!res.ok) throw new Error(`API request failed: ${res.status} ${res.statusText}`);
  return (await res.json()) as LandingPayload;
}

/** The payload for a path: synchronous when embedded or fetched before, else undefined while loading. */
export function useLandingPayload(pathname: string): LandingPayload | undefined {
  const path = normalise(pathname);
  const seed = use(LandingSeedContext);
  const known = seed && normalise(seed.path) === path ? seed : fetched.get(path);
  const [, setVersion] = useState(0);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (known) return;
    let live = true;
    fetchLanding(path).then(
      (payload) => {
        fetched.set(path, payload);
        if (live) setVersion((v) => v + 1);
      },
      (err: unknown) => live && setError(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [path, known]);

  // A failed load is an unexpected error: the route's error screen shows it (spec §2).
  if (error) throw error;
  return known;
}
