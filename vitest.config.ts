// Test projects mirroring the zones: the worker inside workerd (real KV), shared code in Node,
// client components in happy-dom, and the published API contract in Node (the OpenAPI validator
// compiles schemas to functions, which workerd forbids). Browser journeys run under Playwright.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // The assets binding serves the client's public folder (the build's other assets are not
        // made here): the place shards below client/public/_places, read as the deployed worker reads them.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { assets: { directory: "./client/public", binding: "ASSETS" } },
          }),
        ],
        // The first test of a file also loads the worker into workerd (seconds on a busy machine).
        test: { name: "worker", include: ["test/worker/**/*.test.ts"], testTimeout: 20_000 },
      },
      {
        // Node reads the place shards from the committed files (no worker, no assets binding).
        test: {
          name: "shared",
          include: ["test/shared/**/*.test.ts"],
          environment: "node",
          setupFiles: ["scripts/node-place-shards.ts"],
        },
      },
      {
        // The worker's app imported in Node; its Durable Object base class is a stand-in here.
        resolve: { alias: { "cloudflare:workers": "./test/contract/cloudflare-workers-stub.ts" } },
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          environment: "node",
          setupFiles: ["scripts/node-place-shards.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          include: ["test/client/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["test/client/setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
    ],
  },
});
