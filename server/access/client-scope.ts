import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isStaff } from "#domain/auth/role";
import { notFound } from "#domain/errors";
import type { TripStatus } from "#domain/trips/trip-values";
import type { SessionUser } from "../auth/session";
import type { DbOrTx } from "../db/client";
import { clients } from "../db/schema/clients";
import { trips } from "../db/schema/trips";

/**
 * What a user may see, for every service: staff see every client's records; a client user sees only the
 * records of the client their account belongs to (none when it belongs to none). What is not theirs
 * answers 404, exactly like what does not exist: a client never learns whether another client's exists.
 */
export type ClientScope = { staff: true } | { staff: false; clientId: string | null };

/** The scope resolved to a client id: for services that also write for that client or key statements on it. */
export async function clientScopeOf(tx: DbOrTx, user: SessionUser): Promise<ClientScope> {
  if (isStaff(user.role)) return { staff: true };
  const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id));
  return { staff: false, clientId: own?.id ?? null };
}

/** The rows of a client-owned table a resolved scope sees, as a condition on the table's client column. */
export function scopeFilter(scope: ClientScope, clientColumn: AnyPgColumn): SQL | undefined {
  if (scope.staff) return undefined;
  return scope.clientId ? eq(clientColumn, scope.clientId) : sql`false`;
}

/** The same condition straight from the user: one sub-select, no extra round trip. */
export function visibleToUser(user: SessionUser, clientColumn: AnyPgColumn): SQL | undefined {
  if (isStaff(user.role)) return undefined;
  return sql`${clientColumn} in (select ${clients.id} from ${clients} where ${clients.userId} = ${user.id})`;
}

/** The trips a user may see, as a condition on `trips`. */
export function visibleTripsFilter(user: SessionUser): SQL | undefined {
  return visibleToUser(user, trips.clientId);
}

/** What anything hanging off a trip (passengers, segments, SSR requests, offers, documents) needs of it. */
export interface VisibleTrip {
  id: string;
  title: string;
  clientId: string;
  clientName: string;
  ownerId: string | null;
  status: TripStatus;
  startDate: string;
  endDate: string;
}

/**
 * The trip, if this user may see it; 404 otherwise. One query. `forUpdate` locks the trip row for the
 * rest of the transaction: take it before changing what hangs off the trip.
 */
export async function findVisibleTrip(
  tx: DbOrTx,
  user: SessionUser,
  tripId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VisibleTrip> {
  const query = tx
    .select({
      id: trips.id,
      title: trips.title,
      clientId: trips.clientId,
      clientName: clients.name,
      ownerId: trips.ownerId,
      status: trips.status,
      startDate: trips.startDate,
      endDate: trips.endDate,
    })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(and(eq(trips.id, tripId), visibleTripsFilter(user)));
  const [row] = options.forUpdate ? await query.for("update", { of: trips }) : await query;
  if (!row) throw notFound("Trip");
  return row;
}
