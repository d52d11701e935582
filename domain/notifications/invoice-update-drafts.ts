import { formatTripDate } from "../trips/trip-format";
import { links, type NotificationDraft } from "./notification-messages";

// Invoices and payments, for the client and the invoice's creator (the "invoiceUpdates" category).

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
