/**
 * Lets a worker-rendered page run the inline scripts of the app shell it was built from, by hash
 * and nothing else. The built shell has none; under `vite dev` the shell carries React refresh's
 * preamble, without which the dev client cannot hydrate. A route lists the hashes in an internal
 * header; registered outside the security headers, this adds them to script-src and drops it.
 */
import type { MiddlewareHandler } from "hono";

/** Internal response header: space-separated 'sha256-…' sources. Never sent to the browser. */
export const INLINE_SCRIPT_HASHES = "x-inline-script-hashes";

export const allowShellInlineScripts = (): MiddlewareHandler => async (c, next) => {
  await next();
  const hashes = c.res.headers.get(INLINE_SCRIPT_HASHES);
  if (!hashes) return;
  c.res.headers.delete(INLINE_SCRIPT_HASHES);
  const csp = c.res.headers.get("content-security-policy");
  if (csp)
    c.res.headers.set(
      "content-security-policy",
      csp.replace(/script-src [^;]*/, (d) => `${d} ${hashes}`),
    );
};
