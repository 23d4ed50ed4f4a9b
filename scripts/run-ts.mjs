// Runs a TypeScript script of the project (data generators, calibration): bundles it with esbuild
// into a temporary file and imports it, so scripts share the code and the JSON data of shared/.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <script.ts> [args…]");
  process.exit(2);
}
const out = mkdtempSync(join(tmpdir(), "c2c-script-"));
const file = join(out, "script.mjs");
try {
  await build({
    entryPoints: [resolve(entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: file,
    logLevel: "warning",
    // the place shards from the committed files (scripts/node-place-shards.ts): no worker here
    inject: [resolve("scripts/node-place-shards.ts")],
  });
  process.argv = [process.argv[0], entry, ...args];
  await import(pathToFileURL(file).href);
} finally {
  rmSync(out, { recursive: true, force: true });
}
