import { and, eq, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { notFound } from "#domain/errors";
import type { TripStatus } from "#domain/trips/trip-values";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";

/** What other features need to know about a trip they hang off (SSR requests, offers, documents). */
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
 * The trips a user may see, as a condition on `trips`: staff see all; a client user sees the trips of the
 * client their account belongs to (none when it belongs to none). One sub-select, no extra round trip.
 */
export function visibleTripsFilter(user: SessionUser): SQL | undefined {
  if (isStaff(user.role)) return undefined;
  return sql`${trips.clientId} in (select ${clients.id} from ${clients} where ${clients.userId} = ${user.id})`;
}

/**
 * The trip, if this user may see it; throws 404 otherwise, exactly as for a trip that does not exist
 * (a client never learns whether another client's trip exists). One query. `forUpdate` locks the trip
 * row for the rest of the transaction (use it before changing what hangs off the trip).
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
