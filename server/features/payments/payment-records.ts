import { type SQL, sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { notFound } from "#domain/errors";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentReference } from "#domain/payments/payment-format";
import type { PaymentMethod, PaymentRecordStatus } from "#domain/payments/payment-values";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { isoInstant } from "../../db/sql-helpers";
import { firstRow } from "../../kernel/rows";
import { clientAudience } from "../../realtime/audience";

// The payment as every read answers it, the one visibility check, and the events a change publishes.

/** The audit log's entity name for payments (the invoice's history reads these rows too). */
export const PAYMENT_ENTITY = "payment";

/** Named as the API names them, over payments `p` joined to invoices `i` and clients `c`; bigints as text. */
export const PAYMENT_COLUMNS = `p.id, p.number, p.invoice_id as "invoiceId", i.number as "invoiceNumber",
  p.client_id as "clientId", c.name as "clientName", p.amount_cents::text as "amountCents", p.currency,
  p.method, p.status, p.transaction_reference as "transactionReference",
  p.payment_date::text as "paymentDate", p.refund_reason as "refundReason",
  ${isoInstant("p.received_at")} as "receivedAt", ${isoInstant("p.created_at")} as "createdAt", p.version`;

export const PAYMENT_JOINS = "join invoices i on i.id = p.invoice_id join clients c on c.id = p.client_id";

/** A payment row as either driver hands it (bigints as text). */
export interface PaymentRow {
  id: string;
  number: number | string;
  invoiceId: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  amountCents: number | string;
  currency: Currency;
  method: PaymentMethod;
  status: PaymentRecordStatus;
  transactionReference: string | null;
  paymentDate: string;
  refundReason: string | null;
  receivedAt: string | null;
  createdAt: string;
  version: number;
}

export function toPayment(row: PaymentRow): Payment {
  const number = Number(row.number);
  return {
    ...row,
    number,
    reference: paymentReference(number),
    amountCents: Number(row.amountCents),
    version: Number(row.version),
  };
}

/** The scope as a condition on payments `p`: staff see all, a client user their own client's, else none. */
export function paymentScopeCondition(scope: Scope): SQL {
  return scope.condition(sql`p.client_id`);
}

/** The payment if `scope` may see it (`lock`: its row locked until the transaction ends); 404 otherwise. */
export async function findVisiblePayment(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<Payment> {
  const row = await firstRow<PaymentRow>(
    tx,
    sql`
    select ${sql.raw(PAYMENT_COLUMNS)} from payments p ${sql.raw(PAYMENT_JOINS)}
    where p.id = ${id} and ${paymentScopeCondition(scope)}
    ${lock ? sql`for update of p` : sql``}`,
  );
  // Someone else's payment answers exactly like a missing one.
  if (!row) throw notFound("Payment");
  return toPayment(row);
}

/**
 * What a change to a payment tells: the payments lists and the invoice it settles (heard by its
 * client's users and staff), the booking whose payment status follows that invoice, and the client whose
 * total spent the triggers moved (`spend`).
 */
export function paymentEvents(
  payment: { id: string; invoiceId: string; clientId: string },
  op: "insert" | "update",
  changed: { spend: boolean; bookingId: string | null },
): PublishedEvent[] {
  const audience = clientAudience(payment.clientId);
  const events: PublishedEvent[] = [
    { topic: topics.payments, id: payment.id, op, audience },
    { topic: topics.invoices, id: payment.invoiceId, op: "update", audience },
  ];
  if (changed.bookingId)
    events.push({ topic: topics.bookings, id: changed.bookingId, op: "update", audience });
  if (changed.spend) events.push({ topic: topics.clients, id: payment.clientId, op: "update", audience });
  return events;
}
