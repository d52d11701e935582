import { describe, expect, it } from "vitest";
import {
  formatTaxPercent,
  invoiceTotals,
  lineTotals,
  parseQuantity,
  parseTaxPercent,
  taxOfCents,
} from "./invoice-totals";

describe("taxOfCents", () => {
  it.each([
    // cents, basis points, tax (half up to the cent)
    [10_000, 2_000, 2_000],
    [1_000, 550, 55],
    [1, 5_000, 1], // 0.5 → 1
    [1, 4_999, 0], // 0.4999 → 0
    [3, 5_000, 2], // 1.5 → 2
    [5, 1_000, 1], // 0.5 → 1
    [4, 1_250, 1], // 0.5 → 1
    [3, 1_250, 0], // 0.375 → 0
    [999, 2_000, 200], // 199.8 → 200
    [1_234, 725, 89], // 89.465 → 89
    [1_235, 725, 90], // 89.5375 → 90
    [12_345, 1_900, 2_346], // 2345.55 → 2346
    [0, 2_000, 0],
    [10_000, 0, 0],
    [10_000, 10_000, 10_000],
    [99_999, 1, 10], // 9.9999 → 10
    [15_000, 1, 2], // 1.5 → 2
    [14_999, 1, 1], // 1.4999 → 1
    // Far beyond what a float product could hold exactly: 999 999 999 900 000 × 0.2.
    [999_999_999_900_000, 2_000, 199_999_999_980_000],
    [999_999_999_999_999, 1, 100_000_000_000],
    [999_999_999_999_999, 9_999, 999_899_999_999_999], // …999.0001 → …999
    [Number.MAX_SAFE_INTEGER, 10_000, Number.MAX_SAFE_INTEGER],
  ])("%i cents at %i bp is %i", (cents, bp, tax) => {
    expect(taxOfCents(cents, bp)).toBe(tax);
  });

  it("agrees with exact BigInt arithmetic over a spread of amounts and rates", () => {
    const amounts = [1, 7, 49, 50, 51, 99, 101, 4_999, 5_000, 5_001, 123_456_789, 9_007_199_254_740_991];
    const rates = [0, 1, 5, 50, 99, 550, 725, 1_250, 1_999, 2_000, 3_333, 9_999, 10_000];
    for (const cents of amounts) {
      for (const bp of rates) {
        const exact = (BigInt(cents) * BigInt(bp) * 2n + 10_000n) / 20_000n;
        expect(taxOfCents(cents, bp), `${cents} × ${bp}`).toBe(Number(exact));
      }
    }
  });

  it.each([
    [-1, 2_000, /amount/],
    [1.5, 2_000, /amount/],
    [100, -1, /tax rate/],
    [100, 10_001, /at most 100/],
    [100, 12.5, /tax rate/],
  ])("refuses %d at %d bp", (cents, bp, message) => {
    expect(() => taxOfCents(cents, bp)).toThrow(message);
  });
});

describe("lineTotals", () => {
  it.each([
    // quantity, unit price, tax bp, net, tax
    [1, 12_50, null, 12_50, 0],
    [2, 12_50, 2_000, 25_00, 5_00],
    [3, 33_33, 2_000, 99_99, 20_00],
    [7, 1_99, 550, 13_93, 77], // 76.615 → 77
    [10_000, 9_999_999_999, null, 99_999_999_990_000, 0],
    [10_000, 9_999_999_999, 2_000, 99_999_999_990_000, 19_999_999_998_000],
    [1, 0, 2_000, 0, 0],
    [4, 25, 0, 1_00, 0],
  ])("%i × %i at %s bp: net %i, tax %i", (quantity, unitPriceCents, taxRateBasisPoints, net, tax) => {
    expect(lineTotals({ quantity, unitPriceCents, taxRateBasisPoints })).toEqual({
      netCents: net,
      taxCents: tax,
    });
  });

  it.each([
    [{ quantity: 0, unitPriceCents: 100, taxRateBasisPoints: null }, /quantity/],
    [{ quantity: 1.5, unitPriceCents: 100, taxRateBasisPoints: null }, /quantity/],
    [{ quantity: 1, unitPriceCents: -1, taxRateBasisPoints: null }, /unit price/],
    [{ quantity: 1, unitPriceCents: 1.25, taxRateBasisPoints: null }, /unit price/],
    [{ quantity: 3, unitPriceCents: Number.MAX_SAFE_INTEGER, taxRateBasisPoints: null }, /too large/],
  ])("refuses %o", (line, message) => {
    expect(() => lineTotals(line)).toThrow(message);
  });
});

