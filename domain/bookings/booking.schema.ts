import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { optionalDateSchema, queryDateSchema, REAL_DATE_RULE, requiredDateSchema } from "../date.schema";
import { amountCentsSchema, currencySchema } from "../money";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { passengerTitles } from "../passengers/passenger-format";
import { versionSchema } from "../record-version";
import { bookingSorts, bookingStatuses, paymentStatuses } from "./booking-values";

export { REAL_DATE_RULE };
export const BOOKING_NOTES_MAX = 2000;
export const BOOKING_REASON_MAX = 500;
/** More travellers than this on one booking is a group the agency books in parts. */
export const BOOKING_PARTICIPANTS_MAX = 100;
// 99 999 999.99 in any currency is above any real booking; larger values are typos.
export const BOOKING_TOTAL_MAX_CENTS = 9_999_999_999;

export const CHOOSE_TARGET = "Choose a package or a trip";
export const ONE_TARGET = "Book a package or a trip, not both";
export const PARTICIPANTS_REQUIRED = "Choose at least one participant";
export const PARTICIPANTS_DISTINCT = "Each participant can be chosen only once";
export const TRIP_TOTAL_REQUIRED = "Enter the booking's total";
export const ADJUSTMENT_REASON_REQUIRED = "Say why the total changes";
export const CANCEL_REASON_REQUIRED = "Give a reason for the cancellation";
export const TRAVEL_BEFORE_FROM = "The end of the range cannot be before its start";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

/** An optional id from a picker: "" (nothing picked) becomes null. */
const optionalId = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal("")], { error: message })
    .nullish()
    .transform((value) => value || null);

export const participantIdsSchema = z
  .array(z.uuid({ error: "Choose participants from the list" }), { error: PARTICIPANTS_REQUIRED })
  .min(1, PARTICIPANTS_REQUIRED)
  .max(BOOKING_PARTICIPANTS_MAX, `At most ${BOOKING_PARTICIPANTS_MAX} participants on one booking`)
  .refine((ids) => new Set(ids).size === ids.length, PARTICIPANTS_DISTINCT);

const totalCentsSchema = amountCentsSchema("Total", BOOKING_TOTAL_MAX_CENTS)
  .nullish()
  .transform((value) => value ?? null);

const notesSchema = optionalText(BOOKING_NOTES_MAX, "Notes");

/**
 * POST body. A package booking's total is computed on the server from the package (bookingTotalCents: the
 * price per person, its discount already in it, × participants) and its travel date defaults to the
 * package's start date; a trip booking's total is given by staff (in the client's preferred currency
 * unless one is given) and its travel date defaults to the trip's start. The booking date defaults to today.
 */
export const bookingCreateSchema = z
  .object({
    /** Staff must name the client; a client user's booking is always for their own (which may be left out). */
    clientId: optionalId("Choose a client"),
    packageId: optionalId("Choose a package from the list"),
    tripId: optionalId("Choose a trip from the list"),
    participantIds: participantIdsSchema,
    travelDate: optionalDateSchema,
    bookingDate: optionalDateSchema,
    totalCents: totalCentsSchema,
    currency: currencySchema.nullish().transform((value) => value ?? null),
    notes: notesSchema,
  })
  .superRefine((value, ctx) => {
    if (value.packageId && value.tripId)
      ctx.addIssue({ code: "custom", path: ["tripId"], message: ONE_TARGET });
    if (!value.packageId && !value.tripId) {
      ctx.addIssue({ code: "custom", path: ["packageId"], message: CHOOSE_TARGET });
    }
    if (value.tripId && value.totalCents === null) {
      ctx.addIssue({ code: "custom", path: ["totalCents"], message: TRIP_TOTAL_REQUIRED });
    }
  });
export type BookingCreate = z.output<typeof bookingCreateSchema>;
export type BookingCreateBody = z.input<typeof bookingCreateSchema>;

