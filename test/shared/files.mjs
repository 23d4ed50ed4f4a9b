// Reading the repository's own files in tests of the shared zone (its type check has no Node types).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The files below `dir` (a folder of the repository), recursively, as paths from the root with "/". */
export function repoFiles(dir) {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}

/** The text of a file of the repository (a path from the root). */
export function readRepoFile(path) {
  return readFileSync(join(ROOT, path), "utf8");
}
