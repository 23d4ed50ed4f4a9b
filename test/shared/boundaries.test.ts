/**
 * The zones' import boundaries are lint rules (eslint.config.js): this lints snippets as if they
 * were files of each zone and checks that a crossing fails and a permitted import passes.
 */
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The messages of the import-boundary rule for `code` linted as the file `filePath`. */
async function crossings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

describe("import boundaries", () => {
  // Loading the config and the TypeScript parser takes seconds on a busy machine; once is enough.
  beforeAll(() => eslint.lintText("", { filePath: "client/warm-up.ts" }), 60_000);

  it.each([
    ['import { nextQuestion } from "../../../shared/engine/index";', "engine"],
    ['import { DATA_VERSION } from "../shared/engine/version";', "engine"],
    ['import { scoreCase } from "../../../shared/calibration/score";', "calibration"],
    ['import { checkQuote } from "../../../shared/quote/check";', "quote core"],
    ['import { whatIf } from "../../../shared/whatif/index";', "what-if core"],
    ['import { priceChangeOrder } from "../../../shared/quotechanges/index";', "change-order core"],
    ['import app from "../../../worker/index";', "worker"],
    ['import type { Env } from "../../worker/env";', "worker"],
    ['import { hc } from "c2c-worker";', "(import type)"],
  ])("refuses in the client: %s", async (line, said) => {
    const messages = await crossings(
      `${line}\nexport const x = [${line.match(/\{ (\w+)/)?.[1] ?? "app"}];\n`,
      "client/components/Bad/Bad.tsx",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(said);
  });

  it("lets the client import the contract, the places, shared formats and the worker's AppType as a type", async () => {
    const code = [
      'import type { AppType } from "c2c-worker";',
      'import { QUESTION_COUNT } from "../../../shared/api/constants";',
      'import { findState } from "../../../shared/places/index";',
      'import { formatDollars } from "../../../shared/format";',
      "export type A = AppType;",
      "export const x = [QUESTION_COUNT, findState, formatDollars];",
    ].join("\n");
    expect(await crossings(code, "client/components/Good/Good.tsx")).toEqual([]);
  });

  it.each([
    ['import { checkBudget } from "../../worker/budget";', "shared/engine/bad.ts"],
    ['import { divisionRows } from "../client/results";', "shared/bad.ts"],
    ['import type { Env } from "../../worker/env";', "shared/api/bad.ts"],
  ])("refuses in shared code: %s", async (line, filePath) => {
    const name = line.match(/\{ (\w+)/)?.[1];
    const messages = await crossings(`${line}\nexport const x = [${name}];\n`, filePath);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Shared code never imports the worker or the client.");
  });
});
