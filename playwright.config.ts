// Browser journeys in Debian's Chromium (browsers cannot be downloaded here), against the build in
// dist/ served exactly as `npm start` serves it (`npm run test:e2e` builds first; `npm test` serves
// the build its dry-run deploy made), at a desktop and a phone width, two workers at once.
//
// Each worker is its own visitor: the pages' requests carry a client address of their own
// (cf-connecting-ip, which the local runtime keeps when a request sets it), so the share limits
// and budgets keyed on the address never see the other worker's links. Each test has a fresh
// browser context (storage), and the server starts on empty local state (KV, the share budget).
// No retries: a test that fails once fails the run.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8790);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Local state of the served app for the browser tests, emptied before the server starts. */
const STATE = ".wrangler/e2e-state";
/** This worker's client address (the config is read again in each worker process). */
const CLIENT_IP = `198.18.0.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}`;

export default defineConfig({
  testDir: "test/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { "cf-connecting-ip": CLIENT_IP },
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", defaultBrowserType: "chromium" },
    },
  ],
  webServer: {
    // Serves dist/c2c/wrangler.json: the build must exist (npm run build).
    command: `rm -rf ${STATE} && npm run serve`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), PERSIST_TO: STATE },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
