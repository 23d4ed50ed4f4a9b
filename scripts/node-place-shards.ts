/**
 * Node's source of the place shards (shared/places/place-shards.ts): the committed files below
 * client/public/_places, read synchronously on first use. Importing this module installs the
 * reader; the scripts (scripts/run-ts.mjs injects it), the benchmarks and the vitest projects that
 * run in Node (vitest.config.ts) import it, so calibration, docs and unit tests price places with
 * no worker. Paths are from the repository root, where every npm script runs.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setPlaceShardReader } from "../shared/places/place-shards";

// the client's public folder (the generator's PUBLIC_DIR), which vite copies among the assets
const root = resolve("client/public");

setPlaceShardReader((path) => {
  try {
    return readFileSync(join(root, path), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
});
