import { eq } from "drizzle-orm";
import { bookingParticipants } from "../../db/schema/bookings";
import type { Change } from "../../kernel/mutate";

/** A passenger merge's step for booking places: the source's become the survivor's; answers their bookings. */
export async function moveBookingPlacesToPassenger(
  { tx }: Change,
  fromPassengerId: string,
  toPassengerId: string,
): Promise<string[]> {
  const booked = await tx
    .update(bookingParticipants)
    .set({ passengerId: toPassengerId })
    .where(eq(bookingParticipants.passengerId, fromPassengerId))
    .returning({ bookingId: bookingParticipants.bookingId });
  return booked.map((row) => row.bookingId);
}
