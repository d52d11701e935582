import type { ClientStatement, StatementEntry } from "#domain/client-statement/statement.schema";

export const CLIENT = "3f8fad5b-d9cb-469f-a165-70867728950e";
export const INVOICE = "5d0c3b4e-7f3a-4a7e-9d7b-3c1f2f0a9e11";
const PAYMENT = "6d0c3b4e-7f3a-4a7e-9d7b-3c1f2f0a9e12";

export const invoiceEntry: StatementEntry = {
  id: `invoice:${INVOICE}`,
  kind: "invoice",
  recordId: INVOICE,
  date: "2026-05-01",
  reference: "INV-202605-0007",
  description: "Trip: Lisbon city break",
  invoiceId: INVOICE,
  invoiceNumber: "INV-202605-0007",
  currency: "EUR",
  amountCents: 42_000,
  balanceCents: 42_000,
  invoiceStatus: "partially_paid",
};

export const paymentEntry: StatementEntry = {
  id: `payment:${PAYMENT}`,
  kind: "payment",
  recordId: PAYMENT,
  date: "2026-05-03",
  reference: "PAY-000042",
  description: "Bank transfer · TR-881",
  invoiceId: INVOICE,
  invoiceNumber: "INV-202605-0007",
  currency: "EUR",
  amountCents: -12_000,
  balanceCents: 30_000,
  invoiceStatus: null,
};

/** A statement as the API answers it: newest first, the payment after the invoice. */
export const statement: ClientStatement = {
  items: [paymentEntry, invoiceEntry],
  total: 2,
  openBalances: [{ currency: "EUR", balanceCents: 30_000, overdueCents: 0, openInvoices: 1 }],
};

export const emptyStatement: ClientStatement = { items: [], total: 0, openBalances: [] };
