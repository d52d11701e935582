import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { moveClientRows, moveEditableClientRows } from "../client-merge";

// The bookings feature's steps of a client merge: its bookings and their participants follow the client.

export const moveBookingsToClient = moveEditableClientRows(bookings);

/** Keyed on the booking and the passenger with their client: moves with both in the same statement. */
export const moveBookingParticipantsToClient = moveClientRows(bookingParticipants);
