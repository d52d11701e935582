import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import { buildAmadeusDocs } from "#domain/docs/amadeus-docs";
import { AppError, fieldError, notFound } from "#domain/errors";
import type {
  DuplicateList,
  Passenger,
  PassengerInput,
  PassengerListQuery,
} from "#domain/passengers/passenger.schema";
import type { PassengerDocsUpdate } from "#domain/passengers/passenger-docs.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { type ClientScope, clientScopeOf, scopeFilter } from "../../access/client-scope";
import { changedFields, writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { tripPassengers, trips } from "../../db/schema/trips";
import { listPassengers } from "./passenger-list.query";
import { createPassengerInTx, PASSENGER_ENTITY, publishPassenger } from "./passenger-records.service";
import { findVisiblePassenger } from "./visible-passenger";

type Scope = ClientScope;

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

export function createPassengersService(ctx: AppContext) {
  const { db } = ctx;

  const scopeOf = clientScopeOf;

  /** The client a new or edited passenger belongs to: staff choose any client, client users only their own. */
  async function clientFor(tx: DbOrTx, scope: Scope, requested: string | null): Promise<string | null> {
    if (!scope.staff) {
      if (!scope.clientId) throw new AppError("FORBIDDEN", "Your account is not linked to a client yet.");
      if (requested && requested !== scope.clientId) throw notFound("Client");
      return scope.clientId;
    }
    if (requested) {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, requested));
      if (!client) throw fieldError("body.clientId", "Client not found");
    }
    return requested;
  }

  return {
    async list(user: SessionUser, query: PassengerListQuery): Promise<{ items: Passenger[]; total: number }> {
      return listPassengers(ctx.database, await scopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<Passenger> {
      return findVisiblePassenger(db, await scopeOf(db, user), id);
    },

    async create(user: SessionUser, input: PassengerInput): Promise<Passenger> {
      const { created, event } = await db.transaction(async (tx) => {
        const scope = await scopeOf(tx, user);
        const clientId = await clientFor(tx, scope, input.clientId);
        const { id, event } = await createPassengerInTx(tx, user, { ...input, clientId });
        return { created: await findVisiblePassenger(tx, scope, id), event };
      });
      await ctx.hub.publish(event);
      return created;
    },

    async update(
      user: SessionUser,
      id: string,
      input: PassengerInput,
      expected?: number,
    ): Promise<Passenger> {
      let previousClientId: string | null = null;
      const updated = await db.transaction(async (tx) => {
        const scope = await scopeOf(tx, user);
        const before = await findVisiblePassenger(tx, scope, id, true);
        previousClientId = before.clientId;
        assertVersion(before, expected);
        const clientId = await clientFor(tx, scope, input.clientId);
        if (clientId !== before.clientId) await refuseClientChangeOnTrips(tx, id);
        const values = { ...input, clientId };
        await tx
          .update(passengers)
          .set({ ...values, version: nextVersion(passengers.version), updatedAt: sql`now()` })
          .where(eq(passengers.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: PASSENGER_ENTITY,
          entityId: id,
          summary: `Updated passenger ${passengerName(input)}`,
          details: { changed: changedFields(before, values) },
        });
        return findVisiblePassenger(tx, scope, id);
      });
      await publishPassenger(ctx, id, "update", previousClientId, updated.clientId);
      return updated;
    },

    /** Stores the Amadeus DOCS line, rebuilt here from the document fields it is made of, with those fields. */
    async saveDocs(
      user: SessionUser,
      id: string,
      input: PassengerDocsUpdate,
      expected?: number,
    ): Promise<Passenger> {
      const line = buildAmadeusDocs(input);
      const updated = await db.transaction(async (tx) => {
        const scope = await scopeOf(tx, user);
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
        await tx
          .update(passengers)
          .set({ ...values, version: nextVersion(passengers.version), updatedAt: sql`now()` })
          .where(eq(passengers.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: PASSENGER_ENTITY,
          entityId: id,
          summary: `Updated the DOCS line of ${passengerName(before)}`,
          details: { changed: changedFields(before, values), passportDocsLine: line },
        });
        return findVisiblePassenger(tx, scope, id);
      });
      await publishPassenger(ctx, id, "update", updated.clientId);
      return updated;
    },

    /** Deletes the passenger and, with it, every connection it has; answers how many connections went. */
    async remove(user: SessionUser, id: string, expected?: number): Promise<{ connectionsRemoved: number }> {
      const { clientId, ...result } = await db.transaction(async (tx) => {
        const scope = await scopeOf(tx, user);
        const before = await findVisiblePassenger(tx, scope, id, true);
        assertVersion(before, expected);
        const [links] = await tx
          .select({ n: count() })
          .from(passengerAssociations)
          .where(
            or(
              eq(passengerAssociations.passengerId, id),
              eq(passengerAssociations.associatedPassengerId, id),
            ),
          );
        await tx.delete(passengers).where(eq(passengers.id, id));
        const connectionsRemoved = links?.n ?? 0;
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: PASSENGER_ENTITY,
          entityId: id,
          summary: `Deleted passenger ${passengerName(before)}`,
          details: { passportNumber: before.passportNumber, connectionsRemoved },
        });
        return { connectionsRemoved, clientId: before.clientId };
      });
      await publishPassenger(ctx, id, "delete", clientId);
      return result;
    },

    /** Passengers with the same passport number and issuing country: a possible duplicate. */
    async duplicates(
      user: SessionUser,
      query: { passportNumber: string; countryOfIssue: string; excludeId?: string },
    ): Promise<DuplicateList> {
      if (!query.passportNumber || !query.countryOfIssue) return { items: [] };
      const scope = await scopeOf(db, user);
      const items = await db
        .select({
          id: passengers.id,
          title: passengers.title,
          firstName: passengers.firstName,
          surname: passengers.surname,
          passportNumber: passengers.passportNumber,
          countryOfIssue: passengers.countryOfIssue,
        })
        .from(passengers)
        .where(
          and(
            eq(passengers.passportNumber, query.passportNumber),
            eq(passengers.countryOfIssue, query.countryOfIssue),
            query.excludeId ? ne(passengers.id, query.excludeId) : undefined,
            scopeFilter(scope, passengers.clientId),
          ),
        )
        .orderBy(asc(passengers.sortName))
        .limit(5);
      return { items };
    },
  };
}
