// GET /api/zip: a ZIP code's place, county and state with its county's index; unknown ZIPs and
// ZIPs of another state get a message the start form shows as is.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, post } from "./api-helpers";

const get = (query: string) => exports.default.fetch(`${BASE}/api/zip?${query}`);

describe("GET /api/zip", () => {
  it("names the place, county and state of a ZIP code, with the county's index", async () => {
    const res = await get("zip=62263&state=Illinois");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      zip: "62263",
      place: "Nashville",
      county: "Washington County",
      state: { name: "Illinois", code: "IL" },
      location: { factor: 0.94, scope: "county", source: "county-wages-2025" },
    });
  });

  it("says an unknown ZIP is unknown", async () => {
    const res = await get("zip=00000");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toMatch(/ZIP code 00000 is not one we know/);
  });

  it("says which state a ZIP of another state lies in", async () => {
    const res = await get("zip=62263&state=Texas");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/is in Illinois, not Texas/);
  });

  it("refuses text that is not five digits", async () => {
    expect((await get("zip=6226")).status).toBe(400);
    expect((await get("zip=%3Cscript%3E")).status).toBe(400);
  });

  it("prices an estimate by the ZIP's county and refuses a ZIP of another state", async () => {
    const body = (zip: string, state: string) => ({
      constructionType: "office-building",
      state,
      city: "",
      zip,
    });
    const ok = await post("/api/estimate", body("62263", "Illinois"));
    expect(ok.status).toBe(200);
    const est = (await ok.json()) as {
      project: { city: { name: string }; locationFactor: { scope: string } };
    };
    expect(est.project.city.name).toBe("Nashville");
    expect(est.project.locationFactor.scope).toBe("county");
    const bad = await post("/api/estimate", body("62263", "Texas"));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /Illinois, not Texas/,
    );
  });
});
