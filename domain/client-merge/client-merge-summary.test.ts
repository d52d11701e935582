import { describe, expect, it } from "vitest";
import type { ClientMergeMoves } from "./client-merge.schema";
import { describeClientMoves } from "./client-merge-summary";

const none: ClientMergeMoves = {
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

describe("describeClientMoves", () => {
  it.each([
    [{}, "nothing"],
    [{ trips: 1 }, "1 trip"],
    [{ trips: 2, bookings: 1 }, "2 trips and 1 booking"],
    [{ trips: 2, bookings: 1, passengers: 3 }, "2 trips, 1 booking and 3 passengers"],
    [{ passengers: 1, portalUser: true }, "1 passenger and 1 portal user"],
    [{ invitations: 2 }, "2 portal invitations"],
    [{ portalUser: true }, "1 portal user"],
    [
      { trips: 1, invoices: 2, creditNotes: 1, payments: 3, requests: 1, tickets: 2, conversations: 1 },
      "1 trip, 2 invoices, 1 credit note, 3 payments, 1 request, 2 support tickets and 1 chat conversation",
    ],
  ] as [Partial<ClientMergeMoves>, string][])("%o → %s", (moves, text) => {
    expect(describeClientMoves({ ...none, ...moves })).toBe(text);
  });
});
