// Three test projects mirroring the zones: the worker inside workerd (real KV), shared code in Node,
// client components in happy-dom. Browser journeys run separately under Playwright (test/e2e).
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "worker", include: ["test/worker/**/*.test.ts"] },
      },
      {
        test: { name: "shared", include: ["test/shared/**/*.test.ts"], environment: "node" },
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
