import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
          setupFiles: ["server/test/setup-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite costs ~0.5 GB per instance: keep at most two test files alive at once.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/test/setup.ts"],
        },
      },
    ],
  },
});
