import { describe, expect, it } from "vitest";
import { convertMinorUnits } from "./convert";

describe("convertMinorUnits", () => {
  it.each([
    // amount, rate, base cents
    [0, "1.0850000000", 0],
    [100, "1", 100],
    [100, "1.0000000000", 100],
    [100, "0.92", 92],
    [12_345, "0.9200000000", 11_357], // 11357.4
    [12_345, "1.0850000000", 13_394], // 13394.325
    [99_999, "1.1700000000", 116_999], // 116998.83
    [1, "0.4", 0],
    [1, "0.6", 1],
    [250, "2", 500],
    [7, "0.0001", 0],
  ])("%i × %s = %i", (amount, rate, expected) => {
    expect(convertMinorUnits(amount, rate)).toBe(expected);
  });

  it.each([
    // Exactly half a cent rounds away from zero, both ways.
    [1, "0.5", 1],
    [3, "0.5", 2],
    [5, "0.1", 1],
    [15, "0.1", 2],
    [25, "0.1", 3],
    [-1, "0.5", -1],
    [-3, "0.5", -2],
    [-5, "0.1", -1],
    [-25, "0.1", -3],
    // Just under and just over half.
    [1, "0.4999999999", 0],
    [1, "0.5000000001", 1],
    [-1, "0.4999999999", 0],
    [-1, "0.5000000001", -1],
  ])("rounds half away from zero: %i × %s = %i", (amount, rate, expected) => {
    expect(convertMinorUnits(amount, rate)).toBe(expected);
  });

  it("mirrors a negative amount (a refund) exactly", () => {
    for (const [amount, rate] of [
      [12_345, "1.0850000000"],
      [1, "0.5"],
      [999_999_999, "0.8612345678"],
      [5, "0.3"],
    ] as const) {
      expect(convertMinorUnits(-amount, rate)).toBe(-convertMinorUnits(amount, rate));
    }
  });

  it("reads every decimal of the rate, without floating point", () => {
    // 0.1 + 0.2 style traps: as floats these products land a hair under the half.
    expect(convertMinorUnits(1_005, "0.5")).toBe(503); // 502.5
    expect(convertMinorUnits(5_000_000_000, "0.0000000001")).toBe(1); // 0.5
    expect(convertMinorUnits(4_999_999_999, "0.0000000001")).toBe(0); // 0.4999999999
    expect(convertMinorUnits(3, "0.1666666667")).toBe(1); // 0.5000000001
    expect(convertMinorUnits(123_456_789, "1.2345678901")).toBe(152_415_788); // 152415787.514…
    // More decimals than the column keeps still convert exactly.
    expect(convertMinorUnits(2, "0.250000000000000001")).toBe(1);
    expect(convertMinorUnits(2, "0.249999999999999999")).toBe(0);
  });

  it("stays exact at the largest amounts an invoice may carry", () => {
    expect(convertMinorUnits(9_999_999_999, "1.1700000000")).toBe(11_699_999_999); // …998.83
    expect(convertMinorUnits(9_999_999_999, "0.0000000001")).toBe(1);
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, "1")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("takes rates with surrounding spaces and leading zeros", () => {
    expect(convertMinorUnits(100, " 1.5 ")).toBe(150);
    expect(convertMinorUnits(100, "0001.5")).toBe(150);
  });

  it.each(["", "abc", "-1", "+1", "1e3", "1.", ".5", "1,5", "1.2.3", "0x10", "Infinity", "NaN"])(
    "refuses the rate %j",
    (rate) => {
      expect(() => convertMinorUnits(100, rate)).toThrow(RangeError);
    },
  );

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "refuses %d minor units (not a safe integer)",
    (amount) => {
      expect(() => convertMinorUnits(amount, "1")).toThrow(RangeError);
    },
  );
});
