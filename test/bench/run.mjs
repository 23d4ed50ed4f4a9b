// Runs every test/bench/*.bench.ts: bundles each with esbuild into a temporary file and imports it.
// A bench file default-exports a list of { name, fn, async? } cases; this runner times each case and
// prints a table of per-call median and p99 in microseconds. Add a file to add benchmarks.
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
  const cpu0 = process.cpuUsage();
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    perCall.push(((performance.now() - t0) * 1000) / batch);
  }
  const cpu = process.cpuUsage(cpu0);
  perCall.sort((a, b) => a - b);
  const cpuMean = (cpu.user + cpu.system) / (samples * batch);
  return { median: quantile(perCall, 0.5), p99: quantile(perCall, 0.99), cpuMean, batch };
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
  const cpu0 = process.cpuUsage();
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    perCall.push(((performance.now() - t0) * 1000) / batch);
  }
  const cpu = process.cpuUsage(cpu0);
  perCall.sort((a, b) => a - b);
  const cpuMean = (cpu.user + cpu.system) / (samples * batch);
  return { median: quantile(perCall, 0.5), p99: quantile(perCall, 0.99), cpuMean, batch };
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
    });
    const cases = (await import(pathToFileURL(outfile).href)).default;
    for (const c of cases) {
      const r = c.async ? await timeAsync(c.fn, c.options) : time(c.fn, c.options);
      rows.push({ file, name: c.name, median: r.median, p99: r.p99, cpuMean: r.cpuMean });
    }
  }
  const w = Math.max(...rows.map((r) => r.name.length), 10);
  // Wall time per call (median, p99 of batches) and the process's CPU time per call (mean): on a
  // busy machine the CPU column is the steadier figure.
  console.log(
    `${"benchmark".padEnd(w)}  ${"median µs".padStart(10)}  ${"p99 µs".padStart(10)}  ${"cpu µs".padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(w)}  ${r.median.toFixed(1).padStart(10)}  ${r.p99.toFixed(1).padStart(10)}  ${r.cpuMean.toFixed(1).padStart(8)}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
