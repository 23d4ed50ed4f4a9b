/**
 * Writes shared/places/data/county-places.generated.ts (see shared/places/generator/county-places.ts).
 *
 *   npm run data:county-places
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Generator from "../shared/places/generator/generate.mjs";
import { buildCountyPlaces, COUNTY_PLACES_FILE } from "../shared/places/generator/county-places";

// imported at run time from its own folder, not bundled: it reads the review lists next to it
const generator = (await import(
  pathToFileURL(resolve("shared/places/generator/generate.mjs")).href
)) as typeof Generator;
const { text, places } = await buildCountyPlaces(generator);
writeFileSync(COUNTY_PLACES_FILE, text);
console.log(`${places} places written to ${COUNTY_PLACES_FILE}`);
