import { describe, expect, it } from "vitest";
import { originalPriceCents } from "./package-price";

describe("originalPriceCents", () => {
  it.each([
    // SPEC §9's example: 899.00 at 10 % is 998.89 before the discount, shown as 999.00.
    [89_900, 10, 99_900],
    [100_000, 20, 125_000],
    [64_900, 15, 76_400],
    [1_000, 50, 2_000],
    // 3.00 at 40 % is exactly 5.00.
    [300, 40, 500],
    // 1.50 at 40 % is 2.50 exactly: halves round up.
    [150, 40, 300],
    // 0.01 at 1 % is 0.0101: rounds to nothing rather than a fraction of a unit.
    [1, 1, 0],
    [99_999, 99, 10_000_000 - 100],
    [89_900, 0, null],
    [89_900, 100, null],
  ])("%i at %i %% was %s", (price, discount, original) => {
    expect(originalPriceCents(price, discount)).toBe(original);
  });

  it("always answers a whole number of currency units", () => {
    for (let discount = 1; discount < 100; discount += 7) {
      expect(originalPriceCents(123_457, discount)! % 100).toBe(0);
    }
  });
});
