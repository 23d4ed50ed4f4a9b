/** The worker's frame: JSON 404 and 405 under /api, security headers on every response. */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const BASE = "http://c2c.test";

describe("worker frame", () => {
  it("answers GET /api/health with 200 JSON", async () => {
    const res = await exports.default.fetch(`${BASE}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await exports.default.fetch(`${BASE}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/no-such-endpoint");
  });

  it("answers 405 JSON with an Allow header for a wrong method", async () => {
    const res = await exports.default.fetch(`${BASE}/api/health`, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("method_not_allowed");
  });

  it("sets the security headers on API responses", async () => {
    const res = await exports.default.fetch(`${BASE}/api/health`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
