// The docs' tables of fitted values, accuracy and counts are what `npm run docs:tables` writes from
// the data now: a refit or a new case that is not followed by the command fails here.
import { describe, expect, it } from "vitest";
import {
  fillGenerated,
  fittedValuePaths,
  GENERATED_DOCS,
  generatedBlocks,
  markersIn,
} from "../../../scripts/docs-tables";
import { formatMarkdown, readRepoFile } from "./repo-files.mjs";

describe("generated tables of the docs", () => {
  const blocks = generatedBlocks();

  for (const path of GENERATED_DOCS) {
    it(`${path} holds the tables the data gives (run npm run docs:tables)`, async () => {
      const doc = readRepoFile(path);
      expect(markersIn(doc).length).toBeGreaterThan(0);
      expect(await formatMarkdown(fillGenerated(doc, blocks), path)).toBe(doc);
    }, 30_000);
  }

  it("shows every block somewhere", () => {
    const shown = new Set(GENERATED_DOCS.flatMap((p) => markersIn(readRepoFile(p))));
    expect(Object.keys(blocks).filter((b) => !shown.has(b))).toEqual([]);
  });

  it("has a table for every kind of fitted value in the data", () => {
    // A fitted value elsewhere than these places needs a table before it can be documented.
    const tabled = [
      /^[a-z-]+\.kinds\[\d+\]\.(baseCost|fixedCost|residualSigma)$/,
      /^[a-z-]+\.(locationExponent|sizeStrength|residualSigma)$/,
      /^[a-z-]+\.tiers\.[a-z]+$/,
      /^[a-z-]+\.questions\[\d+\]\.options\[\d+\]\.effect\.(whole|divisions\.[A-Za-z ]+|addition\.amount)$/,
      /^[a-z-]+\.stateRules\[\d+\]\.factor$/,
      /^cost-index\.contentGrowth\.rates\.[a-z-]+$/,
      /^global\.likelyQuantile\.[a-z-]+$/,
    ];
    const paths = fittedValuePaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !tabled.some((re) => re.test(p)))).toEqual([]);
  });

  it("refuses a marker it has no table for", () => {
    expect(() => fillGenerated("<!-- generated:nothing -->\n<!-- /generated:nothing -->")).toThrow(/nothing/);
  });
});
