/**
 * wrangler.toml cannot import the landing prefixes, so its `run_worker_first` list (the worker
 * answers those paths before the assets are searched) is checked against the shared constant.
 */
import { describe, expect, it } from "vitest";
import { LANDING_PREFIXES } from "../../shared/app-paths";
import { readRepoFile } from "./files.mjs";

/** The strings of wrangler.toml's `run_worker_first` array. */
function runWorkerFirst(): string[] {
  const list = /^run_worker_first\s*=\s*\[([^\]]*)\]/m.exec(readRepoFile("wrangler.toml"))?.[1] ?? "";
  return [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
}

describe("wrangler.toml", () => {
  it("runs the worker first on every landing prefix and on no other prefix of that shape", () => {
    const landing = runWorkerFirst().filter((p) => /^\/[a-z]+\/\*$/.test(p) && p !== "/api/*");
    expect(landing).toEqual(LANDING_PREFIXES.map((prefix) => `/${prefix}/*`));
  });
});
