import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_EXCEEDS_BALANCE } from "#domain/payments/payment.schema";
import { payments } from "../../db/schema/invoices";
import { withCastApp } from "../../test/cast-app";
import { issues } from "../../test/trip-fixtures";
import { invoiceRow, makeInvoice } from "./payment-fixtures";

// Payments racing for an invoice's balance. A real race needs PostgreSQL (TEST_DATABASE_URL); PGlite runs
// the same requests one at a time, and the outcome must be the same.

const RACERS = 100;

const { t, cast, call } = withCastApp();

async function sums(invoiceId: string) {
  const result = (await t.database.db.execute(sql`
    select coalesce(sum(amount_cents) filter (where status = 'completed'), 0)::int as completed,
      coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::int as pending
    from payments where invoice_id = ${invoiceId}`)) as unknown as {
    rows: { completed: number; pending: number }[];
  };
  return result.rows[0]!;
}

function payment(invoiceId: string, amountCents: number, status: "completed" | "pending" = "completed") {
  return call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, {
    amountCents,
    paymentDate: "2026-04-01",
    status,
  });
}

describe(`${RACERS} payments sent at once on one invoice`, () => {
  it("collect no more than its total: exactly as many as fit go through", async () => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId, { amountCents: 10_000 });
    const answers = await Promise.all(Array.from({ length: RACERS }, () => payment(invoiceId, 150)));
    const paid = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 400);
    // 66 × 1.50 = 99.00 fits in 100.00; a 67th would not.
    const others = answers.filter((res) => res.statusCode !== 201 && res.statusCode !== 400);
    expect(others.map((res) => `${res.statusCode} ${res.body}`)).toEqual([]);
    expect(paid).toHaveLength(66);
    expect(refused).toHaveLength(RACERS - 66);
    for (const res of refused) expect(issues(res)).toEqual({ "body.amountCents": PAYMENT_EXCEEDS_BALANCE });
    expect(await sums(invoiceId)).toEqual({ completed: 9_900, pending: 0 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 9_900, status: "partially_paid" });
    // Each success moved the invoice once.
    expect((await invoiceRow(t, invoiceId)).version).toBe(1 + 66);
  });

  it("with announced transfers among them, never reserve more than the balance, nor collect it once received", async () => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId, { amountCents: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        payment(invoiceId, 300, i % 2 === 0 ? "pending" : "completed"),
      ),
    );
    // 33 × 3.00 = 99.00, whichever kind they are.
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(33);
    const before = await sums(invoiceId);
    expect(before.completed + before.pending).toBe(9_900);
    // Every announced transfer received at once, with a last payment racing them for the final 1.00.
    const pending = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, "pending")));
    const settled = await Promise.all([
      payment(invoiceId, 100),
      ...pending.map((p) => call(cast.agent, "POST", `/api/payments/${p.id}/receive`)),
    ]);
    expect(settled[0]!.statusCode).toBe(201);
    expect(await sums(invoiceId)).toEqual({ completed: 10_000, pending: 0 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 10_000, status: "paid" });
  });

  it("with one Idempotency-Key, record the payment once however many retries arrive together", async () => {
    const invoiceId = await makeInvoice(t, cast.clientA.clientId, { amountCents: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          cast.agent,
          "POST",
          "/api/payments",
          { invoiceId, amountCents: 2_500, paymentDate: "2026-04-01" },
          { "idempotency-key": "race-key-1" },
        ),
      ),
    );
    // The first records; the others are told it is still running (409) or get its answer again.
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const created = answers.filter((res) => res.statusCode === 201);
    expect(new Set(created.map((res) => res.json().id)).size).toBe(1);
    expect(await sums(invoiceId)).toEqual({ completed: 2_500, pending: 0 });
  });
});
