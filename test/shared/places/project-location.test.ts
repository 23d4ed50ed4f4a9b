/**
 * Every place priced by its own county (issue 30): a typed place that is not listed takes its
 * county's index (a listed city's published indices where its county has one, else the county's
 * labor-market index), never the state's average; a ZIP code names the place, county and state;
 * listed cities with their own indices are unchanged.
 */
import { describe, expect, it } from "vitest";
import { citiesOf, PLACES_SOURCES, resolveLocation, STATES } from "../../../shared/places";
import { COUNTY_PLACES } from "../../../shared/places/data/county-places.generated";
import { buildCountyFactors } from "../../../shared/places/generator/county-places";
import * as generator from "../../../shared/places/generator/generate.mjs";
import { PLACE_SHARDS_DIR } from "../../../shared/places/place-shards";
import { readRepoFile, repoFiles } from "../files.mjs";
import {
  countiesOf,
  lookupZip,
  placeCounty,
  resolveProjectLocation,
} from "../../../shared/places/project-location";

describe("unlisted small towns priced by their county's index", () => {
  // three small towns whose counties have no listed city: each takes its county's labor-market
  // index (DOL prevailing wage files 2025-26 from BLS OEWS May 2024), not its state's average
  it.each([
    ["Illinois", "Nashville", "Washington County", 0.94, 0.85],
    ["Wisconsin", "Sparta", "Monroe County", 0.99, 0.94],
    ["South Carolina", "Walterboro", "Colleton County", 1.01, 0.98],
  ])("%s: %s → %s (%s homes, %s other buildings)", (state, town, county, factor, commercial) => {
    expect(placeCounty(resolveLocation(state)!.state, town)?.name).toBe(county);
    const place = resolveProjectLocation(state, town)!;
    expect(place.city).toEqual({ name: town, slug: null, custom: true });
    expect(place.location).toEqual({
      factor,
      commercial,
      scope: "county",
      source: "county-wages-2025",
      asOf: "2025-07",
    });
    expect(place.location.factor).not.toBe(resolveLocation(state)!.location.factor);
    const source = PLACES_SOURCES.find((s) => s.id === place.location.source)!;
    expect(source.publisher).toMatch(/Department of Labor/);
    expect(source.url).toBe("https://flag.dol.gov/wage-data/wage-data-downloads");
  });

  it("prices Nashville, Illinois below Peoria, not at Illinois's average", () => {
    const nashville = resolveProjectLocation("Illinois", "Nashville")!.location.factor;
    expect(nashville).toBeLessThan(resolveLocation("Illinois", "Peoria")!.location.factor);
    expect(nashville).toBeLessThan(resolveLocation("Illinois")!.location.factor);
  });

  it("prices Pflugerville, Texas with Austin's indices (Travis County has a priced listed city)", () => {
    const austin = resolveLocation("Texas", "Austin")!;
    const place = resolveProjectLocation("Texas", "pflugerville")!;
    expect(place.location).toEqual({ ...austin.location, scope: "county" });
  });

  it("keeps the state's factor only for a place it does not know; listed cities as they were", () => {
    expect(resolveProjectLocation("Texas", "Nowhere Creek")!.location).toEqual(
      resolveLocation("Texas")!.location,
    );
    expect(resolveProjectLocation("Texas", "Austin")).toEqual(resolveLocation("Texas", "Austin"));
    expect(resolveProjectLocation("New York", "Brooklyn")).toEqual(resolveLocation("New York", "Brooklyn"));
    expect(resolveProjectLocation("Texas", null)).toEqual(resolveLocation("Texas", null));
  });

  it("gives a listed city without indices of its own its own county's index, everywhere", () => {
    // Bloomington, Illinois (McLean County): no published metro index; its county's, in the places
    // data itself, so the landing page shows what the estimate applies
    const place = resolveLocation("Illinois", "Bloomington")!;
    expect(place.location.scope).toBe("county");
    expect(place.location.source).toBe("county-wages-2025");
    expect(resolveProjectLocation("Illinois", "Bloomington")).toEqual(place);
  });
});

