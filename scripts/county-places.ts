/**
 * Writes shared/places/data/county-places.generated.ts: every county's cost index, the county of
 * the places a visitor may type, and every ZIP code's place (see
 * shared/places/generator/county-places.ts). Run `npm run data:factors` after it (listed cities
 * without indices take their county's), then this again.
 *
 *   npm run data:county-places
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Generator from "../shared/places/generator/generate.mjs";
import { buildCountyFactors, COUNTY_PLACES_FILE } from "../shared/places/generator/county-places";

// imported at run time from its own folder, not bundled: it reads the review lists next to it
const generator = (await import(
  pathToFileURL(resolve("shared/places/generator/generate.mjs")).href
)) as typeof Generator;
const { text, stats, fit } = await buildCountyFactors(generator);
writeFileSync(COUNTY_PLACES_FILE, text);
console.log(JSON.stringify(stats));
console.log(JSON.stringify(fit));
