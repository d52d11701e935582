import { describe, expect, it } from "vitest";
import {
  creditNoteSeries,
  documentSeries,
  formatDocumentNumber,
  invoiceSeries,
  parseDocumentNumber,
} from "./invoice-number";

describe("document series", () => {
  it.each([
    ["2026-11-05", "INV-202611", "CN-202611"],
    ["2026-01-31", "INV-202601", "CN-202601"],
    ["2027-12-01", "INV-202712", "CN-202712"],
    ["0999-02-28", "INV-099902", "CN-099902"],
  ])("a document of %s is in %s / %s", (date, invoice, creditNote) => {
    expect(invoiceSeries(date)).toBe(invoice);
    expect(creditNoteSeries(date)).toBe(creditNote);
  });

  it.each(["", "2026-11", "20261105", "2026/11/05", "x"])("refuses %j", (date) => {
    expect(() => documentSeries("INV", date)).toThrow(/Not a date/);
  });
});

describe("formatDocumentNumber", () => {
  it.each([
    ["INV-202611", 1, "INV-202611-0001"],
    ["INV-202611", 42, "INV-202611-0042"],
    ["CN-202611", 999, "CN-202611-0999"],
    ["INV-202611", 9_999, "INV-202611-9999"],
    ["INV-202611", 10_000, "INV-202611-10000"],
  ])("%s #%i is %s", (series, n, number) => {
    expect(formatDocumentNumber(series, n)).toBe(number);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %d", (n) => {
    expect(() => formatDocumentNumber("INV-202611", n)).toThrow(/starts at 1/);
  });
});

describe("parseDocumentNumber", () => {
  it.each([
    ["INV-202611-0001", { prefix: "INV", series: "INV-202611", year: 2026, month: 11, sequence: 1 }],
    ["cn-202601-0420", { prefix: "CN", series: "CN-202601", year: 2026, month: 1, sequence: 420 }],
    [" INV-202612-12345 ", { prefix: "INV", series: "INV-202612", year: 2026, month: 12, sequence: 12_345 }],
  ])("reads %j", (text, parts) => {
    expect(parseDocumentNumber(text)).toEqual(parts);
  });

  it.each(["INV-202613-0001", "INV-202600-0001", "INV-2026-0001", "INV-202611-001", "PAY-202611-0001", ""])(
    "%j is not a document number",
    (text) => {
      expect(parseDocumentNumber(text)).toBeNull();
    },
  );

  it("reads back what it formats", () => {
    for (const date of ["2026-01-15", "2026-12-31"]) {
      for (const n of [1, 77, 9_999]) {
        const number = formatDocumentNumber(invoiceSeries(date), n);
        expect(parseDocumentNumber(number)?.sequence).toBe(n);
        expect(parseDocumentNumber(number)?.series).toBe(invoiceSeries(date));
      }
    }
  });
});
