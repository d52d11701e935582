import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type {
  Booking,
  BookingDetail,
  BookingHistoryEntry,
  BookingTraveller,
} from "#domain/bookings/booking.schema";
import { bookingReference } from "#domain/bookings/booking-format";
import { type BookingStatus, bookingStatuses } from "#domain/bookings/booking-values";
import { derivePaymentStatus } from "#domain/bookings/payment-status";
import type { Currency } from "#domain/currency";
import { notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { travelPackages } from "../../db/schema/packages";
import { passengers } from "../../db/schema/passengers";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";
import { packageEvent } from "../packages";
import { passengerNameColumns } from "../passengers";
import { invoicedCentsSql, paidCentsSql } from "./booking-payments";

// The booking as every read answers it, the one visibility check, and the events a change emits.

/** The audit log's entity name for bookings; the status history is read from these rows. */
export const BOOKING_ENTITY = "booking";

/** A booking row as either driver hands it: the list's raw SQL (text instants, bigint as text) or drizzle. */
export interface BookingRow {
  id: string;
  number: number;
  clientId: string;
  clientName: string | null;
  packageId: string | null;
  packageTitle: string | null;
  tripId: string | null;
  tripTitle: string | null;
  destination: string | null;
  participants: number;
  bookingDate: string;
  travelDate: string;
  status: BookingStatus;
  cancelReason: string | null;
  unitPriceCents: number | string;
  discountPercent: number;
  totalCents: number | string;
  currency: Currency;
  totalAdjustmentReason: string | null;
  notes: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  version: number;
  invoicedCents: number | string;
  paidCents: number | string;
}

const instant = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export function toBooking(row: BookingRow): Booking {
  const { invoicedCents, paidCents, ...rest } = row;
  return {
    ...rest,
    number: Number(row.number),
    reference: bookingReference(Number(row.number)),
    clientName: row.clientName ?? "",
    participants: Number(row.participants),
    paymentStatus: derivePaymentStatus({
      invoicedCents: Number(invoicedCents),
      paidCents: Number(paidCents),
    }),
    // A trip booking's total is given whole: it has no price per person.
    unitPriceCents: row.packageId ? Number(row.unitPriceCents) : null,
    totalCents: Number(row.totalCents),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

const b = bookings;

export const bookingColumns = {
  id: b.id,
  number: b.number,
  clientId: b.clientId,
  clientName: clients.name,
  packageId: b.packageId,
  packageTitle: travelPackages.title,
  tripId: b.tripId,
  tripTitle: trips.title,
  destination: travelPackages.destination,
  participants: b.participants,
  bookingDate: b.bookingDate,
  travelDate: b.travelDate,
  status: b.status,
  cancelReason: b.cancelReason,
  unitPriceCents: b.unitPriceCents,
  discountPercent: b.discountPercent,
  totalCents: b.totalCents,
  currency: b.currency,
  totalAdjustmentReason: b.totalAdjustmentReason,
  notes: b.notes,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
  version: b.version,
  invoicedCents: sql<number>`${sql.raw(invoicedCentsSql('"bookings"'))}`,
  paidCents: sql<number>`${sql.raw(paidCentsSql('"bookings"'))}`,
};

function selectBookings(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(bookingColumns)
    .from(b)
    .innerJoin(clients, eq(clients.id, b.clientId))
    .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
    .leftJoin(trips, eq(trips.id, b.tripId))
    .where(where);
}

/** The booking if `scope` may see it (`lock`: its row locked until the transaction ends); 404 otherwise. */
export async function findVisibleBooking(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<Booking> {
  const query = selectBookings(tx, and(eq(b.id, id), scope.where(b.clientId)));
  const [row] = lock ? await query.for("update", { of: b }) : await query;
  // Someone else's booking answers exactly like a missing one.
  if (!row) throw notFound("Booking");
  return toBooking(row);
}

export async function bookingTravellers(tx: DbOrTx, bookingId: string): Promise<BookingTraveller[]> {
  return tx
    .select({
      id: passengers.id,
      ...passengerNameColumns,
    })
    .from(bookingParticipants)
    .innerJoin(passengers, eq(passengers.id, bookingParticipants.passengerId))
    .where(eq(bookingParticipants.bookingId, bookingId))
    .orderBy(asc(passengers.sortName), asc(passengers.id));
}

/** What a booking's audit row carries for its history: the status after the change and its reason. */
export interface BookingAuditDetails {
  status?: BookingStatus;
  reason?: string | null;
  [key: string]: unknown;
}

function historyEntry(row: {
  at: Date;
  summary: string;
  details: unknown;
  byName: string | null;
}): BookingHistoryEntry {
  const details = (row.details ?? {}) as BookingAuditDetails;
  const status = bookingStatuses.includes(details.status as BookingStatus) ? (details.status ?? null) : null;
  return {
    at: row.at.toISOString(),
    summary: row.summary,
    status,
    reason: typeof details.reason === "string" ? details.reason : null,
    byName: row.byName,
  };
}

/** The booking's history, oldest first, from its audit rows. */
export async function bookingHistory(tx: DbOrTx, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await tx
    .select({
      at: auditLogs.createdAt,
      summary: auditLogs.summary,
      details: auditLogs.details,
      byName: users.name,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(and(eq(auditLogs.entity, BOOKING_ENTITY), eq(auditLogs.entityId, bookingId)))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
  return rows.map(historyEntry);
}

/** The booking with its travellers and history, if `scope` may see it; 404 otherwise. */
export async function readBookingDetail(tx: DbOrTx, scope: Scope, id: string): Promise<BookingDetail> {
  const booking = await findVisibleBooking(tx, scope, id);
  const [travellers, history] = await Promise.all([bookingTravellers(tx, id), bookingHistory(tx, id)]);
  return { ...booking, travellers, history };
}

type BookingRef = { id: string; clientId: string; packageId: string | null };

/**
 * What a change to a booking tells: the bookings lists of its client (and staff), the package whose places
 * or bookings changed (`places`; heard by everyone signed in, like the catalogue), and the client whose
 * figures the triggers updated.
 */
export function emitBookingEvents(
  { emit }: Change,
  booking: BookingRef,
  op: "insert" | "update" | "delete",
  changed: { places: boolean; figures: boolean },
): void {
  const audience = clientAudience(booking.clientId);
  emit({ topic: topics.bookings, id: booking.id, op, audience });
  if (changed.places && booking.packageId) emit(packageEvent(booking.packageId));
  if (changed.figures) emit({ topic: topics.clients, id: booking.clientId, op: "update", audience });
}
