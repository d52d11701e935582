import { eq, sql } from "drizzle-orm";
import type {
  BookingCreate,
  BookingDetail,
  BookingTraveller,
  BookingUpdate,
} from "#domain/bookings/booking.schema";
import { bookingReference, participantsLabel } from "#domain/bookings/booking-format";
import { bookingEditRefusal } from "#domain/bookings/booking-status";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { requestTravelDateRefusal } from "#domain/bookings/booking-travel-date";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import { AppError, fieldError } from "#domain/errors";
import { formatMoney } from "#domain/money-format";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import type { Change } from "../../kernel/mutate";
import { notifyBookingRequested } from "../notifications";
import { lockPackageForBooking } from "../packages";
import { pricePackage, priceTrip, requireWithin } from "./booking-pricing";
import {
  BOOKING_ENTITY,
  bookingTravellers,
  emitBookingEvents,
  findVisibleBooking,
  readBookingDetail,
} from "./booking-records";
import { bookingClientFor, noPlacesLeft, requireClientPassengers } from "./booking-rules";

// Making and editing a booking: use cases run by the kernel (ctx.kernel.mutate), in the caller's scope.

function isHolding(status: string): boolean {
  return (placeHoldingStatuses as readonly string[]).includes(status);
}

async function replaceParticipants(tx: DbOrTx, bookingId: string, clientId: string, ids: string[]) {
  await tx.delete(bookingParticipants).where(eq(bookingParticipants.bookingId, bookingId));
  await tx
    .insert(bookingParticipants)
    .values(ids.map((passengerId) => ({ bookingId, passengerId, clientId })));
}

/**
 * Staff book a package or a trip for any client; a client user requests a package for their own
 * client. Either way it starts pending. A package's places are checked under its row lock, so
 * bookings racing for the last places cannot together take more than there are.
 */
/** `today`: the agency's, which dates a client's request and bounds a package's bookable days. */
export async function createBooking(
  change: Change,
  input: BookingCreate,
  today: string,
): Promise<BookingDetail> {
  const { tx, scope, audit } = change;
  if (!scope.staff) {
    if (input.tripId) throw new AppError("FORBIDDEN", "Only staff can book a trip; ask your agent.");
    if (input.totalCents !== null) throw fieldError("body.totalCents", "Only staff set a booking's total");
    // A client requests a trip still to come; staff may record one already made.
    const travelRefusal = requestTravelDateRefusal(input.travelDate, today);
    if (travelRefusal) throw fieldError("body.travelDate", travelRefusal);
  }
  const client = await bookingClientFor(tx, scope, input.clientId);
  await requireClientPassengers(tx, client, input.participantIds);
  const priced = input.packageId
    ? await pricePackage(tx, scope, input.packageId, input, today)
    : await priceTrip(tx, scope, input.tripId!, input, client);
  // A client's request is dated the day it is made; staff may record an earlier one.
  const bookingDate = (scope.staff ? input.bookingDate : null) ?? today;
  const [row] = await tx
    .insert(bookings)
    .values({
      clientId: client.id,
      packageId: priced.packageId,
      tripId: priced.tripId,
      participants: input.participantIds.length,
      bookingDate,
      travelDate: priced.travelDate,
      status: "pending",
      unitPriceCents: priced.unitPriceCents,
      discountPercent: priced.discountPercent,
      totalCents: priced.totalCents,
      currency: priced.currency,
      notes: input.notes,
      createdBy: scope.userId,
    })
    .returning({ id: bookings.id, number: bookings.number });
  if (!row) throw new Error("insert returned no row");
  await replaceParticipants(tx, row.id, client.id, input.participantIds);
  await audit({
    action: "create",
    entity: BOOKING_ENTITY,
    entityId: row.id,
    summary: `${scope.staff ? "Booked" : "Requested"} ${priced.what} for ${client.name}, ${participantsLabel(input.participantIds.length)}, ${formatMoney(priced.totalCents, priced.currency)} (${bookingReference(row.number)})`,
    details: {
      status: "pending",
      clientId: client.id,
      packageId: priced.packageId,
      tripId: priced.tripId,
      participantIds: input.participantIds,
      travelDate: priced.travelDate,
      totalCents: priced.totalCents,
      currency: priced.currency,
    },
  });
  const detail = await readBookingDetail(tx, scope, row.id);
  emitBookingEvents(change, detail, "insert", { places: true, figures: true });
  // A client's request waits for the agency: staff hear of it (their own bookings they already know of).
  if (!scope.staff) {
    await notifyBookingRequested(change, {
      bookingId: detail.id,
      reference: detail.reference,
      clientName: client.name,
      what: detail.packageTitle ?? detail.tripTitle ?? detail.reference,
      packageId: detail.packageId,
      participants: detail.participants,
      travelDate: detail.travelDate,
    });
  }
  return detail;
}

