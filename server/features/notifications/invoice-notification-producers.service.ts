import {
  creditNoteIssued,
  invoiceIssued,
  invoiceOverdue,
  invoiceSent,
  paymentRecorded,
  refundRecorded,
} from "#domain/notifications/invoice-update-drafts";
import type { Change } from "../../kernel/mutate";
import { clientUserIds, notify } from "./notifications.service";

// What the invoices and payments features call, inside their own change, with the facts they already hold:
// `await notifyX(change, …)` writes the notifications in the change's transaction and emits their events with it.

/** Who hears of money moving on an invoice: its client, and its creator unless they moved it. */
interface MoneyAudience {
  clientId: string;
  creatorId: string | null;
  /** Who recorded it is not told of their own entry. */
  actorId?: string | null;
}

async function clientAndCreator(change: Change, facts: MoneyAudience): Promise<string[]> {
  const agent = facts.creatorId && facts.creatorId !== facts.actorId ? [facts.creatorId] : [];
  return [...(await clientUserIds(change.tx, facts.clientId)), ...agent];
}

/** An invoice was issued: the client's portal user hears of it. */
export async function notifyInvoiceIssued(
  change: Change,
  facts: { invoiceId: string; number: string; amountText: string; dueDate: string; clientId: string },
): Promise<void> {
  await notify(change, {
    ...invoiceIssued(facts),
    userIds: await clientUserIds(change.tx, facts.clientId),
    dedupeKey: `invoice-issued:${facts.invoiceId}`,
  });
}

/** An invoice was sent by e-mail: the client's portal user hears of it (each sending). */
export async function notifyInvoiceSent(
  change: Change,
  facts: { invoiceId: string; number: string; amountText: string; clientId: string },
): Promise<void> {
  await notify(change, {
    ...invoiceSent(facts),
    userIds: await clientUserIds(change.tx, facts.clientId),
  });
}

/** A payment was recorded: the client's portal user and the invoice's creator hear of it. */
export async function notifyPaymentRecorded(
  change: Change,
  facts: MoneyAudience & { paymentId: string; invoiceId: string; number: string; amountText: string },
): Promise<void> {
  await notify(change, {
    ...paymentRecorded(facts),
    userIds: await clientAndCreator(change, facts),
    dedupeKey: `payment:${facts.paymentId}`,
  });
}

/** A refund was made: the client's portal user and the invoice's creator (unless they made it) hear of it. */
export async function notifyRefundRecorded(
  change: Change,
  facts: MoneyAudience & { paymentId: string; invoiceId: string; number: string; amountText: string },
): Promise<void> {
  await notify(change, {
    ...refundRecorded(facts),
    userIds: await clientAndCreator(change, facts),
    dedupeKey: `refund:${facts.paymentId}`,
  });
}

/** A credit note was issued: the client's portal user and the invoice's creator (unless they issued it) hear of it. */
export async function notifyCreditNoteIssued(
  change: Change,
  facts: MoneyAudience & {
    creditNoteId: string;
    number: string;
    invoiceId: string;
    invoiceNumber: string;
    amountText: string;
  },
): Promise<void> {
  await notify(change, {
    ...creditNoteIssued(facts),
    userIds: await clientAndCreator(change, facts),
    dedupeKey: `credit-note:${facts.creditNoteId}`,
  });
}

/** An invoice fell overdue: the client's portal user and its creator hear of it, once per invoice. */
export async function notifyInvoiceOverdue(
  change: Change,
  facts: {
    invoiceId: string;
    number: string;
    amountText: string;
    dueDate: string;
    clientId: string;
    creatorId: string | null;
  },
): Promise<void> {
  await notify(change, {
    ...invoiceOverdue(facts),
    userIds: [...(await clientUserIds(change.tx, facts.clientId)), facts.creatorId],
    dedupeKey: `invoice-overdue:${facts.invoiceId}:${facts.dueDate}`,
  });
}
