/**
 * Writes shared/places/data/metro-factors.generated.ts (see shared/places/generator/metro-factors.ts).
 *
 *   npm run data:factors
 */
import { writeFileSync } from "node:fs";
import { buildMetroFactors, METRO_FACTORS_FILE } from "../shared/places/generator/metro-factors";

// Run from the project root (npm run data:factors).
const { text, own, county } = buildMetroFactors();
writeFileSync(METRO_FACTORS_FILE, text);
console.log(`metro factors: ${own} cities with their own indices, ${county} from their county`);
