import { formatTripDate } from "../trips/trip-format";
import { links, type NotificationDraft } from "./notification-messages";

// Invoices, payments, refunds and credit notes, for the client and the invoice's creator (the "invoiceUpdates"
// category).

export function invoiceIssued(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
  dueDate: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `Invoice ${facts.number} for ${facts.amountText} was issued, due ${formatTripDate(facts.dueDate)}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function invoiceSent(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `Invoice ${facts.number} for ${facts.amountText} was sent to you by e-mail`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function paymentRecorded(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `A payment of ${facts.amountText} was recorded on invoice ${facts.number}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function invoiceOverdue(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
  dueDate: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "alert",
    message: `Invoice ${facts.number} is overdue: ${facts.amountText} was due on ${formatTripDate(facts.dueDate)}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function refundRecorded(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `A refund of ${facts.amountText} was made on invoice ${facts.number}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function creditNoteIssued(facts: {
  invoiceId: string;
  invoiceNumber: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `Credit note ${facts.number} for ${facts.amountText} was issued on invoice ${facts.invoiceNumber}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}
