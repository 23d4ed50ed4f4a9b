/**
 * Refuses writes made by other sites' pages: a request whose browser says it comes from another
 * site (`Sec-Fetch-Site: cross-site`) or whose Origin is not this site's own is answered 403
 * `cross_site`. Clients that send neither header (integrations, curl) are served as before.
 * Without this, any website could make its visitors' browsers save estimates, spending the KV
 * writes of the day.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors";

export const sameSiteOnly = (): MiddlewareHandler => async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if (site === "cross-site" || (origin !== undefined && origin !== new URL(c.req.url).origin)) {
    throw new ApiError("cross_site", "This endpoint accepts requests from this site's own pages only.");
  }
  await next();
};
