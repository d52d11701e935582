import { describe, expect, it } from "vitest";
import {
  INVOICE_REQUIRED,
  PAYMENT_EXCEEDS_BALANCE,
  REFUND_EXCEEDS_PAID,
  REFUND_REASON_REQUIRED,
} from "./payment.schema";
import { PAYMENT_DATE_NOT_FUTURE, PENDING_DATE_TOO_FAR, REFUND_DATE_NOT_FUTURE } from "./payment-date";
import { paymentFormSchemaFor, refundFormSchemaFor } from "./payment-form.schema";

const INVOICE = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
/** The agency's day the forms are checked on: after the dates the forms below are filled with. */
const today = () => "2026-11-10";

const form = (overrides: Record<string, unknown> = {}) => ({
  invoiceId: INVOICE,
  amountCents: "100.00",
  paymentDate: "2026-11-03",
  method: "bank_transfer",
  status: "completed",
  transactionReference: "",
  ...overrides,
});

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("paymentFormSchemaFor", () => {
  it("turns the typed amount into minor units and an empty reference into null", () => {
    expect(
      paymentFormSchemaFor(125_050, today).parse(
        form({ amountCents: "1250,5", transactionReference: " TRX 9 " }),
      ),
    ).toEqual({
      invoiceId: INVOICE,
      amountCents: 125_050,
      paymentDate: "2026-11-03",
      method: "bank_transfer",
      status: "completed",
      transactionReference: "TRX 9",
    });
    expect(paymentFormSchemaFor(null, today).parse(form()).transactionReference).toBeNull();
  });

  it.each([
    // balance, typed → the amount's message
    [10_000, "100.00", null],
    [10_000, "100.01", PAYMENT_EXCEEDS_BALANCE],
    [10_000, "1000", PAYMENT_EXCEEDS_BALANCE],
    [0, "0.01", PAYMENT_EXCEEDS_BALANCE],
    [null, "99999999.99", null],
    [10_000, "", "Amount is required"],
    [10_000, "  ", "Amount is required"],
    [10_000, "0", "Amount must be above zero"],
    [10_000, "0.00", "Amount must be above zero"],
    [10_000, "-5", "Amount cannot be negative"],
    [10_000, "12.345", "Use at most two decimal places"],
    [10_000, "abc", '"abc" is not an amount (use digits and an optional decimal point, e.g. 12.50)'],
    [null, "100000000.00", "Amount is too large"],
  ])("balance %j, typed %j → %j", (balance, typed, message) => {
    const result = paymentFormSchemaFor(balance, today).safeParse(form({ amountCents: typed }));
    expect(issues(result).amountCents).toBe(message ?? undefined);
  });

  it("asks for an invoice, a real payment date, and a known method and status", () => {
    const result = paymentFormSchemaFor(10_000, today).safeParse(
      form({ invoiceId: "", paymentDate: "", method: "cheque", status: "failed" }),
    );
    expect(issues(result)).toEqual({
      invoiceId: INVOICE_REQUIRED,
      paymentDate: "Payment date is required",
      method: "Method must be one of bank_transfer, credit_card, cash, other",
      status: "Status must be completed or pending",
    });
    expect(issues(paymentFormSchemaFor(null, today).safeParse(form({ paymentDate: "2026-02-30" })))).toEqual({
      paymentDate: "Use a real date as YYYY-MM-DD",
    });
  });

  it.each([
    ["completed", "2026-11-10", undefined],
    ["completed", "2026-11-11", PAYMENT_DATE_NOT_FUTURE],
    ["pending", "2026-11-24", undefined],
    ["pending", "2026-11-25", PENDING_DATE_TOO_FAR],
  ])("a %s payment dated %s → %j, beside the amount's own issue", (status, paymentDate, message) => {
    const result = paymentFormSchemaFor(10_000, today).safeParse(
      form({ status, paymentDate, amountCents: "" }),
    );
    expect(issues(result)).toEqual({
      amountCents: "Amount is required",
      ...(message ? { paymentDate: message } : {}),
    });
  });
});

describe("refundFormSchemaFor", () => {
  const refund = (overrides: Record<string, unknown> = {}) => ({
    amountCents: "50",
    paymentDate: "2026-11-04",
    method: "bank_transfer",
    transactionReference: "",
    reason: " Trip shortened ",
    ...overrides,
  });

  it("takes at most what was paid, with a reason", () => {
    expect(refundFormSchemaFor(5_000, today).parse(refund())).toEqual({
      amountCents: 5_000,
      paymentDate: "2026-11-04",
      method: "bank_transfer",
      transactionReference: null,
      reason: "Trip shortened",
    });
    expect(issues(refundFormSchemaFor(4_999, today).safeParse(refund()))).toEqual({
      amountCents: REFUND_EXCEEDS_PAID,
    });
    expect(issues(refundFormSchemaFor(5_000, today).safeParse(refund({ reason: "  " })))).toEqual({
      reason: REFUND_REASON_REQUIRED,
    });
  });

  it("is dated at the latest on the agency's today", () => {
    expect(refundFormSchemaFor(5_000, today).safeParse(refund({ paymentDate: "2026-11-10" })).success).toBe(
      true,
    );
    expect(
      issues(refundFormSchemaFor(5_000, today).safeParse(refund({ paymentDate: "2026-11-11" }))),
    ).toEqual({
      paymentDate: REFUND_DATE_NOT_FUTURE,
    });
  });
});
