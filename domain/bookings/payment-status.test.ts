import { describe, expect, it } from "vitest";
import { derivePaymentStatus, NO_PAYMENTS } from "./payment-status";

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