/**
 * PUT body (staff): participants, travel date, notes, and a total that replaces the computed one, which
 * needs a reason. Without a total a package booking's is computed again; a trip booking's stays.
 */
export const bookingUpdateSchema = z
  .object({
    participantIds: participantIdsSchema,
    travelDate: requiredDateSchema("Travel date"),
    notes: notesSchema,
    totalCents: totalCentsSchema,
    totalAdjustmentReason: optionalText(BOOKING_REASON_MAX, "The reason"),
  })
  .superRefine((value, ctx) => {
    if (value.totalCents !== null && !value.totalAdjustmentReason) {
      ctx.addIssue({ code: "custom", path: ["totalAdjustmentReason"], message: ADJUSTMENT_REASON_REQUIRED });
    }
  });
export type BookingUpdate = z.output<typeof bookingUpdateSchema>;
export type BookingUpdateBody = z.input<typeof bookingUpdateSchema>;

export const bookingCancelSchema = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(BOOKING_REASON_MAX, `The reason must be at most ${BOOKING_REASON_MAX} characters`)
    .transform((value) => value.normalize("NFC")),
});
export type BookingCancel = z.output<typeof bookingCancelSchema>;
export type BookingCancelBody = z.input<typeof bookingCancelSchema>;

export const bookingListQuerySchema = pageQuerySchema
  .extend({
    search: z.string().trim().max(100).optional(),
    status: z.enum(bookingStatuses).optional(),
    /** Derived from the booking's invoices and payments (domain/bookings/payment-status.ts). */
    paymentStatus: z.enum(paymentStatuses).optional(),
    travelFrom: queryDateSchema,
    travelTo: queryDateSchema,
    clientId: z.uuid().optional(),
    packageId: z.uuid().optional(),
    tripId: z.uuid().optional(),
    sort: z.enum(bookingSorts).default("bookingDate"),
    order: sortDirectionSchema.default("desc"),
  })
  .superRefine((value, ctx) => {
    const { travelFrom: from, travelTo: to } = value;
    if (from && to && isIsoDate(from) && isIsoDate(to) && to < from) {
      ctx.addIssue({ code: "custom", path: ["travelTo"], message: TRAVEL_BEFORE_FROM });
    }
  });
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export const bookingTravellerSchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
});
export type BookingTraveller = z.infer<typeof bookingTravellerSchema>;

/** One line of a booking's history, read from its audit rows. */
export const bookingHistoryEntrySchema = z.object({
  at: z.string(),
  summary: z.string(),
  /** The status the booking had after this change. */
  status: z.enum(bookingStatuses).nullable(),
  /** A cancellation's or a total change's reason. */
  reason: z.string().nullable(),
  byName: z.string().nullable(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** BK-000123 */
  reference: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  packageId: z.uuid().nullable(),
  packageTitle: z.string().nullable(),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  /** The package's destination; null for a trip booking. */
  destination: z.string().nullable(),
  /** How many travel (SPEC §3's participants). */
  participants: z.number().int(),
  bookingDate: z.string(),
  travelDate: z.string(),
  status: z.enum(bookingStatuses),
  cancelReason: z.string().nullable(),
  paymentStatus: z.enum(paymentStatuses),
  /** Price per participant at booking time; null for a trip booking (its total is given whole). */
  unitPriceCents: z.number().int().nullable(),
  discountPercent: z.number().int(),
  totalCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Why staff changed the total by hand; null while it is the computed one. */
  totalAdjustmentReason: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingDetailSchema = bookingSchema.extend({
  travellers: z.array(bookingTravellerSchema),
  history: z.array(bookingHistoryEntrySchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** A passenger who can travel on a booking of this client. */
export const participantOptionQuerySchema = z.object({
  /** Required of staff; a client user's own client when left out. */
  clientId: z.uuid({ error: "Choose a client" }).optional(),
  search: z.string().trim().max(100).optional(),
});
export const participantOptionListSchema = z.object({ items: z.array(bookingTravellerSchema) });
