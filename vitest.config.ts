import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // PGlite costs ~0.5 GB per instance: two test files at once is enough on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          include: ["domain/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/test/setup.ts"],
          // A busy CI machine renders slowly; a test still fails on its assertions, not on the clock.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
