import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import { formatMinorWithCurrency } from "#domain/money";
import type { Payment, PaymentCreate, RefundCreate } from "#domain/payments/payment.schema";
import { paymentRefusal, refundRefusal } from "#domain/payments/payment-balance";
import { paymentMethodLabels, paymentReference } from "#domain/payments/payment-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { clientScopeOf, systemScope } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { assertVersion } from "../../db/record-version";
import { payments } from "../../db/schema/invoices";
import { lockRate } from "../exchange-rates/exchange-rates.service";
import {
  type LockedInvoice,
  lockInvoiceForSettlementInTx,
  settleInvoiceInTx,
} from "../invoices/invoice-settlement.service";
import { notifyPaymentRecorded } from "../notifications/invoice-notification-producers.service";
import { findVisiblePayment, PAYMENT_ENTITY, paymentEvents } from "./payment-records";

/** A payment written inside a caller's transaction, and the events to publish once it commits. */
export interface PaymentOutcome {
  payment: Payment;
  events: PublishedEvent[];
}

/** What the balance check needs beyond the locked invoice: the pending amounts it reserves, and its booking. */
async function invoiceContext(
  tx: DbOrTx,
  invoiceId: string,
  exceptPaymentId: string | null = null,
): Promise<{ pendingCents: number; bookingId: string | null }> {
  const result = (await tx.execute(sql`
    select i.booking_id as "bookingId",
      (select coalesce(sum(p.amount_cents), 0)::float8 from payments p
        where p.invoice_id = i.id and p.status = 'pending'
          and (${exceptPaymentId}::uuid is null or p.id <> ${exceptPaymentId}::uuid)) as "pendingCents"
    from invoices i where i.id = ${invoiceId}`)) as unknown as {
    rows: { bookingId: string | null; pendingCents: number | string }[];
  };
  const row = result.rows[0];
  return { pendingCents: Number(row?.pendingCents ?? 0), bookingId: row?.bookingId ?? null };
}

/** A payment that now counts: the client's users and the invoice's creator hear of it (#18). */
function paymentNotices(tx: DbOrTx, user: SessionUser, invoice: LockedInvoice, payment: Payment) {
  return notifyPaymentRecorded(tx, {
    paymentId: payment.id,
    invoiceId: invoice.id,
    number: invoice.number,
    amountText: formatMinorWithCurrency(payment.amountCents, payment.currency),
    clientId: invoice.clientId,
    creatorId: invoice.createdBy,
    actorId: user.id,
  });
}

