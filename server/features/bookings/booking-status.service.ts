import { eq, sql } from "drizzle-orm";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { type BookingAction, bookingActionTarget, bookingMoveRefusal } from "#domain/bookings/booking-status";
import { spendingStatuses } from "#domain/bookings/booking-values";
import { AppError } from "#domain/errors";
import { clientScopeOf } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { assertVersion, nextVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import { BOOKING_ENTITY, bookingEvents, findVisibleBooking, readBookingDetail } from "./booking-records";

const spends = (status: string) => (spendingStatuses as readonly string[]).includes(status);

const verbs: Record<BookingAction, string> = {
  confirm: "Confirmed",
  complete: "Completed",
  cancel: "Cancelled",
};

/**
 * A booking's status moves: staff confirm, complete and cancel; a client user may cancel their own
 * booking while it is pending. Each move is an audit row, which the status history reads.
 */
export function createBookingStatusService(ctx: AppContext) {
  const { db } = ctx;

  async function move(
    user: SessionUser,
    id: string,
    action: BookingAction,
    reason: string | null,
    expected?: number,
  ): Promise<BookingDetail> {
    const to = bookingActionTarget[action];
    const { detail, events } = await db.transaction(async (tx) => {
      const scope = await clientScopeOf(tx, user);
      const before = await findVisibleBooking(tx, scope, id, true);
      assertVersion(before, expected);
      const refusal = bookingMoveRefusal(before.status, to);
      if (refusal) throw new AppError("CONFLICT", refusal);
      if (!scope.staff && (action !== "cancel" || before.status !== "pending")) {
        throw new AppError(
          "CONFLICT",
          `A ${before.status} booking can be ${to} by the agency only: ask your agent.`,
        );
      }
      await tx
        .update(bookings)
        .set({
          status: to,
          cancelReason: to === "cancelled" ? reason : null,
          version: nextVersion(bookings.version),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, id));
      await writeAudit(tx, {
        userId: user.id,
        action: "update",
        entity: BOOKING_ENTITY,
        entityId: id,
        summary: `${verbs[action]} booking ${before.reference}${reason ? `: ${reason}` : ""}`,
        details: { status: to, from: before.status, ...(reason ? { reason } : {}) },
      });
      const detail = await readBookingDetail(tx, scope, id);
      const changed = {
        // Every move changes the package's bookings: the places they hold, or the statuses its detail lists.
        places: true,
        // Counts leave with a cancellation; spend arrives with a confirmation and leaves with a cancellation.
        figures: to === "cancelled" || spends(before.status) !== spends(to),
      };
      return { detail, events: bookingEvents(detail, "update", changed) };
    });
    for (const event of events) await ctx.hub.publish(event);
    return detail;
  }

  return {
    confirm: (user: SessionUser, id: string, expected?: number) => move(user, id, "confirm", null, expected),
    complete: (user: SessionUser, id: string, expected?: number) =>
      move(user, id, "complete", null, expected),
    cancel: (user: SessionUser, id: string, reason: string, expected?: number) =>
      move(user, id, "cancel", reason, expected),
  };
}
