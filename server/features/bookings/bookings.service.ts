import { and, asc, eq, like, sql } from "drizzle-orm";
import type {
  BookingCreate,
  BookingDetail,
  BookingListQuery,
  BookingTraveller,
  BookingUpdate,
} from "#domain/bookings/booking.schema";
import { bookingReference, participantsLabel } from "#domain/bookings/booking-format";
import { bookingEditRefusal } from "#domain/bookings/booking-status";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import { AppError, fieldError } from "#domain/errors";
import { formatMinorWithCurrency } from "#domain/money";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import { foldSearchText } from "#domain/passengers/search-text";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { clientScopeOf } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { passengers } from "../../db/schema/passengers";
import { likePattern } from "../../db/sql-helpers";
import { lockPackageForBookingInTx } from "../packages/packages.service";
import { listBookings } from "./booking-list.query";
import { pricePackage, priceTrip, requireWithin } from "./booking-pricing";
import {
  BOOKING_ENTITY,
  bookingEvents,
  bookingTravellers,
  findVisibleBooking,
  readBookingDetail,
} from "./booking-records";
import { bookingClientFor, noPlacesLeft, ownClientOr, requireClientPassengers } from "./booking-rules";

// Passengers a client has are few; the participant picker lists them all up to this.
const PARTICIPANT_OPTIONS_LIMIT = 200;

function isHolding(status: string): boolean {
  return (placeHoldingStatuses as readonly string[]).includes(status);
}

async function replaceParticipants(tx: DbOrTx, bookingId: string, clientId: string, ids: string[]) {
  await tx.delete(bookingParticipants).where(eq(bookingParticipants.bookingId, bookingId));
  await tx
    .insert(bookingParticipants)
    .values(ids.map((passengerId) => ({ bookingId, passengerId, clientId })));
}

export function createBookingsService(ctx: AppContext) {
  const { db } = ctx;

  async function publish(events: PublishedEvent[]) {
    for (const event of events) await ctx.hub.publish(event);
  }

  return {
    async list(user: SessionUser, query: BookingListQuery) {
      return listBookings(ctx.database, await clientScopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<BookingDetail> {
      return readBookingDetail(db, await clientScopeOf(db, user), id);
    },

    /**
     * Staff book a package or a trip for any client; a client user requests a package for their own
     * client. Either way it starts pending. A package's places are checked under its row lock, so
     * bookings racing for the last places cannot together take more than there are.
     */
    async create(user: SessionUser, input: BookingCreate): Promise<BookingDetail> {
      const { detail, events } = await db.transaction(async (tx) => {
        const scope = await clientScopeOf(tx, user);
        if (!scope.staff) {
          if (input.tripId) throw new AppError("FORBIDDEN", "Only staff can book a trip; ask your agent.");
          if (input.totalCents !== null)
            throw fieldError("body.totalCents", "Only staff set a booking's total");
        }
        const client = await bookingClientFor(tx, scope, input.clientId);
        await requireClientPassengers(tx, client, input.participantIds);
        const priced = input.packageId
          ? await pricePackage(tx, user, input.packageId, input)
          : await priceTrip(tx, user, input.tripId!, input, client);
        // A client's request is dated the day it is made; staff may record an earlier one.
        const bookingDate = (scope.staff ? input.bookingDate : null) ?? todayIsoDate();
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
            createdBy: user.id,
          })
          .returning({ id: bookings.id, number: bookings.number });
        if (!row) throw new Error("insert returned no row");
        await replaceParticipants(tx, row.id, client.id, input.participantIds);
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: BOOKING_ENTITY,
          entityId: row.id,
          summary: `${scope.staff ? "Booked" : "Requested"} ${priced.what} for ${client.name}, ${participantsLabel(input.participantIds.length)}, ${formatMinorWithCurrency(priced.totalCents, priced.currency)} (${bookingReference(row.number)})`,
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
        return { detail, events: bookingEvents(detail, "insert", { places: true, figures: true }) };
      });
      await publish(events);
      return detail;
    },

    /**
     * Staff change participants, travel date, notes and, with a reason, the total. Without a total a
     * package booking's is computed again from its price at booking time; a trip booking's stays.
     */
    async update(
      user: SessionUser,
      id: string,
      input: BookingUpdate,
      expected?: number,
    ): Promise<BookingDetail> {
      const { detail, events } = await db.transaction(async (tx) => {
        const scope = await clientScopeOf(tx, user);
        const before = await findVisibleBooking(tx, scope, id, true);
        assertVersion(before, expected);
        const refusal = bookingEditRefusal(before.status);
        if (refusal) throw new AppError("CONFLICT", refusal);
        await requireClientPassengers(
          tx,
          { id: before.clientId, name: before.clientName },
          input.participantIds,
        );
        const participants = input.participantIds.length;
        if (before.packageId) {
          const locked = await lockPackageForBookingInTx(tx, user, before.packageId);
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
            version: nextVersion(bookings.version),
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
            ? `; total ${formatMinorWithCurrency(before.totalCents, before.currency)} → ${formatMinorWithCurrency(totalCents, before.currency)}${byHand ? ` (${input.totalAdjustmentReason})` : ""}`
            : "";
        await writeAudit(tx, {
          userId: user.id,
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
        return { detail, events: bookingEvents(detail, "update", { places, figures }) };
      });
      await publish(events);
      return detail;
    },

    /** Passengers of the client who can travel on its bookings: staff choose any client, a client user their own. */
    async participantOptions(
      user: SessionUser,
      query: { clientId?: string | undefined; search?: string | undefined },
    ): Promise<{ items: BookingTraveller[] }> {
      const clientId = ownClientOr(await clientScopeOf(db, user), query.clientId, "query.clientId");
      const words = foldSearchText(query.search ?? "")
        .split(/\s+/)
        .filter(Boolean);
      const items = await db
        .select({
          id: passengers.id,
          title: passengers.title,
          firstName: passengers.firstName,
          surname: passengers.surname,
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
