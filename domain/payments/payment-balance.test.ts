import { describe, expect, it } from "vitest";
import { PAYMENT_EXCEEDS_BALANCE, REFUND_EXCEEDS_PAID } from "./payment.schema";
import { collectableCents, paymentRefusal, refundRefusal } from "./payment-balance";

const figures = (amountCents: number, paidCents = 0, creditedCents = 0, pendingCents = 0) => ({
  amountCents,
  paidCents,
  creditedCents,
  pendingCents,
});

describe("collectableCents", () => {
  it.each([
    // amount, paid, credited, pending → collectable
    [10_000, 0, 0, 0, 10_000],
    [10_000, 2_500, 0, 0, 7_500],
    [10_000, 2_500, 1_000, 0, 6_500],
    [10_000, 2_500, 1_000, 6_500, 0],
    [10_000, 0, 0, 4_000, 6_000],
    [10_000, 10_000, 0, 0, 0],
    [10_000, 0, 10_000, 0, 0],
    // A credit note issued after a transfer was announced can leave less than nothing: still nothing.
    [10_000, 5_000, 4_000, 3_000, 0],
    [1, 0, 0, 0, 1],
    [9_999_999_999, 1, 0, 0, 9_999_999_998],
  ])("total %i, paid %i, credited %i, pending %i → %i", (amount, paid, credited, pending, expected) => {
    expect(collectableCents(figures(amount, paid, credited, pending))).toBe(expected);
  });
});

describe("paymentRefusal", () => {
  it.each([
    // amount asked, total, paid, credited, pending → refusal
    [10_000, 10_000, 0, 0, 0, null],
    [10_001, 10_000, 0, 0, 0, PAYMENT_EXCEEDS_BALANCE],
    [7_500, 10_000, 2_500, 0, 0, null],
    [7_501, 10_000, 2_500, 0, 0, PAYMENT_EXCEEDS_BALANCE],
    [6_500, 10_000, 2_500, 1_000, 0, null],
    [6_501, 10_000, 2_500, 1_000, 0, PAYMENT_EXCEEDS_BALANCE],
    // The announced transfer reserves its 4 000: only 6 000 is left to collect.
    [6_000, 10_000, 0, 0, 4_000, null],
    [6_001, 10_000, 0, 0, 4_000, PAYMENT_EXCEEDS_BALANCE],
    [1, 10_000, 10_000, 0, 0, PAYMENT_EXCEEDS_BALANCE],
    [1, 10_000, 0, 0, 10_000, PAYMENT_EXCEEDS_BALANCE],
    [1, 10_000, 5_000, 4_000, 3_000, PAYMENT_EXCEEDS_BALANCE],
  ])(
    "%i on total %i, paid %i, credited %i, pending %i → %j",
    (asked, amount, paid, credited, pending, refusal) => {
      expect(paymentRefusal(asked, figures(amount, paid, credited, pending))).toBe(refusal);
    },
  );
});

describe("refundRefusal", () => {
  it.each([
    [100, 100, null],
    [1, 100, null],
    [101, 100, REFUND_EXCEEDS_PAID],
    [1, 0, REFUND_EXCEEDS_PAID],
    [1, -5, REFUND_EXCEEDS_PAID],
    [9_999_999_999, 9_999_999_999, null],
  ])("refund %i of %i paid → %j", (asked, paid, refusal) => {
    expect(refundRefusal(asked, paid)).toBe(refusal);
  });
});
