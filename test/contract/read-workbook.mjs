// Reads a workbook's sheets with openpyxl (test/e2e/read-workbook.py, an independent reader), in
// Node. Plain Node ESM with declarations beside it, so the contract tests need no Node types.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PYTHON = "/usr/bin/python3";

/** Each sheet's rows as [value, openpyxl data type] pairs, by sheet name. */
export function readWorkbook(bytes, sheets) {
  const dir = mkdtempSync(join(tmpdir(), "c2c-workbook-"));
  try {
    const file = join(dir, "book.xlsx");
    writeFileSync(file, bytes);
    return Object.fromEntries(
      sheets.map((sheet) => {
        const out = execFileSync(PYTHON, ["test/e2e/read-workbook.py", file, sheet], { encoding: "utf8" });
        return [sheet, JSON.parse(out).rows];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
