import { countedList } from "../clients/client-format";
import type { PassengerMergeMoves } from "./passenger-merge.schema";

/** What a passenger merge moves, in words: "2 trips, 1 booking and 3 SSR requests", or "nothing". */
export function describePassengerMoves(
  moves: Pick<PassengerMergeMoves, "trips" | "bookings" | "ssrRequests" | "connections">,
): string {
  return (
    countedList([
      [moves.trips, "trip", "trips"],
      [moves.bookings, "booking", "bookings"],
      [moves.ssrRequests, "SSR request", "SSR requests"],
      [moves.connections, "connection", "connections"],
    ]) || "nothing"
  );
}