/**
 * Staff change participants, travel date, notes and, with a reason, the total. Without a total a
 * package booking's is computed again from its price at booking time; a trip booking's stays.
 */
export async function updateBooking(
  change: Change,
  id: string,
  input: BookingUpdate,
  expected: number | undefined,
  today: string,
): Promise<BookingDetail> {
  const { tx, scope, audit } = change;
  const before = await findVisibleBooking(tx, scope, id, true);
  assertVersion(before, expected);
  const refusal = bookingEditRefusal(before.status);
  if (refusal) throw new AppError("CONFLICT", refusal);
  await requireClientPassengers(tx, { id: before.clientId, name: before.clientName }, input.participantIds);
  const participants = input.participantIds.length;
  if (before.packageId) {
    const locked = await lockPackageForBooking(tx, scope, before.packageId, today);
    if (!locked) throw new Error("a booked package cannot disappear");
    requireWithin(input.travelDate, locked.package);
    // This booking's own places are free for it to keep.
    const available = locked.placesLeft + (isHolding(before.status) ? before.participants : 0);
    if (participants > before.participants && participants > available) {
      throw noPlacesLeft(locked.package.title, Math.max(0, available - before.participants));
    }
  }
  const computed = before.packageId
    ? bookingTotalCents({ unitPriceCents: before.unitPriceCents ?? 0, participants })
    : before.totalCents;
  const byHand = input.totalCents !== null;
  const totalCents = input.totalCents ?? computed;
  const totalAdjustmentReason = byHand
    ? input.totalAdjustmentReason
    : before.packageId
      ? null
      : before.totalAdjustmentReason;
  const travellers: BookingTraveller[] = await bookingTravellers(tx, id);
  const participantsChanged =
    travellers.length !== participants || travellers.some((t) => !input.participantIds.includes(t.id));
  await tx
    .update(bookings)
    .set({
      participants,
      travelDate: input.travelDate,
      notes: input.notes,
      totalCents,
      totalAdjustmentReason,
      version: bumpVersion(bookings.version),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, id));
  if (participantsChanged) await replaceParticipants(tx, id, before.clientId, input.participantIds);
  const changed = [
    participantsChanged && "participants",
    input.travelDate !== before.travelDate && "travelDate",
    input.notes !== before.notes && "notes",
    totalCents !== before.totalCents && "total",
  ].filter((c): c is string => Boolean(c));
  const totalNote =
    totalCents !== before.totalCents
      ? `; total ${formatMoney(before.totalCents, before.currency)} → ${formatMoney(totalCents, before.currency)}${byHand ? ` (${input.totalAdjustmentReason})` : ""}`
      : "";
  await audit({
    action: "update",
    entity: BOOKING_ENTITY,
    entityId: id,
    summary: `Updated booking ${before.reference}${totalNote}`,
    details: {
      changed,
      participantIds: input.participantIds,
      totalCents,
      ...(byHand ? { reason: input.totalAdjustmentReason } : {}),
    },
  });
  const detail = await readBookingDetail(tx, scope, id);
  const places = participants !== before.participants && isHolding(before.status);
  const figures = totalCents !== before.totalCents || changed.length > 0;
  emitBookingEvents(change, detail, "update", { places, figures });
  return detail;
}
