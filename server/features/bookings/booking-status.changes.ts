import { eq, sql } from "drizzle-orm";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { type BookingAction, bookingActionTarget, bookingMoveRefusal } from "#domain/bookings/booking-status";
import { spendingStatuses } from "#domain/bookings/booking-values";
import { AppError } from "#domain/errors";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import type { Change } from "../../kernel/mutate";
import { notifyBookingConfirmed } from "../notifications";
import { BOOKING_ENTITY, emitBookingEvents, findVisibleBooking, readBookingDetail } from "./booking-records";

// A booking's status moves, run by the kernel: staff confirm, complete and cancel; a client user may cancel
// their own booking while it is pending. Each move is an audit row, which the status history reads.

const spends = (status: string) => (spendingStatuses as readonly string[]).includes(status);

const verbs: Record<BookingAction, string> = {
  confirm: "Confirmed",
  complete: "Completed",
  cancel: "Cancelled",
};

async function moveBooking(
  change: Change,
  id: string,
  action: BookingAction,
  reason: string | null,
  expected?: number,
): Promise<BookingDetail> {
  const { tx, scope, audit } = change;
  const to = bookingActionTarget[action];
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
      version: bumpVersion(bookings.version),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, id));
  await audit({
    action: "update",
    entity: BOOKING_ENTITY,
    entityId: id,
    summary: `${verbs[action]} booking ${before.reference}${reason ? `: ${reason}` : ""}`,
    details: { status: to, from: before.status, ...(reason ? { reason } : {}) },
  });
  const detail = await readBookingDetail(tx, scope, id);
  emitBookingEvents(change, detail, "update", {
    // Every move changes the package's bookings: the places they hold, or the statuses its detail lists.
    places: true,
    // Counts leave with a cancellation; spend arrives with a confirmation and leaves with a cancellation.
    figures: to === "cancelled" || spends(before.status) !== spends(to),
  });
  if (to === "confirmed") {
    await notifyBookingConfirmed(change, {
      bookingId: detail.id,
      reference: detail.reference,
      what: detail.packageTitle ?? detail.tripTitle ?? detail.reference,
      travelDate: detail.travelDate,
      clientId: detail.clientId,
    });
  }
  return detail;
}

export const confirmBooking = (change: Change, id: string, expected?: number) =>
  moveBooking(change, id, "confirm", null, expected);

export const completeBooking = (change: Change, id: string, expected?: number) =>
  moveBooking(change, id, "complete", null, expected);

export const cancelBooking = (change: Change, id: string, reason: string, expected?: number) =>
  moveBooking(change, id, "cancel", reason, expected);
