import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./test-results/e2e-data";
// E2E_SERVER=source runs the API from source, so people working at once need not share one dist/server build.
const SERVER = process.env.E2E_SERVER === "source" ? "npx tsx server/main.ts" : "node dist/server/main.js";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The built server on a fresh embedded database with demo data.
    command: `rm -rf ${DATA_DIR} && ${SERVER}`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // Lets two people (or helpers) run journeys at once, each against their own web build.
      WEB_DIST: process.env.E2E_WEB_DIST ?? "./dist/web",
    },
  },
});
