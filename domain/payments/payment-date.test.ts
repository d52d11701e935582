import { describe, expect, it } from "vitest";
import {
  PAYMENT_DATE_NOT_FUTURE,
  PENDING_DATE_TOO_FAR,
  PENDING_PAYMENT_MAX_DAYS_AHEAD,
  paymentDateRefusal,
  REFUND_DATE_NOT_FUTURE,
} from "./payment-date";

const TODAY = "2026-12-25";

describe("paymentDateRefusal", () => {
  it("names the limit in its message", () => {
    expect(PENDING_DATE_TOO_FAR).toContain(`${PENDING_PAYMENT_MAX_DAYS_AHEAD} days`);
  });

  it.each([
    ["completed", "2026-12-24", null],
    ["completed", TODAY, null],
    ["completed", "2026-12-26", PAYMENT_DATE_NOT_FUTURE],
    ["pending", "2026-01-01", null],
    ["pending", TODAY, null],
    ["pending", "2026-12-26", null],
    // 14 days after 25 December, across the new year.
    ["pending", "2027-01-08", null],
    ["pending", "2027-01-09", PENDING_DATE_TOO_FAR],
    ["refund", TODAY, null],
    ["refund", "2026-11-30", null],
    ["refund", "2026-12-26", REFUND_DATE_NOT_FUTURE],
    ["completed", "2026-02-30", null],
  ] as const)("%s dated %s → %s", (kind, date, expected) => {
    expect(paymentDateRefusal(kind, date, TODAY)).toBe(expected);
  });
});
