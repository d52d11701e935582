import { tripPassengers, trips } from "../../db/schema/trips";
import { moveClientRows, moveEditableClientRows } from "../client-merge";

// The trips feature's steps of a client merge: its trips and their passenger links follow the client.

export const moveTripsToClient = moveEditableClientRows(trips);

/** Keyed on the trip and the passenger with their client: moves with both in the same statement. */
export const moveTripPassengersToClient = moveClientRows(tripPassengers);
