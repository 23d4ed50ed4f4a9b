/**
 * The data version names all the data: a change of any data module an estimate reads moves it, and
 * every data file the engine and the places import is one of the modules it hashes.
 */
import { describe, expect, it } from "vitest";
import { DATA_MODULES, DATA_VERSION, dataVersion } from "../../../shared/engine/version";
import { readRepoFile, repoFiles } from "../files.mjs";

const NAMES = Object.keys(DATA_MODULES) as (keyof typeof DATA_MODULES)[];

/** A copy of `node` with its first leaf (a number or a string) changed. */
function changed(node: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(node)) as Record<string, unknown>;
  let container: Record<string, unknown> = copy;
  for (;;) {
    const [key, value] = Object.entries(container)[0]!;
    if (typeof value === "number") {
      container[key] = value + 0.01;
      return copy;
    }
    if (typeof value === "string") {
      container[key] = `${value}x`;
      return copy;
    }
    container = value as Record<string, unknown>;
  }
}

/** Files below shared/`dir`, as paths from shared/. */
const files = (dir: string) => repoFiles(`shared/${dir}`).map((f) => f.slice("shared/".length));

/** The directory part of a path with "/" ("engine" of "engine/params.ts"). */
const dirOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/** `spec` resolved against the folder `dir` ("../places/data/x" from "engine" is "places/data/x"). */
function resolvePath(dir: string, spec: string): string {
  const parts = dir.split("/");
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

describe("DATA_VERSION", () => {
  it("is the price level and a hash of the data modules", () => {
    expect(DATA_VERSION).toMatch(/^\d{4}-\d{2}\.[0-9a-f]{8}$/);
    expect(dataVersion({ ...DATA_MODULES })).toBe(DATA_VERSION);
  });

  it.each(NAMES)("moves when %s changes", (name) => {
    const moved = dataVersion({ ...DATA_MODULES, [name]: changed(DATA_MODULES[name]) });
    expect(moved).not.toBe(DATA_VERSION);
  });

  it("hashes every file of the engine's and the places' data folders", () => {
    const data = [...files("engine/data"), ...files("places/data")].sort();
    expect([...NAMES].sort()).toEqual(data);
  });

  it("hashes every data module that the engine and the places import", () => {
    const sources = [...files("engine"), ...files("places")].filter(
      (f) => /\.tsx?$/.test(f) && !f.startsWith("places/generator/"),
    );
    const imported = new Set<string>();
    for (const file of sources) {
      const text = readRepoFile(`shared/${file}`);
      for (const [, spec] of text.matchAll(/from\s+"(\.[^"]+)"/g)) {
        const path = resolvePath(dirOf(file), spec!);
        if (!/(^|\/)data\//.test(path)) continue;
        imported.add(/\.(json|ts)$/.test(path) ? path : `${path}.ts`);
      }
    }
    const names: readonly string[] = NAMES;
    expect(imported.size).toBeGreaterThanOrEqual(NAMES.length);
    expect([...imported].filter((f) => !names.includes(f))).toEqual([]);
  });
});
