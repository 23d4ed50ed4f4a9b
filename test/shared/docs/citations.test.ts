// The project explains itself: no tracked file cites the product owner's notes, the design notes or
// the specification's file (none is in the repository; decision record 014 says what we keep of
// the specification), every repository path a Markdown file links or names exists, and every
// decision record cited by number exists.
import { describe, expect, it } from "vitest";
import { readRepoFile, repoPathExists, trackedFiles } from "./repo-files.mjs";

/** Names of files outside the repository, spelt in pieces so this file does not cite them. */
const OUTSIDE = new RegExp(
  [
    ["PRODUCT", "md"].join("\\."),
    ["design", "estimator\\.md"].join("/"),
    ["stack", "notes"].join("-"),
    ["spec", "000"].join("/"),
  ].join("|"),
);

const files = trackedFiles();
const texts = files
  .map((path) => ({ path, text: readRepoFile(path) }))
  .filter(({ text }) => !text.includes("\0"));
const markdown = texts.filter(({ path }) => path.endsWith(".md"));
const dirOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** A relative path resolved against a folder of the repository ("" is its root). */
function resolvePath(base: string, rel: string): string {
  const parts = (base + rel).split("/");
  const out: string[] = [];
  for (const p of parts) {
    if (p === "..") out.pop();
    else if (p !== "." && p !== "") out.push(p);
  }
  return out.join("/");
}

describe("citations", () => {
  it("cite no file the repository does not have", () => {
    const found = texts.flatMap(({ path, text }) =>
      text.split("\n").flatMap((line, i) => (OUTSIDE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("link only to paths that exist, in every Markdown file", () => {
    const missing: string[] = [];
    for (const { path, text } of markdown) {
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split("#")[0]!;
        if (!target || /^[a-z]+:/i.test(target)) continue;
        if (!repoPathExists(resolvePath(dirOf(path), target))) missing.push(`${path}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("name only repository paths that exist, in every Markdown file", () => {
    const roots = new Set(
      files.map((f) => f.split("/")[0]!).filter((r) => files.some((f) => f.startsWith(`${r}/`))),
    );
    const missing: string[] = [];
    for (const { path, text } of markdown) {
      for (const m of text.matchAll(/`([A-Za-z0-9_.\-/]+)`/g)) {
        const name = m[1]!;
        if (!name.includes("/") || !roots.has(name.split("/")[0]!)) continue;
        if (!repoPathExists(name)) missing.push(`${path}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cite only decision records that exist", () => {
    const records = new Set(
      files.flatMap((f) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(f)?.slice(1, 2) ?? []),
    );
    expect(records.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const { path, text } of texts) {
      for (const m of text.matchAll(/(?:decision records? |docs\/decisions\/)(\d{3})\b/g)) {
        if (!records.has(m[1]!)) missing.push(`${path}: ${m[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
