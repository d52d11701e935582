import { and, asc, eq, ne } from "drizzle-orm";
import type { DuplicateList, Passenger, PassengerListQuery } from "#domain/passengers/passenger.schema";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { passengers } from "../../db/schema/passengers";
import { listPassengers } from "./passenger-list.query";
import { passengerNameColumns } from "./passenger-name-columns";
import { findVisiblePassenger } from "./visible-passenger";

/** Reading passengers; their changes are use cases (passenger.changes.ts) run by the kernel. */
export function createPassengersService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: PassengerListQuery): Promise<{ items: Passenger[]; total: number }> {
      return listPassengers(ctx.database, await scopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<Passenger> {
      return findVisiblePassenger(db, await scopeOf(db, user), id);
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
          ...passengerNameColumns,
          passportNumber: passengers.passportNumber,
          countryOfIssue: passengers.countryOfIssue,
        })
        .from(passengers)
        .where(
          and(
            eq(passengers.passportNumber, query.passportNumber),
            eq(passengers.countryOfIssue, query.countryOfIssue),
            query.excludeId ? ne(passengers.id, query.excludeId) : undefined,
            scope.where(passengers.clientId),
          ),
        )
        .orderBy(asc(passengers.sortName))
        .limit(5);
      return { items };
    },
  };
}
