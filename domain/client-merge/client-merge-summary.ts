import { countedList } from "../clients/client-format";
import type { ClientMergeMoves } from "./client-merge.schema";

/** What a client merge moves, in words: "2 trips, 1 booking and 1 portal user", or "nothing". */
export function describeClientMoves(moves: ClientMergeMoves): string {
  return (
    countedList([
      [moves.trips, "trip", "trips"],
      [moves.bookings, "booking", "bookings"],
      [moves.passengers, "passenger", "passengers"],
      [moves.invitations, "portal invitation", "portal invitations"],
      [moves.portalUser ? 1 : 0, "portal user", "portal users"],
    ]) || "nothing"
  );
}
