import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Test files share their worker's loaded modules (isolate: false) for speed; a file that replaces a module
// with vi.mock would find it already loaded by an earlier file, so those files run isolated, found here.
function testFilesMocking(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => readFileSync(file, "utf8").includes("vi.mock("));
}

const webMocking = testFilesMocking("web");
const webShared: { environment: "jsdom"; setupFiles: string[]; testTimeout: number } = {
  environment: "jsdom",
  setupFiles: ["web/test/setup.ts"],
  // A busy CI machine renders slowly; a test still fails on its assertions, not on the clock.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // PGlite costs ~0.5 GB per instance: two test files at once is enough on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          include: ["domain/**/*.test.ts", "scripts/**/*.test.ts"],
          // Pure functions: nothing to reset between files.
          isolate: false,
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          // Files share a worker's loaded modules (each still builds its own app on its own database):
          // importing the app's graph once per worker, not per file, cuts the project's time by about half.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          exclude: webMocking,
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          ...webShared,
        },
      },
      {
        test: { name: "web-mocking", include: webMocking, ...webShared },
      },
    ],
  },
});
