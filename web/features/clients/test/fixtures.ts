import type { Client, ClientListItem } from "#domain/clients/client.schema";

export const acmeItem: ClientListItem = {
  id: "3f8fad5b-d9cb-469f-a165-70867728950e",
  kind: "company",
  name: "Acme Travel GmbH",
  email: "office@acme.example",
  phone: "+49 30 1234 5678",
  preferredCurrency: "EUR",
  bookingsCount: 4,
  totalSpent: [
    { currency: "EUR", amountCents: 1_250_00 },
    { currency: "USD", amountCents: 99_50 },
  ],
  lastActivityAt: "2026-03-28T10:00:00.000Z",
  archivedAt: null,
  portalUserEmail: null,
};

export const acme: Client = {
  ...acmeItem,
  address: "Unter den Linden 1, Berlin",
  notes: "Invoices to the Berlin office",
  tripsCount: 2,
  passengersCount: 3,
  nextTrip: {
    id: "4f8fad5b-d9cb-469f-a165-70867728950e",
    title: "Lisbon city break",
    startDate: "2099-05-01",
    endDate: "2099-05-09",
  },
  createdAt: "2025-01-10T09:00:00.000Z",
  updatedAt: "2026-03-28T10:00:00.000Z",
  version: 3,
};
