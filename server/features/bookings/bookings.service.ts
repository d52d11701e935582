import { and, asc, eq, like } from "drizzle-orm";
import type { BookingDetail, BookingListQuery, BookingTraveller } from "#domain/bookings/booking.schema";
import { foldSearchText } from "#domain/passengers/search-text";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { passengers } from "../../db/schema/passengers";
import { likePattern } from "../../db/sql-helpers";
import { passengerNameColumns } from "../passengers";
import { listBookings } from "./booking-list.query";
import { readBookingDetail } from "./booking-records";
import { ownClientOr } from "./booking-rules";

// Passengers a client has are few; the participant picker lists them all up to this.
const PARTICIPANT_OPTIONS_LIMIT = 200;

// What the bookings feature reads, in the caller's scope; its writes are booking.changes.ts and
// booking-status.changes.ts.
export function createBookingsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: BookingListQuery) {
      return listBookings(ctx.database, await scopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<BookingDetail> {
      return readBookingDetail(db, await scopeOf(db, user), id);
    },

    /** Passengers of the client who can travel on its bookings: staff choose any client, a client user their own. */
    async participantOptions(
      user: SessionUser,
      query: { clientId?: string | undefined; search?: string | undefined },
    ): Promise<{ items: BookingTraveller[] }> {
      const clientId = ownClientOr(await scopeOf(db, user), query.clientId, "query.clientId");
      const words = foldSearchText(query.search ?? "")
        .split(/\s+/)
        .filter(Boolean);
      const items = await db
        .select({
          id: passengers.id,
          ...passengerNameColumns,
        })
        .from(passengers)
        .where(
          and(
            eq(passengers.clientId, clientId),
            ...words.map((word) => like(passengers.searchText, likePattern(word))),
          ),
        )
        .orderBy(asc(passengers.sortName), asc(passengers.id))
        .limit(PARTICIPANT_OPTIONS_LIMIT);
      return { items };
    },
  };
}
