import { describe, expect, it } from "vitest";
import type { ClientMergePreview, MergeClientSummary } from "#domain/client-merge/client-merge.schema";
import { clientMergeSentences } from "./client-merge-sentences";

const client = (name: string, createdAt = "2026-01-02T10:00:00.000Z"): MergeClientSummary => ({
  id: "0f8fad5b-d9cb-469f-a165-70867728950a",
  name,
  kind: "company",
  email: null,
  phone: null,
  address: null,
  tripsCount: 0,
  bookingsCount: 0,
  passengersCount: 0,
  invoicesCount: 0,
  paymentsCount: 0,
  requestsCount: 0,
  ticketsCount: 0,
  invitationsCount: 0,
  portalUserEmail: null,
  createdAt,
});

const nothing: ClientMergePreview["moves"] = {
  trips: 0,
  bookings: 0,
  passengers: 0,
  invoices: 0,
  creditNotes: 0,
  payments: 0,
  requests: 0,
  tickets: 0,
  conversations: 0,
  invitations: 0,
  portalUser: false,
  filledFields: [],
  notesAppended: false,
};

const preview = (
  moves: Partial<ClientMergePreview["moves"]>,
  survivor = "Acme Travel Ltd.",
  source = "Acme",
) => ({
  survivor: client(survivor),
  source: client(source),
  moves: { ...nothing, ...moves },
  blockedReason: null,
});

describe("clientMergeSentences", () => {
  it("names every kind of record that moves, invoices and money among them", () => {
    expect(clientMergeSentences(preview({ trips: 1, invoices: 2, payments: 1, tickets: 1 }))[0]).toBe(
      "Acme's 1 trip, 2 invoices, 1 payment and 1 support ticket will move to Acme Travel Ltd.",
    );
  });

  it("never ends a name that ends in a full stop with a second one", () => {
    for (const line of clientMergeSentences(preview({ requests: 1 }))) expect(line).not.toMatch(/\.\.$/);
  });

  it("says when the other client has nothing to move", () => {
    expect(clientMergeSentences(preview({}))[0]).toBe("Acme has nothing to move.");
  });
});
