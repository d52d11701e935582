import { and, eq, inArray } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";

// Checks a booking's writes make before the database's keys would have to refuse them.

export interface BookingClient {
  id: string;
  name: string;
  preferredCurrency: Currency;
}

/**
 * The client a request is about: staff must name one (400 on `field`); a client user's is their own, and
 * naming another answers 404, as if it did not exist.
 */
export function ownClientOr(scope: Scope, requested: string | null | undefined, field: string): string {
  if (scope.staff) {
    if (!requested) throw fieldError(field, "Choose a client");
    return requested;
  }
  if (!scope.clientId) throw new AppError("FORBIDDEN", "Your account is not linked to a client yet.");
  if (requested && requested !== scope.clientId) throw notFound("Client");
  return scope.clientId;
}

/** The client a booking is for (ownClientOr), existing and not archived. */
export async function bookingClientFor(
  tx: DbOrTx,
  scope: Scope,
  requested: string | null,
): Promise<BookingClient> {
  const id = ownClientOr(scope, requested, "body.clientId");
  const [client] = await tx
    .select({
      id: clients.id,
      name: clients.name,
      preferredCurrency: clients.preferredCurrency,
      archivedAt: clients.archivedAt,
    })
    .from(clients)
    .where(eq(clients.id, id));
  if (!client) throw fieldError("body.clientId", "Client not found");
  if (client.archivedAt) {
    throw fieldError(
      "body.clientId",
      `${client.name} is archived: restore the client before booking for them`,
    );
  }
  return client;
}

/**
 * Participants are passengers of the booking's client (the composite keys hold it too): a 400 naming
 * participantIds says so first. Other clients' passengers are never named.
 */
export async function requireClientPassengers(
  tx: DbOrTx,
  client: { id: string; name: string },
  passengerIds: string[],
): Promise<void> {
  const found = await tx
    .select({ id: passengers.id })
    .from(passengers)
    .where(and(inArray(passengers.id, passengerIds), eq(passengers.clientId, client.id)));
  const missing = passengerIds.length - found.length;
  if (missing === 0) return;
  throw fieldError(
    "body.participantIds",
    missing === 1
      ? `One of the chosen participants is not a passenger of ${client.name}`
      : `${missing} of the chosen participants are not passengers of ${client.name}`,
  );
}

/** The capacity refusal: 409 naming participantIds, so the form shows it by the participants. */
export function noPlacesLeft(title: string, left: number): AppError {
  const message =
    left === 0
      ? `“${title}” is fully booked`
      : `Only ${left} ${left === 1 ? "place is" : "places are"} left on “${title}”`;
  return new AppError("CONFLICT", message, { issues: [{ path: "body.participantIds", message }] });
}

/** A 409 naming the field it is about. */
export function conflictOn(field: string, message: string): AppError {
  return new AppError("CONFLICT", message, { issues: [{ path: field, message }] });
}
