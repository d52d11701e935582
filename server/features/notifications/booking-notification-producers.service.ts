import { and, eq, inArray, sql } from "drizzle-orm";
import { bookingConfirmed } from "#domain/notifications/agent-message-drafts";
import { bookingRequested } from "#domain/notifications/system-alert-drafts";
import { users } from "../../db/schema/auth";
import { travelPackages } from "../../db/schema/packages";
import type { Change } from "../../kernel/mutate";
import { adminIds, clientUserIds, notify } from "./notifications.service";

// What the bookings feature calls, inside its own change, with the facts it already holds:
// `await notifyX(change, …)` writes the notifications in the change's transaction and emits their events with it.

/** The staff member who made the package, while they still work here: they hear of its bookings with the admins. */
async function packageAgentIds(change: Change, packageId: string | null): Promise<string[]> {
  if (!packageId) return [];
  const rows = await change.tx
    .select({ id: users.id })
    .from(travelPackages)
    .innerJoin(users, eq(users.id, travelPackages.createdBy))
    .where(
      and(
        eq(travelPackages.id, packageId),
        inArray(users.role, ["admin", "agent"]),
        sql`coalesce(${users.banned}, false) = false`,
      ),
    );
  return rows.map((row) => row.id);
}

/** A client user requested a booking: the admins (who confirm it) and the package's agent hear of it. */
export async function notifyBookingRequested(
  change: Change,
  facts: {
    bookingId: string;
    reference: string;
    clientName: string;
    what: string;
    packageId: string | null;
    participants: number;
    travelDate: string;
  },
): Promise<void> {
  await notify(change, {
    ...bookingRequested(facts),
    userIds: [...(await adminIds(change.tx)), ...(await packageAgentIds(change, facts.packageId))],
    dedupeKey: `booking-requested:${facts.bookingId}`,
  });
}

/** A booking was confirmed: the client's portal user hears of it (a booking is confirmed once). */
export async function notifyBookingConfirmed(
  change: Change,
  facts: { bookingId: string; reference: string; what: string; travelDate: string; clientId: string },
): Promise<void> {
  await notify(change, {
    ...bookingConfirmed(facts),
    userIds: await clientUserIds(change.tx, facts.clientId),
    dedupeKey: `booking-confirmed:${facts.bookingId}`,
  });
}
