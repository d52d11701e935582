// What other features may call of bookings.
export { moveBookingParticipantsToClient, moveBookingsToClient } from "./booking-client-move";
export { moveBookingPlacesToPassenger } from "./booking-passenger-move";
