import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../scripts/source-files.mjs";
import { formatLongDay, formatMoment, formatMomentDay } from "./moment-format";

describe("the one way a screen shows an instant (#31)", () => {
  const at = new Date(2026, 10, 5, 9, 7);

  it("reads a moment and its day in the calendar dates' style", () => {
    expect(formatMoment(at)).toBe("5 Nov 2026, 09:07");
    expect(formatMoment(at.toISOString())).toBe("5 Nov 2026, 09:07");
    expect(formatMomentDay(at)).toBe("5 Nov 2026");
  });

  it("names today in the agency's zone, not the browser's", () => {
    const lateInUtc = new Date("2026-11-28T23:30:00Z");
    expect(formatLongDay(lateInUtc, "UTC")).toBe("Saturday, 28 November 2026");
    expect(formatLongDay(lateInUtc, "Asia/Tokyo")).toBe("Sunday, 29 November 2026");
  });
});

// Date formatting anywhere else on screen drifts: "05 Nov 2026 14:05" here, "Nov 5, 2026" there.
const ownFormatting = [
  /new Intl\.DateTimeFormat\(/,
  /\.toLocale(Date|Time)?String\(\s*(undefined|"[a-z]{2}(-[A-Z]{2})?")?\s*,\s*\{/,
  /\.toLocale(Date|Time)String\(/,
  /import\s*\{[^}]*\bformat\b[^}]*\}\s*from\s*"date-fns"/,
];

function formatsDatesItself(text: string): boolean {
  return ownFormatting.some((pattern) => pattern.test(text));
}

describe("screens format dates only through web/lib/moment-format.ts", () => {
  it("recognises each way a screen could format a date itself", () => {
    expect(formatsDatesItself('const f = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });')).toBe(
      true,
    );
    expect(formatsDatesItself("now.toLocaleDateString(undefined, { weekday: 'long' })")).toBe(true);
    expect(formatsDatesItself('import { format } from "date-fns";')).toBe(true);
    expect(formatsDatesItself('import { addDays, format } from "date-fns";')).toBe(true);
    // Relative times ("5 minutes ago") and numbers are not dates shown as dates.
    expect(formatsDatesItself('import { formatDistanceToNow } from "date-fns";')).toBe(false);
    expect(formatsDatesItself('total.toLocaleString("en-US")')).toBe(false);
  });

  it("finds none in web/ outside it", () => {
    const root = join(import.meta.dirname, "..", "..");
    const offenders = [...sourceFiles(root, "web", /\.(ts|tsx)$/, new Set(["node_modules"]))].filter(
      (path) =>
        !/\.test\.tsx?$/.test(path) &&
        path !== "web/lib/moment-format.ts" &&
        formatsDatesItself(readFileSync(join(root, path), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
