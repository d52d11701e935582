import type { Invoice, InvoiceList, InvoiceListItem } from "#domain/invoices/invoice.schema";

export const CLIENT_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

export const unpaidItem: InvoiceListItem = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  number: "INV-202611-0007",
  clientId: CLIENT_ID,
  clientName: "Alpha Travellers",
  tripId: null,
  bookingId: null,
  currency: "GBP",
  amountCents: 120_000,
  paidCents: 20_000,
  creditedCents: 0,
  balanceCents: 100_000,
  status: "partially_paid",
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  sentAt: null,
  version: 3,
};

export const overdueItem: InvoiceListItem = {
  ...unpaidItem,
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  number: "INV-202610-0003",
  currency: "EUR",
  amountCents: 5_000,
  paidCents: 0,
  balanceCents: 5_000,
  status: "overdue",
  dueDate: "2026-10-20",
  version: 1,
};

export const paidItem: InvoiceListItem = {
  ...unpaidItem,
  id: "6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b",
  number: "INV-202609-0001",
  currency: "USD",
  amountCents: 9_900,
  paidCents: 9_900,
  balanceCents: 0,
  status: "paid",
  version: 2,
};

export const invoicePage: InvoiceList = {
  items: [unpaidItem, overdueItem, paidItem],
  total: 3,
  totals: [
    { currency: "EUR", count: 1, amountCents: 5_000, paidCents: 0, balanceCents: 5_000 },
    { currency: "GBP", count: 1, amountCents: 120_000, paidCents: 20_000, balanceCents: 100_000 },
    { currency: "USD", count: 1, amountCents: 9_900, paidCents: 9_900, balanceCents: 0 },
  ],
  baseCurrency: "EUR",
  baseTotal: { amountCents: 154_108, balanceCents: 122_000 },
};

export const createdInvoice: Invoice = {
  ...unpaidItem,
  paidCents: 0,
  balanceCents: 120_000,
  status: "unpaid",
  version: 1,
  tripTitle: null,
  bookingReference: null,
  clientEmail: "alpha@example.com",
  subtotalCents: 100_000,
  taxCents: 20_000,
  notes: null,
  cancelReason: null,
  baseCurrency: "EUR",
  exchangeRate: "1.1500000000",
  baseAmountCents: 138_000,
  sentTo: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  lines: [],
  creditNotes: [],
  history: [],
};
