import { describe, expect, it } from "vitest";
import type { ClientMergeMoves } from "./client-merge.schema";
import { describeClientMoves } from "./client-merge-summary";

const none: ClientMergeMoves = {
  trips: 0,
  bookings: 0,
  passengers: 0,
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
  ] as [Partial<ClientMergeMoves>, string][])("%o → %s", (moves, text) => {
    expect(describeClientMoves({ ...none, ...moves })).toBe(text);
  });
});
