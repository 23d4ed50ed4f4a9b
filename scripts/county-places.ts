/**
 * Writes shared/places/data/county-places.generated.ts (every county's cost index, the county of
 * the GeoNames places a visitor may type) and the place shards among the static assets below
 * client/public/_places (every ZIP code's place, the postal file's place names; see
 * shared/places/place-shards.ts and shared/places/generator/county-places.ts). Run
 * `npm run data:factors` after it (listed cities without indices take their county's), then this again.
 *
 *   npm run data:county-places
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Generator from "../shared/places/generator/generate.mjs";
import { buildCountyFactors, COUNTY_PLACES_FILE, PUBLIC_DIR } from "../shared/places/generator/county-places";
import { PLACE_SHARDS_DIR } from "../shared/places/place-shards";

// imported at run time from its own folder, not bundled: it reads the review lists next to it
const generator = (await import(
  pathToFileURL(resolve("shared/places/generator/generate.mjs")).href
)) as typeof Generator;
const { text, shards, stats, fit } = await buildCountyFactors(generator);
writeFileSync(COUNTY_PLACES_FILE, text);
// the shards' folder holds nothing else: rewritten whole, so a shard no longer made goes
rmSync(join(PUBLIC_DIR, PLACE_SHARDS_DIR), { recursive: true, force: true });
for (const [path, json] of Object.entries(shards)) {
  const file = join(PUBLIC_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
}
console.log(JSON.stringify({ ...stats, shards: Object.keys(shards).length }));
console.log(JSON.stringify(fit));
