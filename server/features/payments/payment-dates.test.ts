import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import {
  PAYMENT_DATE_NOT_FUTURE,
  PENDING_DATE_TOO_FAR,
  PENDING_PAYMENT_MAX_DAYS_AHEAD,
  REFUND_DATE_NOT_FUTURE,
} from "#domain/payments/payment-date";
import { withCastApp } from "../../test/cast-app";
import { issues } from "../../test/trip-fixtures";
import { invoiceRow, makeInvoice } from "./payment-fixtures";

// A payment's date against the agency's today: taken from the app's own zone, so the test holds in any zone.

const { t, cast, call } = withCastApp();
const today = () => todayIn(t.ctx.config.agencyTimeZone);

const payOn = (invoiceId: string, paymentDate: string, status: "completed" | "pending") =>
  call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, {
    amountCents: 1_000,
    paymentDate,
    status,
    method: "bank_transfer",
  });

describe("a payment's date", () => {
  it.each([
    ["completed", 0, 201, null],
    ["completed", -3, 201, null],
    ["completed", 1, 400, PAYMENT_DATE_NOT_FUTURE],
    ["pending", 0, 201, null],
    ["pending", 1, 201, null],
    ["pending", PENDING_PAYMENT_MAX_DAYS_AHEAD, 201, null],
    ["pending", PENDING_PAYMENT_MAX_DAYS_AHEAD + 1, 400, PENDING_DATE_TOO_FAR],
  ] as const)("a %s payment dated %i days from today → %i", async (status, days, code, message) => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId);
    const res = await payOn(invoiceId, addDays(today(), days), status);
    expect(res.statusCode, res.body).toBe(code);
    if (message) {
      expect(issues(res)).toEqual({ "body.paymentDate": message });
      expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 0 });
    }
  });

  it("is checked on POST /api/payments (the invoice in the body) too", async () => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId);
    const res = await call(cast.agent, "POST", "/api/payments", {
      invoiceId,
      amountCents: 1_000,
      paymentDate: addDays(today(), 1),
    });
    expect(issues(res)).toEqual({ "body.paymentDate": PAYMENT_DATE_NOT_FUTURE });
  });

  it("refuses a refund dated after today and takes one dated today", async () => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId);
    expect((await payOn(invoiceId, today(), "completed")).statusCode).toBe(201);
    const refund = { amountCents: 500, reason: "Goodwill" };
    const ahead = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      ...refund,
      paymentDate: addDays(today(), 1),
    });
    expect(ahead.statusCode).toBe(400);
    expect(issues(ahead)).toEqual({ "body.paymentDate": REFUND_DATE_NOT_FUTURE });
    const onToday = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      ...refund,
      paymentDate: today(),
    });
    expect(onToday.statusCode, onToday.body).toBe(201);
  });
});
