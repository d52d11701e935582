import { and, asc, eq, or } from "drizzle-orm";
import type { Connection, ConnectionList } from "#domain/passengers/passenger-association.schema";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { passengerNameColumns } from "./passenger-name-columns";
import { findVisiblePassenger } from "./visible-passenger";

/** Reading connections between passengers; connecting them is passenger-connection.changes.ts. */
export function createPassengerConnectionsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, id: string): Promise<ConnectionList> {
      const scope = await scopeOf(db, user);
      await findVisiblePassenger(db, scope, id);
      const a = passengerAssociations;
      const rows = await db
        .select({
          id: a.id,
          associationType: a.associationType,
          createdAt: a.createdAt,
          otherId: passengers.id,
          ...passengerNameColumns,
        })
        .from(a)
        .innerJoin(
          passengers,
          or(
            and(eq(a.passengerId, id), eq(passengers.id, a.associatedPassengerId)),
            and(eq(a.associatedPassengerId, id), eq(passengers.id, a.passengerId)),
          ),
        )
        // A client user never learns about other clients' passengers, even connected ones.
        .where(
          and(or(eq(a.passengerId, id), eq(a.associatedPassengerId, id)), scope.where(passengers.clientId)),
        )
        .orderBy(asc(passengers.sortName), asc(a.id));
      return {
        items: rows.map(
          (r): Connection => ({
            id: r.id,
            associationType: r.associationType,
            createdAt: r.createdAt.toISOString(),
            passenger: { id: r.otherId, title: r.title, firstName: r.firstName, surname: r.surname },
          }),
        ),
      };
    },
  };
}