describe("invoiceTotals", () => {
  it("is zero for no lines", () => {
    expect(invoiceTotals([])).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("rounds each line's tax, then sums (a mix of rates and untaxed lines)", () => {
    const lines = [
      { quantity: 2, unitPriceCents: 45_000, taxRateBasisPoints: 2_000 }, // 900.00 + 180.00
      { quantity: 1, unitPriceCents: 3_333, taxRateBasisPoints: 550 }, // 33.33 + 1.83315 → 1.83
      { quantity: 3, unitPriceCents: 1_005, taxRateBasisPoints: 1_000 }, // 30.15 + 3.015 → 3.02
      { quantity: 1, unitPriceCents: 2_500, taxRateBasisPoints: null }, // 25.00
      { quantity: 5, unitPriceCents: 199, taxRateBasisPoints: 0 }, // 9.95
    ];
    expect(invoiceTotals(lines)).toEqual({
      subtotalCents: 90_000 + 3_333 + 3_015 + 2_500 + 995,
      taxCents: 18_000 + 183 + 302,
      totalCents: 99_843 + 18_485,
    });
  });

  it("per-line rounding differs from rounding the sum, on purpose (each line shows its own tax)", () => {
    const lines = Array.from({ length: 3 }, () => ({
      quantity: 1,
      unitPriceCents: 5,
      taxRateBasisPoints: 1_000,
    }));
    // 3 × round(0.5) = 3, where round(1.5) would give 2.
    expect(invoiceTotals(lines).taxCents).toBe(3);
  });

  it("sums fifty lines at the limits exactly", () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      quantity: 10_000,
      unitPriceCents: 9_999_999_999 - i,
      taxRateBasisPoints: i % 2 === 0 ? 2_000 : null,
    }));
    let net = 0n;
    let tax = 0n;
    for (const line of lines) {
      const lineNet = BigInt(line.quantity) * BigInt(line.unitPriceCents);
      net += lineNet;
      if (line.taxRateBasisPoints)
        tax += (lineNet * BigInt(line.taxRateBasisPoints) * 2n + 10_000n) / 20_000n;
    }
    const totals = invoiceTotals(lines);
    expect(BigInt(totals.subtotalCents)).toBe(net);
    expect(BigInt(totals.taxCents)).toBe(tax);
    expect(BigInt(totals.totalCents)).toBe(net + tax);
  });

  it("refuses a total beyond exact integers", () => {
    const line = { quantity: 1, unitPriceCents: Number.MAX_SAFE_INTEGER - 1, taxRateBasisPoints: null };
    expect(() => invoiceTotals([line, line])).toThrow(/too large/);
  });
});

describe("parseTaxPercent", () => {
  it.each([
    ["20", 2_000],
    ["5.5", 550],
    ["5,5", 550],
    ["7.25", 725],
    ["0", 0],
    ["0.01", 1],
    [".5", 50],
    ["100", 10_000],
    ["100.00", 10_000],
    ["020", 2_000],
    [" 19 % ", 1_900],
    ["19%", 1_900],
    ["12.", 1_200],
  ])("%j is %i bp", (text, bp) => {
    expect(parseTaxPercent(text)).toEqual({ ok: true, value: bp });
  });

  it.each(["", "   ", "%"])("%j is no tax", (text) => {
    expect(parseTaxPercent(text)).toEqual({ ok: true, value: null });
  });

  it.each([
    ["-5", "Tax rate cannot be negative"],
    ["5.555", "Tax rate can have at most two decimals"],
    ["100.01", "Tax rate must be at most 100 %"],
    ["101", "Tax rate must be at most 100 %"],
    ["1000", "Tax rate must be at most 100 %"],
    ["twenty", '"twenty" is not a percentage (e.g. 20 or 5.5)'],
    ["1e2", '"1e2" is not a percentage (e.g. 20 or 5.5)'],
    [".", '"." is not a percentage (e.g. 20 or 5.5)'],
    ["5.5.5", '"5.5.5" is not a percentage (e.g. 20 or 5.5)'],
  ])("%j: %s", (text, error) => {
    expect(parseTaxPercent(text)).toEqual({ ok: false, error });
  });

  it.each([0, 1, 50, 550, 725, 1_000, 2_000, 9_999, 10_000])("formats %i bp and reads it back", (bp) => {
    expect(parseTaxPercent(formatTaxPercent(bp))).toEqual({ ok: true, value: bp });
  });

  it.each([
    [2_000, "20"],
    [550, "5.5"],
    [725, "7.25"],
    [5, "0.05"],
    [0, "0"],
  ])("formats %i bp as %s", (bp, text) => {
    expect(formatTaxPercent(bp)).toBe(text);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["007", 7],
    ["0", 0],
  ])("%j is %i", (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "Quantity is required"],
    ["1.5", "Quantity must be a whole number"],
    ["-1", "Quantity must be a whole number"],
    ["two", "Quantity must be a whole number"],
    ["99999999999999999999", "Quantity is too large"],
  ])("%j: %s", (text, error) => {
    expect(parseQuantity(text)).toEqual({ ok: false, error });
  });
});
