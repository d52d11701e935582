import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { notFound } from "#domain/errors";
import type { TripStatus } from "#domain/trips/trip-values";
import type { SessionUser } from "../auth/session";
import type { DbOrTx } from "../db/client";
import { clients } from "../db/schema/clients";
import { trips } from "../db/schema/trips";

/**
 * Who is asking, as far as which clients' records they reach: staff (and the server's own jobs) reach every
 * client's; a client user only the client their account belongs to (none when it belongs to none). What is not
 * theirs answers 404, exactly like what does not exist: a client never learns whether another client's exists.
 * This module is the only place where a scope becomes SQL (`scripts/check-kernel.mjs` holds it).
 */
export interface Scope {
  readonly staff: boolean;
  /** The user behind the scope; null for the server's own work (jobs, the seed). */
  readonly userId: string | null;
  /** A client user's client; null for staff, and for a client user linked to none. */
  readonly clientId: string | null;
  /**
   * What a named statement keys its text on: every client's rows, one client's (`clientId`, a parameter), or
   * none. For hot reads that cannot take a drizzle condition; everything else uses `where`.
   */
  readonly reach: "all" | "client" | "none";
  /** The rows this scope sees, as a condition on a client column; undefined (no condition) for staff. */
  where(clientColumn: SQLWrapper): SQL | undefined;
  /** The same as a condition that is always there (`true` for staff): for raw SQL templates. */
  condition(clientColumn: SQLWrapper): SQL;
  /** Whether a record of this client is within the scope. */
  includes(clientId: string | null | undefined): boolean;
}

class StaffScope implements Scope {
  readonly staff = true;
  readonly clientId = null;
  readonly reach = "all";
  constructor(readonly userId: string | null) {}
  where(): SQL | undefined {
    return undefined;
  }
  condition(): SQL {
    return sql`true`;
  }
  includes(): boolean {
    return true;
  }
}

class ClientUserScope implements Scope {
  readonly staff = false;
  readonly reach: "client" | "none";
  constructor(
    readonly userId: string,
    readonly clientId: string | null,
  ) {
    this.reach = clientId ? "client" : "none";
  }
  where(clientColumn: SQLWrapper): SQL {
    return this.condition(clientColumn);
  }
  condition(clientColumn: SQLWrapper): SQL {
    return this.clientId ? eq(clientColumn, this.clientId) : sql`false`;
  }
  includes(clientId: string | null | undefined): boolean {
    return this.clientId !== null && clientId === this.clientId;
  }
}

/** The server's own work (jobs, the seed, a use case reading back what it just wrote): every client's records. */
export const systemScope: Scope = new StaffScope(null);

/** A staff user's scope: a real scope that reaches every client, not a flag. */
export function staffScope(userId: string): Scope {
  return new StaffScope(userId);
}

/** A client user's scope once their client is known (tests, and the kernel when it already read it). */
export function clientUserScope(userId: string, clientId: string | null): Scope {
  return new ClientUserScope(userId, clientId);
}

/** The user's scope: no query for staff, one for a client user (their client). */
export async function scopeOf(tx: DbOrTx, user: SessionUser): Promise<Scope> {
  if (isStaff(user.role)) return staffScope(user.id);
  const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id));
  return clientUserScope(user.id, own?.id ?? null);
}

/** The same condition straight from the user, without resolving the scope first: one sub-select, no round trip. */
export function visibleToUser(user: SessionUser, clientColumn: SQLWrapper): SQL | undefined {
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
