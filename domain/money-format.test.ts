import { describe, expect, it } from "vitest";
import { formatMoney } from "./money-format";

describe("formatMoney", () => {
  it.each([
    [125_000, "EUR", "€1,250.00"],
    [1_250, "USD", "$12.50"],
    [300, "GBP", "£3.00"],
    [0, "EUR", "€0.00"],
    [5, "EUR", "€0.05"],
    [-4_999, "EUR", "-€49.99"],
    [999_999_999_999, "USD", "$9,999,999,999.99"],
  ])("%i %s → %s", (cents, currency, shown) => {
    expect(formatMoney(cents, currency)).toBe(shown);
  });
});
