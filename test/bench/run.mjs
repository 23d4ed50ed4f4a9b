// Runs every test/bench/*.bench.ts: bundles each with esbuild into a temporary file and imports it.
// A bench file default-exports a list of { name, fn, async? } cases; this runner times each case and
// prints a table of per-call median and p99 wall time and mean and p99 CPU time in microseconds.
// Add a file to add benchmarks.
import { build } from "esbuild";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// `npm run bench -- api` runs only the bench files whose name contains "api".
const only = process.argv[2] ?? "";
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts") && f.includes(only))
  .sort();
const out = mkdtempSync(join(tmpdir(), "c2c-bench-"));

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const cpuOf = (usage) => usage.user + usage.system;

/** Median and p99 of the per-call wall and CPU times, and the mean CPU time per call. */
function summary(perCall, cpuPerCall, cpu, samples, batch) {
  perCall.sort((a, b) => a - b);
  cpuPerCall.sort((a, b) => a - b);
  return {
    median: quantile(perCall, 0.5),
    p99: quantile(perCall, 0.99),
    cpuMean: cpuOf(cpu) / (samples * batch),
    cpuP99: quantile(cpuPerCall, 0.99),
    batch,
  };
}

/** Times fn: warm-up, then `samples` timed batches of `batch` calls each; returns µs per call. */
function time(fn, { samples = 300, minBatchMs = 2 } = {}) {
  for (let i = 0; i < 50; i++) fn();
  let batch = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - t0 >= minBatchMs || batch >= 1 << 16) break;
    batch *= 2;
  }
  const perCall = [];
  const cpuPerCall = [];
  const cpu0 = process.cpuUsage();
  for (let s = 0; s < samples; s++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    perCall.push(((performance.now() - t0) * 1000) / batch);
    cpuPerCall.push(cpuOf(process.cpuUsage(c0)) / batch);
  }
  return summary(perCall, cpuPerCall, process.cpuUsage(cpu0), samples, batch);
}

/** time() for a case whose fn returns a promise (`async: true`): each call is awaited. */
async function timeAsync(fn, { samples = 300, minBatchMs = 2 } = {}) {
  for (let i = 0; i < 50; i++) await fn();
  let batch = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    if (performance.now() - t0 >= minBatchMs || batch >= 1 << 16) break;
    batch *= 2;
  }
  const perCall = [];
  const cpuPerCall = [];
  const cpu0 = process.cpuUsage();
  for (let s = 0; s < samples; s++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    perCall.push(((performance.now() - t0) * 1000) / batch);
    cpuPerCall.push(cpuOf(process.cpuUsage(c0)) / batch);
  }
  return summary(perCall, cpuPerCall, process.cpuUsage(cpu0), samples, batch);
}

try {
  const rows = [];
  for (const file of files) {
    const outfile = join(out, file.replace(/\.ts$/, ".mjs"));
    await build({
      entryPoints: [join(here, file)],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile,
      logLevel: "error",
      // the place shards from the committed files (scripts/node-place-shards.ts), as in the scripts
      inject: [join(here, "../../scripts/node-place-shards.ts")],
    });
    const cases = (await import(pathToFileURL(outfile).href)).default;
    for (const c of cases) {
      const r = c.async ? await timeAsync(c.fn, c.options) : time(c.fn, c.options);
      rows.push({ file, name: c.name, median: r.median, p99: r.p99, cpuMean: r.cpuMean, cpuP99: r.cpuP99 });
    }
  }
  const w = Math.max(...rows.map((r) => r.name.length), 10);
  // Wall time per call (median, p99 of batches) and the process's CPU time per call (mean, and p99
  // of batches): on a busy machine the wall p99 counts the time the process was not running, so
  // the CPU columns are the figures to hold against a CPU budget. The process's CPU includes its
  // garbage collector's threads.
  console.log(
    `${"benchmark".padEnd(w)}  ${"median µs".padStart(10)}  ${"p99 µs".padStart(10)}  ${"cpu µs".padStart(8)}  ${"cpu p99 µs".padStart(10)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(w)}  ${r.median.toFixed(1).padStart(10)}  ${r.p99.toFixed(1).padStart(10)}  ${r.cpuMean.toFixed(1).padStart(8)}  ${r.cpuP99.toFixed(1).padStart(10)}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
