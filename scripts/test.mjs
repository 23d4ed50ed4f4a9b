// `npm test`: every check and test, in stages, with each stage's time.
//
// Stages in one step run at the same time: the type check, lint, format check and the dry-run
// deploy's build (which prerenders every page) each use about one core, so together they keep two
// cores busy; the unit tests and the browser tests spread over the cores themselves and run alone.
// The browser tests serve the build the dry-run deploy made (built once). A step runs only when
// every stage of the step before passed. Nothing is cached between runs.
//
// `npm test -- --only=lint,unit` runs some stages (in the same order).
import { spawn } from "node:child_process";

/** @type {Array<Array<{ name: string; script: string }>>} */
const STEPS = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "format", script: "format:check" },
    { name: "build (dry-run deploy)", script: "deploy:dry" },
  ],
  [{ name: "unit", script: "test:unit" }],
  [{ name: "e2e", script: "test:e2e:built" }],
];

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (stage) => !only || only.some((o) => stage.name.startsWith(o) || stage.script === o);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one npm script; alone it writes straight through, beside others its output comes at its end. */
function run(stage, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (!alone) {
        process.stdout.write(`\n── ${stage.name} (npm run ${stage.script}) ──\n`);
        process.stdout.write(Buffer.concat(out));
      }
      process.stdout.write(
        `── ${stage.name}: ${ok ? "passed" : `FAILED (${signal ?? code})`} in ${seconds(ms)}\n`,
      );
      resolve({ stage, ok, ms });
    });
  });
}

const started = Date.now();
const results = [];
let failed = false;
for (const step of STEPS) {
  const stages = step.filter(wanted);
  if (stages.length === 0) continue;
  if (failed) {
    stages.forEach((stage) => results.push({ stage, ok: false, ms: 0, skipped: true }));
    continue;
  }
  const stepStarted = Date.now();
  if (stages.length > 1)
    process.stdout.write(`▶ ${stages.map((s) => s.name).join(", ")} (at the same time)\n`);
  else process.stdout.write(`▶ ${stages[0].name}\n`);
  const done = await Promise.all(stages.map((stage) => run(stage, stages.length === 1)));
  results.push(...done);
  if (stages.length > 1)
    results.push({
      stage: { name: "  (step, wall clock)" },
      ok: true,
      ms: Date.now() - stepStarted,
      step: true,
    });
  failed = done.some((r) => !r.ok);
}

const width = Math.max(...results.map((r) => r.stage.name.length));
process.stdout.write("\nStage times:\n");
for (const r of results) {
  const verdict = r.step ? "" : r.skipped ? "skipped" : r.ok ? "passed" : "FAILED";
  process.stdout.write(
    `  ${r.stage.name.padEnd(width)}  ${r.skipped ? "" : seconds(r.ms).padStart(8)}  ${verdict}\n`,
  );
}
process.stdout.write(`  ${"total".padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}\n`);
process.exit(failed ? 1 : 0);
