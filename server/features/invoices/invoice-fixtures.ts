import type { Currency } from "#domain/currency";
import { todayIn } from "#domain/dates";
import { type Invoice, invoiceSchema } from "#domain/invoices/invoice.schema";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import type { SessionUser } from "../../auth/session";
import { exchangeRates, payments } from "../../db/schema/invoices";
import type { TestApp } from "../../test/test-app";
import { type caller, type Session, sessionUser } from "../../test/trip-fixtures";
import { recordInvoiceSent } from "./invoice-sending.service";
import { lockInvoiceForSettlement, settleInvoice } from "./invoice-settlement.service";

// What the invoices tests build on: invoices made through the API, payments written as the payments
// feature would (its own tests cover its routes), and exchange rates.

export const line = (unitPriceCents: number, extra: Record<string, unknown> = {}) => ({
  description: `Service at ${unitPriceCents}`,
  quantity: 1,
  unitPriceCents,
  ...extra,
});

export async function issueInvoice(
  call: ReturnType<typeof caller>,
  session: Session,
  body: Record<string, unknown>,
): Promise<Invoice> {
  const res = await call(session, "POST", "/api/invoices", {
    dueDate: "2099-12-31",
    lines: [line(10_000)],
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`invoice failed: ${res.statusCode} ${res.body}`);
  return invoiceSchema.parse(res.json());
}

/** A completed payment of `cents` on the invoice, recorded under its row lock as the payments feature does. */
export async function recordPayment(
  t: TestApp,
  staff: Session,
  invoiceId: string,
  cents: number,
): Promise<void> {
  const user = await sessionUser(t, staff);
  const today = todayIn(t.ctx.config.agencyTimeZone);
  await t.ctx.kernel.mutate(user, async ({ tx, scope }) => {
    const invoice = await lockInvoiceForSettlement(tx, scope, invoiceId);
    await tx.insert(payments).values({
      invoiceId,
      clientId: invoice.clientId,
      paymentDate: today,
      amountCents: cents,
      currency: invoice.currency,
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: cents,
    });
    await settleInvoice(tx, invoice, { paidCents: cents }, today);
  });
}

/** Records a send as `user` through the kernel, answering the send record and the events it emitted. */
export async function recordSend(t: TestApp, user: SessionUser, id: string, to: string) {
  const events: PublishedEvent[] = [];
  const sent = await t.ctx.kernel.mutate(user, (change) =>
    recordInvoiceSent(
      {
        ...change,
        emit: (event) => {
          events.push(...([] as PublishedEvent[]).concat(event));
          change.emit(event);
        },
      },
      id,
      to,
    ),
  );
  return { ...sent, events };
}

/** One unit of `currency` is `rate` euros from `date` on. */
export async function setRate(t: TestApp, currency: Currency, date: string, rate: string): Promise<void> {
  await t.database.db
    .insert(exchangeRates)
    .values({ currency, rateDate: date, rate })
    .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.rateDate], set: { rate } });
}
