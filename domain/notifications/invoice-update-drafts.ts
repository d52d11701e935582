import { formatTripDate } from "../trips/trip-format";
import { links, type NotificationDraft } from "./notification-messages";

// Invoices, payments, refunds and credit notes, for the client and the invoice's creator (the "invoiceUpdates"
// category): each opens the invoice and is named after the document it is about.

type About = { invoiceId: string; number: string; amountText: string };

function invoiceUpdate(
  facts: { invoiceId: string; number: string },
  message: string,
  type: NotificationDraft["type"] = "info",
): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type,
    message,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export const invoiceIssued = (facts: About & { dueDate: string }) =>
  invoiceUpdate(
    facts,
    `Invoice ${facts.number} for ${facts.amountText} was issued, due ${formatTripDate(facts.dueDate)}`,
  );

export const invoiceSent = (facts: About) =>
  invoiceUpdate(facts, `Invoice ${facts.number} for ${facts.amountText} was sent to you by e-mail`);

export const paymentRecorded = (facts: About) =>
  invoiceUpdate(facts, `A payment of ${facts.amountText} was recorded on invoice ${facts.number}`);

export const invoiceOverdue = (facts: About & { dueDate: string }) =>
  invoiceUpdate(
    facts,
    `Invoice ${facts.number} is overdue: ${facts.amountText} was due on ${formatTripDate(facts.dueDate)}`,
    "alert",
  );

export const refundRecorded = (facts: About) =>
  invoiceUpdate(facts, `A refund of ${facts.amountText} was made on invoice ${facts.number}`);

/** `number` is the credit note's; the invoice it credits is `invoiceNumber`. */
export const creditNoteIssued = (facts: About & { invoiceNumber: string }) =>
  invoiceUpdate(
    facts,
    `Credit note ${facts.number} for ${facts.amountText} was issued on invoice ${facts.invoiceNumber}`,
  );
