// The repository's files for the docs tests, in Node: tracked paths (git), their text, whether a
// path exists, and Markdown formatted as `npm run format` writes it (prettier with the repo's
// config). Plain Node ESM with declarations beside it, so the shared zone's tests need no Node types.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** What a work tree holds besides the project's own files (without git, these are skipped). */
const NOT_OURS = new Set([".git", "node_modules", "dist", "dist-deploy", ".wrangler", "test-results"]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (NOT_OURS.has(e.name)) return [];
    const path = resolve(dir, e.name);
    return e.isDirectory() ? walk(path) : e.isFile() ? [relative(ROOT, path)] : [];
  });
}

export function trackedFiles() {
  let listed;
  try {
    listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
  } catch {
    return walk(ROOT); // a copy without git: every file but the generated folders
  }
  return listed.split("\0").filter((p) => p && existsSync(resolve(ROOT, p)));
}

export function readRepoFile(path) {
  return readFileSync(resolve(ROOT, path), "utf8");
}

export function repoPathExists(path) {
  return existsSync(resolve(ROOT, path));
}

export async function formatMarkdown(text, path) {
  const filepath = resolve(ROOT, path);
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...config, filepath });
}
