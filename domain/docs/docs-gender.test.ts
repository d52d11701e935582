import { describe, expect, it } from "vitest";
import { docsGender } from "./docs-gender";
import type { DocsGender } from "./docs-input";

describe("docsGender", () => {
  it.each<[DocsGender, string | undefined, string | undefined, string]>([
    // No travel date: the gender as given.
    ["M", "2024-01-01", undefined, "M"],
    ["F", "2024-01-01", undefined, "F"],
    ["X", "1990-05-05", undefined, "X"],
    ["U", "1990-05-05", undefined, "U"],
    // Adults and children over two.
    ["M", "1982-07-12", "2025-06-01", "M"],
    ["F", "2020-01-10", "2025-06-01", "F"],
    // Under two on the travel date: infant forms.
    ["M", "2024-06-01", "2025-06-01", "MI"],
    ["F", "2024-06-01", "2025-06-01", "FI"],
    ["M", "2025-06-01", "2025-06-01", "MI"],
    // The second birthday itself is no longer infant age; the day before still is.
    ["F", "2023-06-01", "2025-06-01", "F"],
    ["F", "2023-06-01", "2025-05-31", "FI"],
    ["M", "2023-06-01", "2025-06-01", "M"],
    ["M", "2023-06-01", "2025-05-31", "MI"],
    // Born 29 February 2024: still an infant on 28 February 2026, two on 1 March 2026.
    ["F", "2024-02-29", "2026-02-28", "FI"],
    ["F", "2024-02-29", "2026-03-01", "F"],
    // IATA has no infant form for X or U.
    ["X", "2024-06-01", "2025-06-01", "X"],
    ["U", "2024-06-01", "2025-06-01", "U"],
    // Unusable dates: no infant flag rather than a wrong one.
    ["M", "2024-02-30", "2025-01-01", "M"],
    ["M", "2024-06-01", "garbage", "M"],
    ["M", undefined, "2025-01-01", "M"],
    ["F", "2026-01-01", "2025-01-01", "F"],
  ])("%s born %s travelling %s → %s", (gender, birth, travel, expected) => {
    expect(docsGender(gender, birth, travel)).toBe(expected);
  });

  it("accepts Date objects", () => {
    expect(docsGender("M", new Date("2024-06-01"), new Date("2025-06-01"))).toBe("MI");
  });
});
