import { describe, expect, it } from "vitest";
import { analyticsQuerySchema } from "./analytics.schema";
import { RANGE_END_BEFORE_START, RANGE_TOO_LONG } from "./analytics-range";

describe("analyticsQuerySchema", () => {
  it.each([
    [{}, {}],
    [{ from: "", to: " " }, {}],
    [{ from: "2026-01-01" }, { from: "2026-01-01" }],
    [
      { from: "2026-01-01", to: "2026-01-01" },
      { from: "2026-01-01", to: "2026-01-01" },
    ],
    [
      { from: "2021-06-01", to: "2026-05-31" },
      { from: "2021-06-01", to: "2026-05-31" },
    ],
  ])("accepts %o", (input, expected) => {
    const parsed = analyticsQuerySchema.parse(input);
    expect({ from: parsed.from, to: parsed.to }).toEqual({ from: undefined, to: undefined, ...expected });
  });

  it.each([
    [{ from: "2026-02-30" }, "from", "Use a real date as YYYY-MM-DD"],
    [{ to: "31/12/2026" }, "to", "Use a real date as YYYY-MM-DD"],
    [{ from: "2026-03-02", to: "2026-03-01" }, "to", RANGE_END_BEFORE_START],
    [{ from: "2021-05-31", to: "2026-05-31" }, "from", RANGE_TOO_LONG],
  ])("refuses %o on %s", (input, field, message) => {
    const result = analyticsQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, message]]);
  });
});
