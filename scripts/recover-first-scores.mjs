// Recovers the first score of every calibration case from the repository's history (issue 30, "a
// prequential record"): for each commit that added cases to shared/calibration/cases.json, the
// engine of its parent commit (which had not seen them) scores the cases as they joined, through
// that commit's own scorer (shared/calibration/score.ts), extracted with `git archive` into a
// temporary folder that is removed afterwards. Writes shared/calibration/first-scores.json (keyed by
// case id, each with the engine's range, expected value, the published cost as then escalated,
// the data version, the date the case joined and how it was had — "history": by the engine of the
// commit before; "history-same-parameters": by the commit it joined in, which changed no engine
// parameter, only added the cost index the case needed — or, where no first score can be had, why).
// Records already in the file are kept: a first score is never rewritten.
//
//   node scripts/recover-first-scores.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const CASES = "shared/calibration/cases.json";
const OUT = join(ROOT, "shared/calibration/first-scores.json");

const git = (...args) =>
  execFileSync("git", args, {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    stdio: ["ignore", "pipe", "ignore"],
  });
/** True when two commits have the same engine data (parameters): the same engine, to the dollar. */
const sameEngine = (a, b) => {
  try {
    git("diff", "--quiet", a, b, "--", "shared/engine/data");
    return true;
  } catch {
    return false;
  }
};
const casesAt = (commit) => JSON.parse(git("show", `${commit}:${CASES}`));
const key = (c) => `${c.city}|${c.name}`.toLowerCase().replace(/[^a-z0-9|]+/g, " ");

/** The scorer run inside an old tree: scores a batch with that tree's engine, one case at a time. */
const SCORER = `
import { readFileSync, writeFileSync } from "node:fs";
import { scoreCase } from "./shared/calibration/score";
import { DATA_AS_OF, DATA_VERSION } from "./shared/engine/version";
const [batchFile, outFile] = process.argv.slice(2);
const out = {};
for (const c of JSON.parse(readFileSync(batchFile, "utf8"))) {
  try {
    const s = scoreCase(c);
    out[c.id] = { min: s.min, expected: s.expected, max: s.max, published: s.published, dataVersion: DATA_VERSION, priceLevel: DATA_AS_OF };
  } catch (e) {
    out[c.id] = { error: String(e && e.message ? e.message : e) };
  }
}
writeFileSync(outFile, JSON.stringify(out));
`;

/** Scores cases with the engine of a commit. */
function scoreWith(commit, cases) {
  const dir = mkdtempSync(join(tmpdir(), "c2c-first-score-"));
  try {
    execFileSync("sh", ["-c", `git archive ${commit} shared | tar -x -C "${dir}"`], { cwd: ROOT });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    writeFileSync(join(dir, "first-score.ts"), SCORER);
    writeFileSync(join(dir, "batch.json"), JSON.stringify(cases));
    execFileSync(
      process.execPath,
      [
        join(ROOT, "scripts/run-ts.mjs"),
        join(dir, "first-score.ts"),
        join(dir, "batch.json"),
        join(dir, "out.json"),
      ],
      { cwd: dir, stdio: ["ignore", "ignore", "inherit"] },
    );
    return JSON.parse(readFileSync(join(dir, "out.json"), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const commits = git("log", "--reverse", "--format=%H %cs", "--", CASES)
  .trim()
  .split("\n")
  .map((l) => l.split(" "));
/** Each id's first score (or why there is none), as it first joined. */
const first = new Map();
/** The id a case had when it first joined, by its name and city. */
const firstIdByKey = new Map();
const current = casesAt("HEAD");

for (const [commit, date] of commits) {
  const now = casesAt(commit);
  let before = [];
  let parent = null;
  try {
    parent = git("rev-parse", `${commit}^`).trim();
    before = casesAt(parent);
  } catch {
    // the commit that made the set: nothing before it
  }
  const ids = new Set(before.map((c) => c.id));
  const added = now.filter((c) => !ids.has(c.id) && !first.has(c.id));
  if (!added.length) continue;
  const renamed = added.filter((c) => firstIdByKey.has(key(c)) && before.some((b) => key(b) === key(c)));
  for (const c of renamed) first.set(c.id, { alias: firstIdByKey.get(key(c)) });
  const fresh = added.filter((c) => !renamed.includes(c));
  if (!before.length) {
    for (const c of fresh) {
      first.set(c.id, {
        missing: `joined with the set's first data (${date}), on which the engine's parameters were first set: no engine scored it before`,
      });
      firstIdByKey.set(key(c), c.id);
    }
    continue;
  }
  console.log(
    `${commit.slice(0, 7)} ${date}: ${fresh.length} cases joined; scoring with the engine of ${parent.slice(0, 7)}`,
  );
  const scored = scoreWith(parent, fresh);
  // A case the engine before could not price (a year its cost index did not yet hold) is scored by
  // the commit it joined in when that commit changed no engine parameter: the same engine, with the
  // index the case needed.
  const failed = fresh.filter((c) => !scored[c.id] || scored[c.id].error);
  const sameParameters = failed.length > 0 && sameEngine(parent, commit);
  if (sameParameters) {
    console.log(`  ${failed.length} of them again with ${commit.slice(0, 7)}: the same engine parameters`);
    const again = scoreWith(commit, failed);
    for (const c of failed)
      if (again[c.id] && !again[c.id].error) scored[c.id] = { ...again[c.id], joinedIn: true };
  }
  for (const c of fresh) {
    firstIdByKey.set(key(c), c.id);
    const s = scored[c.id];
    if (!s || s.error) {
      first.set(c.id, {
        missing: `the engine before it joined (${parent.slice(0, 7)}) could not score it: ${s ? s.error : "no result"}`,
      });
      continue;
    }
    first.set(c.id, {
      cost: c.cost,
      year: c.year,
      areaSqFt: c.areaSqFt,
      min: Math.round(s.min),
      expected: Math.round(s.expected),
      max: Math.round(s.max),
      published: Math.round(s.published),
      priceLevel: s.priceLevel,
      dataVersion: s.dataVersion,
      date,
      engine: (s.joinedIn ? commit : parent).slice(0, 7),
      how: s.joinedIn ? "history-same-parameters" : "history",
    });
  }
}

const kept = existsSync(OUT) ? JSON.parse(readFileSync(OUT, "utf8")) : {};
const out = {};
for (const c of [...current].sort((a, b) => a.id.localeCompare(b.id))) {
  if (kept[c.id]) {
    out[c.id] = kept[c.id];
    continue;
  }
  let r = first.get(c.id);
  const seen = new Set();
  while (r && r.alias && !seen.has(r.alias)) {
    seen.add(r.alias);
    r = first.get(r.alias);
  }
  out[c.id] = r && !r.alias ? r : { missing: "no commit adds it under this id, name or city" };
}
writeFileSync(OUT, JSON.stringify(out, null, 2) + "\n");
const n = Object.values(out);
console.log(
  `${OUT}: ${n.length} cases, ${n.filter((r) => !r.missing).length} with a first score, ${n.filter((r) => r.missing).length} without`,
);
