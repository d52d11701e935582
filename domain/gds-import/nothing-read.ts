import type { Reservation } from "../gds/reservation.schema";

// Plain (no zod): the Parse GDS preview says it without loading the validation code.

/** What the preview and the import say of text that holds no reservation. */
export const NOTHING_READ_MESSAGE =
  "Nothing was read: the pasted text holds no passenger name and no flight segment.";

/** The text held no reservation: neither a passenger nor a flight segment was read from it. */
export function nothingRead(reservation: Pick<Reservation, "passengers" | "segments">): boolean {
  return reservation.passengers.length === 0 && reservation.segments.length === 0;
}
