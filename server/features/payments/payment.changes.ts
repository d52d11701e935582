import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import { formatMoney } from "#domain/money-format";
import type {
  Payment,
  PaymentCreate,
  PaymentCreateWithInvoice,
  RefundCreate,
} from "#domain/payments/payment.schema";
import { paymentRefusal, refundRefusal } from "#domain/payments/payment-balance";
import { paymentMethodLabels, paymentReference } from "#domain/payments/payment-format";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { payments } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { firstRow } from "../../kernel/rows";
import { lockRate } from "../exchange-rates";
import { type LockedInvoice, lockInvoiceForSettlement, settleInvoice } from "../invoices";
import { notifyPaymentRecorded, notifyRefundRecorded } from "../notifications";
import { findVisiblePayment, PAYMENT_ENTITY, paymentEvents } from "./payment-records";

// The payments' use cases, run by the kernel (ctx.kernel.mutate). Each locks the invoice it settles first
// (invoice-settlement.service.ts): concurrent payments, refunds and credit notes on one invoice queue there.

export interface PaymentOptions {
  baseCurrency: Currency;
  /** The agency's day: what the invoice's status (overdue or not) is stored against. */
  today: string;
}

/** What the balance check needs beyond the locked invoice: the pending amounts it reserves, and its booking. */
async function invoiceContext(
  tx: DbOrTx,
  invoiceId: string,
  exceptPaymentId: string | null = null,
): Promise<{ pendingCents: number; bookingId: string | null }> {
  const row = await firstRow<{ bookingId: string | null; pendingCents: number | string }>(
    tx,
    sql`
    select i.booking_id as "bookingId",
      (select coalesce(sum(p.amount_cents), 0)::float8 from payments p
        where p.invoice_id = i.id and p.status = 'pending'
          and (${exceptPaymentId}::uuid is null or p.id <> ${exceptPaymentId}::uuid)) as "pendingCents"
    from invoices i where i.id = ${invoiceId}`,
  );
  return { pendingCents: Number(row?.pendingCents ?? 0), bookingId: row?.bookingId ?? null };
}

/** A payment that now counts: the client's users and the invoice's creator hear of it (#18). */
function tellPaymentRecorded(change: Change, invoice: LockedInvoice, payment: Payment): Promise<void> {
  return notifyPaymentRecorded(change, {
    paymentId: payment.id,
    invoiceId: invoice.id,
    number: invoice.number,
    amountText: formatMoney(payment.amountCents, payment.currency),
    clientId: invoice.clientId,
    creatorId: invoice.createdBy,
    actorId: change.user?.id ?? null,
  });
}

function refuseCancelled(invoice: LockedInvoice): void {
  if (invoice.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled: it takes no payments.`);
}

/**
 * Records a payment on an invoice: the invoice row locked first (concurrent payments queue there), the
 * amount checked against what is left to collect, the rate of the payment date locked, and a completed
 * payment settled on the invoice. A pending one (a bank transfer announced) does not count as paid but
 * reserves its amount, so announced transfers and other payments never over-collect.
 */
export async function recordPayment(
  change: Change,
  invoiceId: string,
  input: PaymentCreate,
  options: PaymentOptions,
): Promise<Payment> {
  const { tx, user, scope, audit, emit } = change;
  const invoice = await lockInvoiceForSettlement(tx, scope, invoiceId);
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
      createdBy: user?.id ?? null,
    })
    .returning({ id: payments.id, number: payments.number });
  if (!row) throw new Error("insert returned no row");
  const status = completed
    ? await settleInvoice(tx, invoice, { paidCents: input.amountCents }, options.today)
    : null;
  const what = `${formatMoney(input.amountCents, invoice.currency)} by ${paymentMethodLabels[input.method].toLowerCase()}`;
  await audit({
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
  const payment = await findVisiblePayment(tx, scope, row.id);
  emit(paymentEvents(payment, "insert", { spend: completed, bookingId: context.bookingId }));
  if (completed) await tellPaymentRecorded(change, invoice, payment);
  return payment;
}

/** POST /api/payments names the invoice in the body: one it cannot find is a 400 on that field. */
export async function recordPaymentOnNamedInvoice(
  change: Change,
  input: PaymentCreateWithInvoice,
  options: PaymentOptions,
): Promise<Payment> {
  const { invoiceId, ...payment } = input;
  return recordPayment(change, invoiceId, payment, options).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw fieldError("body.invoiceId", "Invoice not found");
    throw error;
  });
}

/** A refund: a negative completed payment with a reason, at most what was paid. */
export async function recordRefund(
  change: Change,
  invoiceId: string,
  input: RefundCreate,
  options: PaymentOptions,
): Promise<Payment> {
  const { tx, user, scope, audit, emit } = change;
  const invoice = await lockInvoiceForSettlement(tx, scope, invoiceId);
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
      createdBy: user?.id ?? null,
    })
    .returning({ id: payments.id, number: payments.number });
  if (!row) throw new Error("insert returned no row");
  const status = await settleInvoice(tx, invoice, { paidCents: amountCents }, options.today);
  await audit({
    action: "create",
    entity: PAYMENT_ENTITY,
    entityId: row.id,
    summary: `Refunded ${formatMoney(input.amountCents, invoice.currency)} on ${invoice.number} (${paymentReference(row.number)}): ${input.reason}`,
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
  const payment = await findVisiblePayment(tx, scope, row.id);
  emit(paymentEvents(payment, "insert", { spend: true, bookingId }));
  await notifyRefundRecorded(change, {
    paymentId: payment.id,
    invoiceId: invoice.id,
    number: invoice.number,
    amountText: formatMoney(input.amountCents, invoice.currency),
    clientId: invoice.clientId,
    creatorId: invoice.createdBy,
    actorId: user?.id ?? null,
  });
  return payment;
}

/**
 * A pending payment received (it now counts, checked again against the balance under the invoice's lock)
 * or failed (it stops reserving its amount). The invoice is locked before the payment, as when recording.
 * `today`: the agency's day, for the invoice's status.
 */
export async function settlePendingPayment(
  change: Change,
  paymentId: string,
  to: "completed" | "failed",
  today: string,
  expected?: number,
): Promise<Payment> {
  const { tx, scope, audit, emit } = change;
  const seen = await findVisiblePayment(tx, scope, paymentId);
  const invoice = await lockInvoiceForSettlement(tx, scope, seen.invoiceId);
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
      version = ${bumpVersion(payments.version)}, updated_at = now()
    where id = ${before.id}`);
  const status = received ? await settleInvoice(tx, invoice, { paidCents: before.amountCents }, today) : null;
  await audit({
    action: "update",
    entity: PAYMENT_ENTITY,
    entityId: before.id,
    summary: received
      ? `Marked ${before.reference} as received: ${formatMoney(before.amountCents, before.currency)} on ${invoice.number}`
      : `Marked ${before.reference} as failed: ${formatMoney(before.amountCents, before.currency)} on ${invoice.number}`,
    details: { status: to, from: "pending", ...(status ? { invoiceStatus: status } : {}) },
  });
  const payment = await findVisiblePayment(tx, scope, before.id);
  emit(paymentEvents(payment, "update", { spend: received, bookingId: context.bookingId }));
  if (received) await tellPaymentRecorded(change, invoice, payment);
  return payment;
}