describe("the county table", () => {
  it("covers every county of the 50 states", () => {
    const n = Object.values(COUNTY_PLACES.counties).reduce((t, s) => t + Object.keys(s).length, 0);
    expect(n).toBeGreaterThan(3100);
    for (const s of STATES)
      expect(Object.keys(COUNTY_PLACES.counties[s.code] ?? {}).length).toBeGreaterThan(0);
  });

  it("agrees with the metro indices it was fitted to", () => {
    const fit = COUNTY_PLACES.fit as { residential: { r: number; n: number }; commercial: { r: number } };
    expect(fit.residential.n).toBeGreaterThan(200);
    expect(fit.residential.r).toBeGreaterThan(0.5);
    expect(fit.commercial.r).toBeGreaterThan(0.7);
  });

  it("keeps a listed metro's figure for its county", () => {
    const cook = countiesOf("IL")["031"];
    const chicago = resolveLocation("Illinois", "Chicago")!.location;
    expect(cook).toEqual(["Cook County", chicago.factor, chicago.commercial, "metro:chicago"]);
  });

  it("adds at most 60 KB gzipped to the worker: the county index alone, place names and ZIP codes apart", async () => {
    expect(await generator.gzipJsonBytes(COUNTY_PLACES)).toBeLessThan(60_000);
    expect(Object.keys(COUNTY_PLACES).sort()).toEqual(["counties", "fit", "shards"]);
  });

  it("leaves the ZIP table to static assets a lookup reads one small shard of", async () => {
    const files = repoFiles(`client/public${PLACE_SHARDS_DIR}`);
    const zips = files.filter((f) => f.includes("/zip/"));
    const names = files.filter((f) => f.includes("/names/"));
    expect(zips.length).toBeGreaterThan(800);
    expect(names.length).toBe(50);
    const gzip = (f: string) => generator.gzipJsonBytes(JSON.parse(readRepoFile(f)));
    // a ZIP's shard (one fetch per prefix) and a state's place names, each gzipped
    for (const f of zips) expect(await gzip(f), f).toBeLessThan(2_000);
    for (const f of names) expect(await gzip(f), f).toBeLessThan(16_000);
    const count = zips.reduce((n, f) => n + Object.keys(JSON.parse(readRepoFile(f)) as object).length, 0);
    expect(count).toBeGreaterThan(40_000);
  });

  it("is exactly what npm run data:county-places writes", async () => {
    const { countyText, shards, text } = await buildCountyFactors(generator);
    expect(countyText).toEqual(COUNTY_PLACES.counties);
    expect(text).toContain(`"shards":"${COUNTY_PLACES.shards}"`);
    const files = repoFiles(`client/public${PLACE_SHARDS_DIR}`);
    expect(files).toEqual(Object.keys(shards).map((path) => `client/public${path}`));
    for (const [path, json] of Object.entries(shards))
      expect(readRepoFile(`client/public${path}`), path).toBe(json);
  }, 120_000);
});

describe("ZIP codes", () => {
  it.each([
    ["62263", "Nashville", "Washington County", "IL"],
    ["78660", "Pflugerville", "Travis County", "TX"],
    ["90210", "Beverly Hills", "Los Angeles County", "CA"],
    ["59801", "Missoula", "Missoula County", "MT"],
    ["06103", "Hartford", "Hartford County", "CT"],
  ])("%s → %s, %s, %s", (zip, place, county, state) => {
    const found = lookupZip(zip)!;
    expect(found.place).toBe(place);
    expect(found.county.name).toBe(county);
    expect(found.state.code).toBe(state);
  });

  it("knows no ZIP that is not five digits or not in the table", () => {
    expect(lookupZip("00000")).toBeUndefined();
    expect(lookupZip("1234")).toBeUndefined();
    expect(lookupZip("abcde")).toBeUndefined();
  });

  it("prices a project by its ZIP's county, the ZIP's place standing in for a missing city", () => {
    const byZip = resolveProjectLocation("Illinois", null, "62263")!;
    expect(byZip.city).toEqual({ name: "Nashville", slug: null, custom: true });
    expect(byZip.location).toEqual(resolveProjectLocation("Illinois", "Nashville")!.location);
    // a ZIP of another state is not used (the API refuses it first)
    expect(resolveProjectLocation("Texas", null, "62263")).toEqual(resolveLocation("Texas", null));
  });

  it("maps only places that are not listed", async () => {
    // GeoNames' cities500 places the postal names do not place the same way (they win in the shards)
    const { places } = await buildCountyFactors(generator);
    for (const [code, table] of Object.entries(places)) {
      const listed = new Set(citiesOf(code).map((c) => c.name.toLowerCase()));
      for (const names of Object.values(table))
        for (const n of names.split("|")) expect(listed.has(n), `${code} ${n}`).toBe(false);
    }
  });
});
