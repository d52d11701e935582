import {
  invoiceIssued,
  invoiceOverdue,
  invoiceSent,
  paymentRecorded,
} from "#domain/notifications/invoice-update-drafts";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import type { DbOrTx } from "../../db/client";
import { clientUserIds, notifyInTx } from "./notifications.service";

// What the invoices and payments features call, inside their own transaction, with the facts they already
// hold. Each answers the events for the caller's change to emit: `change.emit(await notifyX(change.tx, …))`.

/** An invoice was issued: the client's portal user hears of it. */
export async function notifyInvoiceIssued(
  tx: DbOrTx,
  facts: { invoiceId: string; number: string; amountText: string; dueDate: string; clientId: string },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...invoiceIssued(facts),
    userIds: await clientUserIds(tx, facts.clientId),
    dedupeKey: `invoice-issued:${facts.invoiceId}`,
  });
}

/** An invoice was sent by e-mail: the client's portal user hears of it (each sending). */
export async function notifyInvoiceSent(
  tx: DbOrTx,
  facts: { invoiceId: string; number: string; amountText: string; clientId: string },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...invoiceSent(facts),
    userIds: await clientUserIds(tx, facts.clientId),
  });
}

/** A payment was recorded: the client's portal user and the invoice's creator hear of it. */
export async function notifyPaymentRecorded(
  tx: DbOrTx,
  facts: {
    paymentId: string;
    invoiceId: string;
    number: string;
    amountText: string;
    clientId: string;
    creatorId: string | null;
    /** Who recorded it is not told of their own entry. */
    actorId?: string | null;
  },
): Promise<PublishedEvent[]> {
  const agent = facts.creatorId && facts.creatorId !== facts.actorId ? [facts.creatorId] : [];
  return notifyInTx(tx, {
    ...paymentRecorded(facts),
    userIds: [...(await clientUserIds(tx, facts.clientId)), ...agent],
    dedupeKey: `payment:${facts.paymentId}`,
  });
}

/** An invoice fell overdue: the client's portal user and its creator hear of it, once per invoice. */
export async function notifyInvoiceOverdue(
  tx: DbOrTx,
  facts: {
    invoiceId: string;
    number: string;
    amountText: string;
    dueDate: string;
    clientId: string;
    creatorId: string | null;
  },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...invoiceOverdue(facts),
    userIds: [...(await clientUserIds(tx, facts.clientId)), facts.creatorId],
    dedupeKey: `invoice-overdue:${facts.invoiceId}:${facts.dueDate}`,
  });
}
