import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { Payment } from "#domain/payments/payment.schema";

export const INVOICE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
export const CLIENT_ID = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";

export const completedPayment: Payment = {
  id: "9b2f1c1e-8a7d-4c52-9a01-5d2b7e3f0a11",
  number: 123,
  reference: "PAY-000123",
  invoiceId: INVOICE_ID,
  invoiceNumber: "INV-202611-0007",
  clientId: CLIENT_ID,
  clientName: "Alpha Travellers",
  amountCents: 125_050,
  currency: "USD",
  method: "credit_card",
  status: "completed",
  transactionReference: "CARD-4242",
  paymentDate: "2026-11-03",
  refundReason: null,
  receivedAt: "2026-11-03T10:00:00.000Z",
  createdAt: "2026-11-03T10:00:00.000Z",
  version: 1,
};

export const pendingPayment: Payment = {
  ...completedPayment,
  id: "9b2f1c1e-8a7d-4c52-9a01-5d2b7e3f0a12",
  number: 124,
  reference: "PAY-000124",
  amountCents: 40_000,
  method: "bank_transfer",
  status: "pending",
  transactionReference: "TRX-88",
  receivedAt: null,
  version: 3,
};

export const refund: Payment = {
  ...completedPayment,
  id: "9b2f1c1e-8a7d-4c52-9a01-5d2b7e3f0a13",
  number: 125,
  reference: "PAY-000125",
  amountCents: -5_000,
  method: "bank_transfer",
  transactionReference: null,
  refundReason: "One night cancelled",
};

export const unpaidInvoice: InvoiceListItem = {
  id: INVOICE_ID,
  number: "INV-202611-0007",
  clientId: CLIENT_ID,
  clientName: "Alpha Travellers",
  tripId: null,
  bookingId: null,
  currency: "GBP",
  amountCents: 200_000,
  paidCents: 50_000,
  creditedCents: 0,
  balanceCents: 150_000,
  status: "partially_paid",
  issueDate: "2026-11-01",
  dueDate: "2026-12-01",
  sentAt: null,
  version: 2,
};
