import { and, eq, sql } from "drizzle-orm";
import { bookingReference } from "#domain/bookings/booking-format";
import { fieldError } from "#domain/errors";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import { firstRow } from "../../kernel/rows";

// What a new invoice is for: its client, and the booking or trip it bills, each checked against the client.

/** The client an invoice is for: existing and not archived (bookings' rule), or a 400 naming clientId. */
export async function invoiceClientFor(tx: DbOrTx, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw fieldError("body.clientId", "Client not found");
  if (client.archivedAt) {
    throw fieldError("body.clientId", `${client.name} is archived: restore the client before invoicing them`);
  }
  return client;
}

/** A booking of this client, or a 400 naming bookingId. */
export async function requireClientBooking(
  tx: DbOrTx,
  bookingId: string,
  client: { id: string; name: string },
): Promise<string> {
  const booking = await firstRow<{ number: number; clientId: string; clientName: string }>(
    tx,
    sql`
    select b.number, b.client_id as "clientId", c.name as "clientName"
    from bookings b join clients c on c.id = b.client_id where b.id = ${bookingId}`,
  );
  if (!booking) throw fieldError("body.bookingId", "Booking not found");
  const reference = bookingReference(Number(booking.number));
  if (booking.clientId !== client.id) {
    throw fieldError(
      "body.bookingId",
      `Booking ${reference} is ${booking.clientName}'s, not ${client.name}'s`,
    );
  }
  return reference;
}

/** A trip of this client within the caller's scope (any other answers as missing), or a 400 naming tripId. */
export async function requireClientTrip(
  tx: DbOrTx,
  scope: Scope,
  tripId: string,
  client: { id: string; name: string },
): Promise<string> {
  const [trip] = await tx
    .select({ title: trips.title, clientId: trips.clientId, clientName: clients.name })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(and(eq(trips.id, tripId), scope.where(trips.clientId)));
  if (!trip) throw fieldError("body.tripId", "Trip not found");
  if (trip.clientId !== client.id) {
    throw fieldError("body.tripId", `This trip is ${trip.clientName}'s, not ${client.name}'s`);
  }
  return trip.title;
}
