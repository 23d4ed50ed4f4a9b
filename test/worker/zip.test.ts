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

  // the check, in workerd: each ZIP read from its shard through the assets binding
  it.each([
    ["62263", "Nashville", "Washington County", "IL"],
    ["78660", "Pflugerville", "Travis County", "TX"],
    ["90210", "Beverly Hills", "Los Angeles County", "CA"],
    ["59801", "Missoula", "Missoula County", "MT"],
    ["06103", "Hartford", "Hartford County", "CT"],
  ])("%s → %s, %s, %s", async (zip, place, county, code) => {
    const res = await get(`zip=${zip}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ zip, place, county, state: { code } });
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

  it("prices an unlisted town by its county through its state's name shard, and the same by ZIP", async () => {
    const estimate = async (fields: Record<string, string>) => {
      const res = await post("/api/estimate", { constructionType: "office-building", ...fields });
      expect(res.status).toBe(200);
      return ((await res.json()) as { project: { locationFactor: unknown } }).project.locationFactor;
    };
    const byName = await estimate({ state: "Wisconsin", city: "Sparta" });
    expect(byName).toMatchObject({ scope: "county", source: "county-wages-2025" });
    expect(await estimate({ state: "Wisconsin", city: "", zip: "54656" })).toEqual(byName);
  });
});
