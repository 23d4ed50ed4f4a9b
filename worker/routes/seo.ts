/**
 * /sitemap.xml and /robots.txt (specification §7; decision record 004), served by the worker from
 * the shared generator with absolute URLs on the request's origin.
 */
import { Hono } from "hono";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../shared/content/sitemap";

const CACHE_CONTROL = "public, max-age=3600";

export const seo = new Hono<{ Bindings: Env }>();

seo.get("/sitemap.xml", (c) => {
  const origin = new URL(c.req.url).origin;
  return c.body(sitemapXml(sitemapEntries(origin)), 200, {
    "content-type": "application/xml; charset=utf-8",
    "cache-control": CACHE_CONTROL,
  });
});

seo.get("/robots.txt", (c) =>
  c.body(robotsTxt(new URL(c.req.url).origin), 200, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": CACHE_CONTROL,
  }),
);
