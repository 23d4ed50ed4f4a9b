/**
 * Rewrites the generated tables of the docs from the data (`npm run docs:tables`, which then
 * formats them with prettier). See docs-tables.ts; the docs drift test checks the result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fillGenerated, GENERATED_DOCS, generatedBlocks } from "./docs-tables";

const blocks = generatedBlocks();
for (const path of GENERATED_DOCS) {
  writeFileSync(path, fillGenerated(readFileSync(path, "utf8"), blocks));
  console.log(`wrote the generated tables of ${path}`);
}
