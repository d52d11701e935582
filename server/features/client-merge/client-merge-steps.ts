import { moveBookingParticipantsToClient, moveBookingsToClient } from "../bookings";
import { moveConversationsToClient, moveMessagesToClient } from "../chat";
import { moveInvitationsToClient } from "../client-portal";
import { moveCreditNotesToClient, moveInvoicesToClient } from "../invoices";
import { movePassengersToClient } from "../passengers";
import { movePaymentsToClient } from "../payments";
import { moveRequestsToClient } from "../requests";
import { moveTicketsToClient } from "../support";
import { moveTripPassengersToClient, moveTripsToClient } from "../trips";
import type { ClientRowsMove } from "./client-rows-move";

// Every feature's step of a client merge, in the order the merge runs (and so locks) them.

/** Run as one statement: trips, passengers and bookings before the rows whose composite keys name them. */
export const clientRowsMoves: readonly ClientRowsMove[] = [
  moveTripsToClient,
  movePassengersToClient,
  moveBookingsToClient,
  moveTripPassengersToClient,
  moveBookingParticipantsToClient,
  moveRequestsToClient,
  moveConversationsToClient,
  moveMessagesToClient,
  moveTicketsToClient,
  moveInvoicesToClient,
  moveCreditNotesToClient,
  movePaymentsToClient,
];

/** Run after the rows, each its own statement. */
export const clientMoveSteps = [moveInvitationsToClient] as const;

/**
 * Every (table, column) naming a client that a merge handles: the steps above, plus the source's derived
 * figures (stats, spend, dashboard revenue), which go with its row (ON DELETE cascade) while the triggers
 * recount the survivor's. merge-keys.test.ts fails when the schema has a key to a client that is not listed here.
 */
export const clientMergeHandles: readonly (readonly [table: string, column: string])[] = [
  ...clientRowsMoves.map((step) => [step.table, step.column] as const),
  ["client_invitations", "client_id"],
  ["client_stats", "client_id"],
  ["client_spend", "client_id"],
  ["dashboard_client_revenue", "client_id"],
];
