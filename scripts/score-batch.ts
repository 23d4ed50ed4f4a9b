/**
 * Scores candidate calibration cases (a JSON array in the cases.json format) on the engine as it
 * stands, before they join the set: the out-of-sample test of a new batch. Checks each candidate's
 * shape and that it is not already in the set (same id, or same name in the same city), then prints
 * each case's published and estimated cost per sq ft, its log error and whether it fell inside, and
 * the batch's summary by type.
 *
 * Each candidate's score is its **first score** (decision record 016): it is recorded in
 * shared/calibration/first-scores.json with the engine's data version, the day and the commit,
 * and never rewritten (a candidate scored again keeps its first record), so the prequential record
 * of the set grows with every batch. `--dry-run` scores without recording.
 *
 *   node scripts/run-ts.mjs scripts/score-batch.ts [--dry-run] <batch.json> [more.json …]
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import casesJson from "../shared/calibration/cases.json";
import firstScoresJson from "../shared/calibration/first-scores.json";
import { escalation, scoreCase } from "../shared/calibration/score";
import { firstScoreOf, withFirstScores } from "../shared/calibration/first-score";
import type { CalibrationCase, FirstScore, FirstScoreRecord } from "../shared/calibration/types";
import { DATA_AS_OF, DATA_VERSION } from "../shared/engine/version";
import { PROJECT_TYPE_IDS } from "../shared/project-types";

const FIRST_SCORES = "shared/calibration/first-scores.json";
const dryRun = process.argv.includes("--dry-run");

/** The commit the engine is at, when git can say (a record is fine without it). */
function commit(): string | undefined {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "shared"], { encoding: "utf8" }).trim();
    return dirty ? `${head} with changes` : head;
  } catch {
    return undefined;
  }
}
const BY = {
  dataVersion: DATA_VERSION,
  priceLevel: DATA_AS_OF,
  date: new Date().toISOString().slice(0, 10),
  engine: commit(),
};
const recorded: [string, FirstScore][] = [];

const EXISTING = casesJson as CalibrationCase[];
const key = (c: Pick<CalibrationCase, "name" | "city">) =>
  `${c.city}|${c.name}`.toLowerCase().replace(/[^a-z0-9|]+/g, " ");
const ids = new Set(EXISTING.map((c) => c.id));
const names = new Set(EXISTING.map(key));

/** What is wrong with a candidate's shape, if anything. */
function problems(c: CalibrationCase): string[] {
  const out: string[] = [];
  if (!/^[a-z0-9-]+$/.test(c.id ?? "")) out.push("id");
  if (!PROJECT_TYPE_IDS.includes(c.type)) out.push("type");
  try {
    escalation(c.year, c.type);
  } catch {
    out.push(`no cost index of its type for ${c.year}`);
  }
  if (!(c.areaSqFt > 0) || !(c.cost > 0)) out.push("area or cost");
  if (c.costBasis !== "construction" && c.costBasis !== "total-project") out.push("costBasis");
  if (!/^https?:\/\//.test(c.source?.url ?? "")) out.push("source url");
  if (!c.quote) out.push("quote");
  if (ids.has(c.id)) out.push("id already in the set");
  if (names.has(key(c))) out.push("name and city already in the set");
  return out;
}

const rows: { type: string; inside: boolean; err: number }[] = [];
for (const file of process.argv.slice(2).filter((a) => a !== "--dry-run")) {
  const batch = JSON.parse(readFileSync(file, "utf8")) as CalibrationCase[];
  console.log(`\n${file}: ${batch.length} candidates`);
  for (const c of batch) {
    const bad = problems(c);
    if (bad.length) {
      console.log(`  SKIP ${c.id}: ${bad.join(", ")}`);
      continue;
    }
    const s = scoreCase(c);
    recorded.push([c.id, firstScoreOf(c, s, BY)]);
    const err = Math.log(s.expected / s.published);
    rows.push({ type: c.type, inside: s.inside, err });
    console.log(
      `  ${s.inside ? "in " : "OUT"} ${err >= 0 ? "+" : ""}${err.toFixed(2)}  published $${Math.round(s.published / c.areaSqFt)}/sf  engine $${Math.round(s.expected / c.areaSqFt)}/sf (${Math.round(s.min / c.areaSqFt)}–${Math.round(s.max / c.areaSqFt)})  kind ${s.kind || "-"}  ${c.id}`,
    );
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
console.log("\ntype                 cases  inside  median |ln error|  median ln error");
for (const type of [...PROJECT_TYPE_IDS, "all"]) {
  const of = rows.filter((r) => type === "all" || r.type === type);
  if (!of.length) continue;
  const inside = of.filter((r) => r.inside).length;
  console.log(
    `${type.padEnd(20)} ${String(of.length).padStart(5)}  ${String(inside).padStart(6)}  ${median(
      of.map((r) => Math.abs(r.err)),
    )
      .toFixed(3)
      .padStart(17)}  ${median(of.map((r) => r.err))
      .toFixed(3)
      .padStart(15)}`,
  );
}

if (!dryRun && recorded.length) {
  const { records, kept } = withFirstScores(firstScoresJson as Record<string, FirstScoreRecord>, recorded);
  writeFileSync(FIRST_SCORES, JSON.stringify(records, null, 2) + "\n");
  console.log(
    `\n${FIRST_SCORES}: ${recorded.length - kept.length} first scores recorded` +
      (kept.length ? `; ${kept.length} candidates already had one, kept: ${kept.join(", ")}` : ""),
  );
}
