import { asc, count, eq, or, sql } from "drizzle-orm";
import { buildAmadeusDocs } from "#domain/docs/amadeus-docs";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { Passenger, PassengerInput } from "#domain/passengers/passenger.schema";
import type { PassengerDocsUpdate } from "#domain/passengers/passenger-docs.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import type { Scope } from "../../access/client-scope";
import { changedFields } from "../../audit/audit";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { tripPassengers, trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { createPassenger, PASSENGER_ENTITY, passengerEvent } from "./passenger-records.service";
import { findVisiblePassenger } from "./visible-passenger";

// A passenger's own use cases, one function each, run by the kernel (ctx.kernel.mutate). Client users
// change their own client's passengers; anyone else's answers 404.

/** The client a new or edited passenger belongs to: staff choose any client, client users only their own. */
async function clientFor(tx: DbOrTx, scope: Scope, requested: string | null): Promise<string | null> {
  if (!scope.staff) {
    if (!scope.clientId) throw new AppError("FORBIDDEN", "Your account is not linked to a client yet.");
    if (requested && !scope.includes(requested)) throw notFound("Client");
    return scope.clientId;
  }
  if (requested) {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, requested));
    if (!client) throw fieldError("body.clientId", "Client not found");
  }
  return requested;
}

/**
 * A passenger on trips belongs to those trips' client (the database's keys hold it too): giving them
 * another client, or none, would leave their passport readable by the trips' client. 409 naming the trips.
 */
async function refuseClientChangeOnTrips(tx: DbOrTx, passengerId: string): Promise<void> {
  const onTrips = await tx
    .select({ title: trips.title })
    .from(tripPassengers)
    .innerJoin(trips, eq(trips.id, tripPassengers.tripId))
    .where(eq(tripPassengers.passengerId, passengerId))
    .orderBy(asc(trips.startDate), asc(trips.id));
  if (onTrips.length === 0) return;
  const names = onTrips.map((t) => `“${t.title}”`).join(", ");
  const message = `This passenger travels on ${onTrips.length === 1 ? "trip" : "trips"} ${names} of their current client: take them off ${onTrips.length === 1 ? "it" : "those trips"} before changing their client`;
  throw new AppError("CONFLICT", message, { issues: [{ path: "body.clientId", message }] });
}

/** A new passenger of the client asked for (a client user's own client). */
export async function addPassenger(change: Change, input: PassengerInput): Promise<Passenger> {
  const clientId = await clientFor(change.tx, change.scope, input.clientId);
  const id = await createPassenger(change, { ...input, clientId });
  return findVisiblePassenger(change.tx, change.scope, id);
}

/** Stores the passenger's new values as one more version of it. */
async function writePassenger(tx: DbOrTx, id: string, values: Partial<typeof passengers.$inferInsert>) {
  await tx
    .update(passengers)
    .set({ ...values, version: bumpVersion(passengers.version), updatedAt: sql`now()` })
    .where(eq(passengers.id, id));
}

export async function updatePassenger(
  { tx, scope, audit, emit }: Change,
  id: string,
  input: PassengerInput,
  expected?: number,
): Promise<Passenger> {
  const before = await findVisiblePassenger(tx, scope, id, true);
  assertVersion(before, expected);
  const clientId = await clientFor(tx, scope, input.clientId);
  if (clientId !== before.clientId) await refuseClientChangeOnTrips(tx, id);
  const values = { ...input, clientId };
  await writePassenger(tx, id, values);
  await audit({
    action: "update",
    entity: PASSENGER_ENTITY,
    entityId: id,
    summary: `Updated passenger ${passengerName(input)}`,
    details: { changed: changedFields(before, values) },
  });
  const updated = await findVisiblePassenger(tx, scope, id);
  // A move between clients tells both.
  for (const owner of new Set([before.clientId, updated.clientId])) emit(passengerEvent(id, "update", owner));
  return updated;
}

/** Stores the Amadeus DOCS line, rebuilt here from the document fields it is made of, with those fields. */
export async function savePassengerDocs(
  { tx, scope, audit, emit }: Change,
  id: string,
  input: PassengerDocsUpdate,
  expected?: number,
): Promise<Passenger> {
  const line = buildAmadeusDocs(input);
  const before = await findVisiblePassenger(tx, scope, id, true);
  assertVersion(before, expected);
  const values = {
    documentType: input.documentType,
    countryOfIssue: input.issuingCountry,
    passportNumber: input.documentNumber,
    nationality: input.nationality,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    documentExpiry: input.expiryDate,
    passportDocsLine: line,
  };
  await writePassenger(tx, id, values);
  await audit({
    action: "update",
    entity: PASSENGER_ENTITY,
    entityId: id,
    summary: `Updated the DOCS line of ${passengerName(before)}`,
    details: { changed: changedFields(before, values), passportDocsLine: line },
  });
  const updated = await findVisiblePassenger(tx, scope, id);
  emit(passengerEvent(id, "update", updated.clientId));
  return updated;
}

/** Deletes the passenger and, with it, every connection it has; answers how many connections went. */
export async function removePassenger(
  { tx, scope, audit, emit }: Change,
  id: string,
  expected?: number,
): Promise<{ connectionsRemoved: number }> {
  const before = await findVisiblePassenger(tx, scope, id, true);
  assertVersion(before, expected);
  const [links] = await tx
    .select({ n: count() })
    .from(passengerAssociations)
    .where(
      or(eq(passengerAssociations.passengerId, id), eq(passengerAssociations.associatedPassengerId, id)),
    );
  await tx.delete(passengers).where(eq(passengers.id, id));
  const connectionsRemoved = links?.n ?? 0;
  await audit({
    action: "delete",
    entity: PASSENGER_ENTITY,
    entityId: id,
    summary: `Deleted passenger ${passengerName(before)}`,
    details: { passportNumber: before.passportNumber, connectionsRemoved },
  });
  emit(passengerEvent(id, "delete", before.clientId));
  return { connectionsRemoved };
}
