/**
 * GET /api/zip?zip=62263&state=Illinois: the place, county and state a ZIP code names, and the
 * county's cost index (the start form checks a typed ZIP with it). An unknown ZIP is 404
 * `not_found`, a ZIP of another state than the one given 400 `invalid_query`, each with a message
 * the form shows as is. The ZIP table is static assets the worker alone reads, a shard per ZIP
 * prefix (worker/places.ts).
 */
import { Hono } from "hono";
import { ZipQuerySchema, zipProblem } from "../../shared/api/inputs";
import { ZipPlaceSchema } from "../../shared/api/outputs";
import { findState } from "../../shared/places";
import { countyFactorRow, lookupZip } from "../../shared/places/project-location";
import { ApiError } from "../errors";
import { loadPlaces } from "../places";
import { documented } from "../openapi";
import { queryOf } from "../validate";

export const zipRoute = new Hono<{ Bindings: Env }>().get(
  "/zip",
  documented(
    {
      summary: "What a ZIP code names",
      description:
        "The place, county and state of a 5-digit US ZIP code (GeoNames postal codes, CC BY 4.0), with the " +
        "county's construction cost index an estimate there is priced with. Give `state` to check the ZIP lies in it.",
      tags: ["Places"],
      ok: { description: "The ZIP code's place.", schema: ZipPlaceSchema },
      errors: ["invalid_query", "not_found"],
    },
    queryOf(ZipQuerySchema),
  ),
  async (c) => {
    const { zip, state } = c.req.valid("query");
    const chosen = state ? findState(state) : undefined;
    if (state && !chosen) throw new ApiError("invalid_query", `Unknown state '${state.slice(0, 100)}'`);
    await loadPlaces(c.env.ASSETS, c.req.url, [{ zip }]);
    const problem = zipProblem(zip);
    if (problem)
      throw new ApiError(/^\d{5}$/.test(zip.trim()) ? "not_found" : "invalid_query", `${problem}.`);
    const mismatch = zipProblem(zip, chosen);
    if (mismatch) throw new ApiError("invalid_query", `${mismatch}.`);
    const found = lookupZip(zip)!;
    const row = countyFactorRow(found.state.code, found.county.code)!;
    c.header("cache-control", "public, max-age=86400");
    return c.json(
      {
        zip: found.zip,
        place: found.place,
        county: found.county.name,
        state: found.state,
        location: row,
      },
      200,
    );
  },
);
