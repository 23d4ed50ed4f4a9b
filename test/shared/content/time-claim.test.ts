/**
 * One time claim everywhere (issue 32): the specification's "about 5 minutes" for the calculator.
 * Fails on any other number of minutes in what a visitor reads: the app, the landing content and
 * the worker-rendered pages (a guide's "15 min read" is a reading time, not a claim about the tool).
 */
import { describe, expect, it } from "vitest";
import { readRepoFile, trackedFiles } from "../docs/repo-files.mjs";

const ROOTS = ["client", "shared/content", "worker/render"];
const CLAIM =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)(?:\s+to\s+\w+)?[\s-]+min(?:ute)?s?\b(?!\s+read)/gi;

/** The tracked files under ROOTS that hold text a visitor may read. */
const files = () =>
  trackedFiles().filter(
    (path) => ROOTS.some((root) => path.startsWith(`${root}/`)) && /\.(tsx?|html|md|json)$/.test(path),
  );

describe("the time claim", () => {
  it("is “5 minutes” wherever a visitor reads one", () => {
    const claims = files().flatMap((path) =>
      [...readRepoFile(path).matchAll(CLAIM)].map((m) => `${path}: ${m[0]}`),
    );
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((c) => !/: 5[\s-]minutes?$/i.test(c))).toEqual([]);
  });
});
