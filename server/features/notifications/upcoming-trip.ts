import { and, inArray, sql } from "drizzle-orm";
import { trips } from "../../db/schema/trips";

/** Trips still to come or under way (not ended, not cancelled or completed): alerts matter only on these. */
export function upcomingTrip(today: string) {
  return and(sql`${trips.endDate} >= ${today}::date`, inArray(trips.status, ["planning", "confirmed"]));
}
