import { describe, expect, it } from "vitest";
import { paymentNumberOf, paymentReference, paymentStatusBadge } from "./payment-format";

describe("paymentReference", () => {
  it.each([
    [1, "PAY-000001"],
    [123, "PAY-000123"],
    [999_999, "PAY-999999"],
    [1_000_000, "PAY-1000000"],
  ])("%i → %s", (number, reference) => {
    expect(paymentReference(number)).toBe(reference);
  });
});

describe("paymentNumberOf", () => {
  it.each([
    ["PAY-000123", 123],
    ["pay-123", 123],
    ["PAY123", 123],
    [" PAY-000001 ", 1],
    ["Pay-7", 7],
    ["PAY-000000", null],
    ["PAY-", null],
    ["123", null],
    ["#123", null],
    ["PAY-12a", null],
    ["PAY-1234567890", null],
    ["INV-202611-0001", null],
    ["payment", null],
  ])("%j → %j", (word, number) => {
    expect(paymentNumberOf(word)).toBe(number);
  });

  it("reads back every reference it writes", () => {
    for (const n of [1, 42, 999_999, 123_456_789]) expect(paymentNumberOf(paymentReference(n))).toBe(n);
  });
});

describe("paymentStatusBadge", () => {
  it("follows SPEC §4: completed default, pending secondary, failed destructive", () => {
    expect(paymentStatusBadge).toEqual({ completed: "default", pending: "secondary", failed: "destructive" });
  });
});
