// The generated module is exactly what `npm run data:places` writes (so nobody hand-edits it), and
// the places data stays within its client budget of 60 KB gzipped.
import { describe, expect, it } from "vitest";
import {
  displayName,
  placesBundleGzipBytes,
  placesDrift,
  slugOf,
} from "../../../shared/places/generator/generate.mjs";

describe("places generator", () => {
  it("writes the committed module byte for byte", async () => {
    expect(await placesDrift()).toBe(false);
  }, 60_000);

  it("adds no more than 60 KB gzipped to a client bundle", async () => {
    expect(await placesBundleGzipBytes()).toBeLessThan(60_000);
  }, 60_000);

  it("slugs names as the slug map stores them", () => {
    expect(slugOf("St. Louis")).toBe("st-louis");
    expect(slugOf("Coeur d'Alene")).toBe("coeur-d-alene");
    expect(slugOf("Lee's Summit")).toBe("lees-summit");
    expect(slugOf("Cañon City")).toBe("canon-city");
    expect(slugOf("Kapa‘a")).toBe("kapaa");
  });

  it("writes Saint as St. and drops GeoNames' suffixes", () => {
    expect(displayName("Saint Paul")).toBe("St. Paul");
    expect(displayName("St Johnsbury")).toBe("St. Johnsbury");
    expect(displayName("Sainte Genevieve")).toBe("Sainte Genevieve");
    expect(displayName("City of Milford (balance)")).toBe("Milford");
  });
});
