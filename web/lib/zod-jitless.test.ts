import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-jitless";

describe("zod in the web bundle", () => {
  it("runs jitless, so it never probes `new Function` (a CSP violation on every page)", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("is configured by the entry's first import, before any module can build or parse a schema", () => {
    const entry = readFileSync("web/main.tsx", "utf8");
    const firstImport = entry.match(/^import\s[^;]*;/m)?.[0];
    expect(firstImport).toBe('import "./lib/zod-jitless";');
    expect(readFileSync("web/index.html", "utf8")).toContain('src="./main.tsx"');
  });

  it("keeps the setup free of the schema library itself (only zod's config joins /login's first load)", () => {
    const setup = readFileSync("web/lib/zod-jitless.ts", "utf8");
    expect([...setup.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual(["zod/v4/core"]);
  });
});
