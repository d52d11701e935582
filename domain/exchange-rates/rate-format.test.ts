import { describe, expect, it } from "vitest";
import { displayRate, rateSentence } from "./rate-format";

describe("displayRate", () => {
  it.each([
    ["0.9200000000", "0.9200"],
    ["1.0850000000", "1.0850"],
    ["1.0851230000", "1.085123"],
    ["0.0000000001", "0.0000000001"],
    ["1", "1.0000"],
    ["1.5", "1.5000"],
    ["12.3456", "12.3456"],
    ["0012.30", "12.3000"],
    ["0.10000", "0.1000"],
    [" 2.25 ", "2.2500"],
  ])("shows %j as %j", (rate, shown) => {
    expect(displayRate(rate)).toBe(shown);
  });
});

describe("rateSentence", () => {
  it("says what one unit buys in the base currency", () => {
    expect(rateSentence("USD", "0.9200000000", "EUR")).toBe("1 USD = 0.9200 EUR");
    expect(rateSentence("GBP", "1.1712345600", "EUR")).toBe("1 GBP = 1.17123456 EUR");
  });
});
