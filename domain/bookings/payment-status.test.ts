import { describe, expect, it } from "vitest";
import { derivePaymentStatus, NO_PAYMENTS, shownPaymentStatus } from "./payment-status";

describe("derivePaymentStatus", () => {
  it.each([
    // invoiced, paid, status
    [0, 0, "awaiting_payment"],
    [0, 5_000, "awaiting_payment"],
    [10_000, 0, "awaiting_payment"],
    [10_000, 1, "partially_paid"],
    [10_000, 9_999, "partially_paid"],
    [10_000, 10_000, "paid"],
    [10_000, 12_000, "paid"],
    [1, 1, "paid"],
    [10_000, -500, "awaiting_payment"],
  ] as const)("invoiced %i, paid %i → %s", (invoicedCents, paidCents, status) => {
    expect(derivePaymentStatus({ invoicedCents, paidCents })).toBe(status);
  });

  it("reads awaiting payment for a booking with no invoices", () => {
    expect(derivePaymentStatus(NO_PAYMENTS)).toBe("awaiting_payment");
  });
});

describe("shownPaymentStatus", () => {
  it.each([
    // booking status, derived payment status, what a screen shows (null: no payment status)
    ["pending", "awaiting_payment", "awaiting_payment"],
    ["confirmed", "awaiting_payment", "awaiting_payment"],
    ["completed", "awaiting_payment", "awaiting_payment"],
    ["cancelled", "awaiting_payment", null],
    // Money was taken on it: still said, so a refund is not forgotten.
    ["cancelled", "partially_paid", "partially_paid"],
    ["cancelled", "paid", "paid"],
    ["confirmed", "partially_paid", "partially_paid"],
    ["pending", "paid", "paid"],
  ] as const)("%s booking, %s → %s", (status, paymentStatus, shown) => {
    expect(shownPaymentStatus({ status, paymentStatus })).toBe(shown);
  });
});
