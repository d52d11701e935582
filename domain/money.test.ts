import { describe, expect, it } from "vitest";
import { CURRENCIES } from "./currency";
import {
  amountCentsSchema,
  amountTextSchema,
  currencySchema,
  formatMinor,
  MoneyFormatError,
  moneyStringSchema,
  parseMoney,
  safeParseMoney,
  THOUSANDS_SEPARATOR_MESSAGE,
} from "./money";

describe("parseMoney", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    ["0", 0],
    ["0.01", 1],
    [".5", 50],
    ["007.10", 710],
    ["  3.99 ", 399],
    ["12,50", 1250],
    ["0,5", 50],
    ["1234567890123.99", 123456789012399],
  ])("parses %j to %i cents", (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it("is exact where floating point is not (0.29 * 100 = 28.999…)", () => {
    expect(parseMoney("0.29")).toBe(29);
    expect(parseMoney("1.15")).toBe(115);
    expect(parseMoney("4.35")).toBe(435);
  });

  it.each([
    ["-1.00", "negative"],
    ["-0", "negative"],
    ["1.234", "two decimal"],
    ["0,125", "two decimal"],
    ["1.350", "two decimal"],
    ["12.345", "two decimal"],
    ["", "Enter an amount"],
    ["   ", "Enter an amount"],
    ["abc", "not an amount"],
    ["12.50 EUR", "not an amount"],
    ["€12", "not an amount"],
    ["1e3", "not an amount"],
    ["+5", "not an amount"],
    ["1..2", "not an amount"],
    ["1,35,0", "not an amount"],
    [".", "not an amount"],
    ["12345678901234", "too large"],
  ])("rejects %j", (input, message) => {
    const result = safeParseMoney(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
    expect(() => parseMoney(input)).toThrow(MoneyFormatError);
  });
});

describe("thousands separators", () => {
  it.each([
    "1,350",
    "12,500",
    "999,999",
    "1,350.50",
    "1,350,000",
    "1,350,000.5",
    "1 350",
    "1 350,50",
    "1 350.50",
    "1\u00a0350,50",
    "1\u202f350,50",
    "1'350.50",
    "1’350",
    "1.350,50",
    "1.350.000",
    "1.350.000,25",
    "  1,350  ",
  ])("refuses %j naming the separators, never the decimals", (input) => {
    expect(safeParseMoney(input)).toEqual({ ok: false, error: THOUSANDS_SEPARATOR_MESSAGE });
  });

  it.each([
    ["12,50", 1250],
    ["1350,5", 135050],
    ["1350.50", 135050],
    ["0,12", 12],
  ])("still reads %j without separators as %i cents", (input, cents) => {
    expect(safeParseMoney(input)).toEqual({ ok: true, value: cents });
  });
});

describe("formatMinor", () => {
  it.each([
    [1250, "12.50"],
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [-1250, "-12.50"],
    [123456789012399, "1234567890123.99"],
  ])("formats %i as %j", (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it("round-trips with parseMoney", () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 1999, 7000, 99_999_999]) {
      expect(parseMoney(formatMinor(cents))).toBe(cents);
    }
  });

  it("refuses non-integers", () => {
    expect(() => formatMinor(12.5)).toThrow(RangeError);
    expect(() => formatMinor(Number.NaN)).toThrow(RangeError);
  });
});

describe("moneyStringSchema", () => {
  it("turns form text into cents or a readable error", () => {
    expect(moneyStringSchema.parse("70")).toBe(7000);
    const result = moneyStringSchema.safeParse("7.001");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Use at most two decimal places");
  });
});

describe("currencySchema", () => {
  it.each(CURRENCIES)("accepts %s", (code) => {
    expect(currencySchema.parse(code)).toBe(code);
  });

  it.each(["usd", "JPY", "", " EUR", "€", 978, null])("refuses %j with one message", (value) => {
    expect(currencySchema.safeParse(value).error?.issues[0]?.message).toBe(
      "Currency must be one of EUR, USD, GBP",
    );
  });
});

describe("amountCentsSchema", () => {
  const fee = amountCentsSchema("Fee", 10_000);

  it.each([0, 1, 9_999, 10_000])("accepts %i", (cents) => {
    expect(fee.parse(cents)).toBe(cents);
  });

  it.each([
    [-1, "Fee cannot be negative"],
    [10_001, "Fee is too large"],
    [12.5, "Fee must be a whole number of cents"],
    ["12", "Fee is required"],
    [undefined, "Fee is required"],
    [Number.NaN, "Fee is required"],
  ])("refuses %j: %s", (value, message) => {
    expect(fee.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe("amountTextSchema", () => {
  const fee = amountTextSchema("Fee", 10_000);

  it.each([
    ["100", 10_000],
    ["0", 0],
    ["0,01", 1],
    [" 12.5 ", 1250],
  ])("reads %j as %i cents", (text, cents) => {
    expect(fee.parse(text)).toBe(cents);
  });

  it.each([
    ["", "Enter fee"],
    ["100.01", "Fee is too large"],
    ["-3", "Amount cannot be negative"],
    ["3.141", "Use at most two decimal places"],
  ])("refuses %j: %s", (text, message) => {
    expect(fee.safeParse(text).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it("says what an empty field means when told", () => {
    const price = amountTextSchema("Price", 100, "Enter a price (0 if included)");
    expect(price.safeParse(" ").error?.issues[0]?.message).toBe("Enter a price (0 if included)");
  });
});
