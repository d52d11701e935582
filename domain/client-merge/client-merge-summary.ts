import { countedList } from "../clients/client-format";
import type { ClientMergeMoves } from "./client-merge.schema";

/** What a client merge moves, every kind, in words: "2 trips, 1 invoice and 1 portal user", or "nothing". */
export function describeClientMoves(moves: ClientMergeMoves): string {
  return (
    countedList([
      [moves.trips, "trip", "trips"],
      [moves.bookings, "booking", "bookings"],
      [moves.passengers, "passenger", "passengers"],
      [moves.invoices, "invoice", "invoices"],
      [moves.creditNotes, "credit note", "credit notes"],
      [moves.payments, "payment", "payments"],
      [moves.requests, "request", "requests"],
      [moves.tickets, "support ticket", "support tickets"],
      [moves.conversations, "chat conversation", "chat conversations"],
      [moves.invitations, "portal invitation", "portal invitations"],
      [moves.portalUser ? 1 : 0, "portal user", "portal users"],
    ]) || "nothing"
  );
}