function refuseCancelled(invoice: LockedInvoice): void {
  if (invoice.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled: it takes no payments.`);
}

/**
 * Records a payment on an invoice inside the caller's transaction: the invoice row locked first (concurrent
 * payments queue there), the amount checked against what is left to collect, the rate of the payment date
 * locked, and a completed payment settled on the invoice. A pending one (a bank transfer announced) does not
 * count as paid but reserves its amount, so announced transfers and other payments never over-collect.
 */
export async function recordPaymentInTx(
  tx: DbOrTx,
  user: SessionUser,
  invoiceId: string,
  input: PaymentCreate,
  options: { baseCurrency: Currency },
): Promise<PaymentOutcome> {
  const invoice = await lockInvoiceForSettlementInTx(tx, user, invoiceId);
  refuseCancelled(invoice);
  const context = await invoiceContext(tx, invoice.id);
  const refusal = paymentRefusal(input.amountCents, { ...invoice, pendingCents: context.pendingCents });
  if (refusal) throw fieldError("body.amountCents", refusal);
  const rate = await lockRate(tx, {
    baseCurrency: options.baseCurrency,
    currency: invoice.currency,
    date: input.paymentDate,
    amountCents: input.amountCents,
    path: "body.paymentDate",
  });
  const completed = input.status === "completed";
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      amountCents: input.amountCents,
      currency: invoice.currency,
      method: input.method,
      status: input.status,
      transactionReference: input.transactionReference,
      paymentDate: input.paymentDate,
      receivedAt: completed ? sql`now()` : null,
      ...rate,
      createdBy: user.id,
    })
    .returning({ id: payments.id, number: payments.number });
  if (!row) throw new Error("insert returned no row");
  const status = completed ? await settleInvoiceInTx(tx, invoice, { paidCents: input.amountCents }) : null;
  const what = `${formatMinorWithCurrency(input.amountCents, invoice.currency)} by ${paymentMethodLabels[input.method].toLowerCase()}`;
  await writeAudit(tx, {
    userId: user.id,
    action: "create",
    entity: PAYMENT_ENTITY,
    entityId: row.id,
    summary: completed
      ? `Recorded payment ${paymentReference(row.number)} of ${what} on ${invoice.number}`
      : `Recorded ${paymentReference(row.number)}, ${what} announced on ${invoice.number} (pending until received)`,
    details: {
      invoiceId: invoice.id,
      amountCents: input.amountCents,
      currency: invoice.currency,
      method: input.method,
      status: input.status,
      paymentDate: input.paymentDate,
      ...(status ? { invoiceStatus: status } : {}),
    },
  });
  const payment = await findVisiblePayment(tx, systemScope, row.id);
  const notices = completed ? await paymentNotices(tx, user, invoice, payment) : [];
  return {
    payment,
    events: [
      ...paymentEvents(payment, "insert", { spend: completed, bookingId: context.bookingId }),
      ...notices,
    ],
  };
}

/** A refund inside the caller's transaction: a negative completed payment with a reason, at most what was paid. */
export async function refundInTx(
  tx: DbOrTx,
  user: SessionUser,
  invoiceId: string,
  input: RefundCreate,
  options: { baseCurrency: Currency },
): Promise<PaymentOutcome> {
  const invoice = await lockInvoiceForSettlementInTx(tx, user, invoiceId);
  refuseCancelled(invoice);
  const refusal = refundRefusal(input.amountCents, invoice.paidCents);
  if (refusal) throw fieldError("body.amountCents", refusal);
  const amountCents = -input.amountCents;
  const rate = await lockRate(tx, {
    baseCurrency: options.baseCurrency,
    currency: invoice.currency,
    date: input.paymentDate,
    amountCents,
    path: "body.paymentDate",
  });
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      amountCents,
      currency: invoice.currency,
      method: input.method,
      status: "completed",
      transactionReference: input.transactionReference,
      paymentDate: input.paymentDate,
      refundReason: input.reason,
      receivedAt: sql`now()`,
      ...rate,
      createdBy: user.id,
    })
    .returning({ id: payments.id, number: payments.number });
  if (!row) throw new Error("insert returned no row");
  const status = await settleInvoiceInTx(tx, invoice, { paidCents: amountCents });
  await writeAudit(tx, {
    userId: user.id,
    action: "create",
    entity: PAYMENT_ENTITY,
    entityId: row.id,
    summary: `Refunded ${formatMinorWithCurrency(input.amountCents, invoice.currency)} on ${invoice.number} (${paymentReference(row.number)}): ${input.reason}`,
    details: {
      invoiceId: invoice.id,
      amountCents,
      currency: invoice.currency,
      method: input.method,
      reason: input.reason,
      paymentDate: input.paymentDate,
      invoiceStatus: status,
    },
  });
  const { bookingId } = await invoiceContext(tx, invoice.id);
  const payment = await findVisiblePayment(tx, systemScope, row.id);
  return { payment, events: paymentEvents(payment, "insert", { spend: true, bookingId }) };
}

/**
 * A pending payment received (it now counts, checked again against the balance under the invoice's lock)
 * or failed (it stops reserving its amount). The invoice is locked before the payment, as when recording.
 */
export async function settlePendingPaymentInTx(
  tx: DbOrTx,
  user: SessionUser,
  paymentId: string,
  to: "completed" | "failed",
  expected?: number,
): Promise<PaymentOutcome> {
  const scope = await clientScopeOf(tx, user);
  const seen = await findVisiblePayment(tx, scope, paymentId);
  const invoice = await lockInvoiceForSettlementInTx(tx, user, seen.invoiceId);
  const before = await findVisiblePayment(tx, scope, paymentId, true);
  assertVersion(before, expected);
  if (before.status !== "pending") {
    const verb = to === "completed" ? "marked as received" : "marked as failed";
    throw new AppError(
      "CONFLICT",
      `Only a pending payment can be ${verb}; ${before.reference} is ${before.status}.`,
    );
  }
  const context = await invoiceContext(tx, invoice.id, before.id);
  const received = to === "completed";
  if (received) {
    refuseCancelled(invoice);
    const refusal = paymentRefusal(before.amountCents, { ...invoice, pendingCents: context.pendingCents });
    if (refusal) throw new AppError("CONFLICT", refusal);
  }
  await tx.execute(sql`
    update payments set status = ${to}, received_at = ${received ? sql`now()` : null},
      version = version + 1, updated_at = now()
    where id = ${before.id}`);
  const status = received ? await settleInvoiceInTx(tx, invoice, { paidCents: before.amountCents }) : null;
  await writeAudit(tx, {
    userId: user.id,
    action: "update",
    entity: PAYMENT_ENTITY,
    entityId: before.id,
    summary: received
      ? `Marked ${before.reference} as received: ${formatMinorWithCurrency(before.amountCents, before.currency)} on ${invoice.number}`
      : `Marked ${before.reference} as failed: ${formatMinorWithCurrency(before.amountCents, before.currency)} on ${invoice.number}`,
    details: { status: to, from: "pending", ...(status ? { invoiceStatus: status } : {}) },
  });
  const payment = await findVisiblePayment(tx, scope, before.id);
  const notices = received ? await paymentNotices(tx, user, invoice, payment) : [];
  return {
    payment,
    events: [
      ...paymentEvents(payment, "update", { spend: received, bookingId: context.bookingId }),
      ...notices,
    ],
  };
}
