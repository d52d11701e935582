import { asc, eq, sql } from "drizzle-orm";
import type { TimeLimit } from "#domain/gds/reservation.schema";
import type { TripTimeLimitList } from "#domain/gds-import/gds-import.schema";
import type { DbOrTx } from "../../db/client";
import { itineraries } from "../../db/schema/segments";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";

// Step 6 of an import: the reservation's time limits, for the trip's deadlines.

/** The itinerary's time limits become these, on the trip it is now on (null: none). */
export async function replaceTimeLimits(
  tx: DbOrTx,
  itineraryId: string,
  tripId: string | null,
  limits: readonly TimeLimit[],
): Promise<void> {
  await tx.delete(tripTimeLimits).where(eq(tripTimeLimits.itineraryId, itineraryId));
  if (limits.length === 0) return;
  await tx.insert(tripTimeLimits).values(
    limits.map((limit) => ({
      itineraryId,
      tripId,
      kind: limit.kind,
      dueDate: limit.date,
      dueTime: limit.time,
      airline: limit.airline,
      text: limit.text,
      lineNumber: limit.lineNumber,
    })),
  );
}

/** A trip's time limits, soonest first (a limit without a time falls at the end of its day). */
export async function timeLimitsOfTrip(tx: DbOrTx, tripId: string): Promise<TripTimeLimitList> {
  const items = await tx
    .select({
      id: tripTimeLimits.id,
      kind: tripTimeLimits.kind,
      date: tripTimeLimits.dueDate,
      time: tripTimeLimits.dueTime,
      airline: tripTimeLimits.airline,
      text: tripTimeLimits.text,
      recordLocator: itineraries.recordLocator,
      itineraryId: tripTimeLimits.itineraryId,
    })
    .from(tripTimeLimits)
    .innerJoin(itineraries, eq(itineraries.id, tripTimeLimits.itineraryId))
    .where(eq(tripTimeLimits.tripId, tripId))
    .orderBy(
      asc(tripTimeLimits.dueDate),
      sql`${tripTimeLimits.dueTime} asc nulls last`,
      asc(tripTimeLimits.id),
    );
  return { items, total: items.length };
}
