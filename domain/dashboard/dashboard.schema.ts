import { z } from "zod";
import { bookingStatuses } from "../bookings/booking-values";
import { currencySchema } from "../money";
import { cockpitKinds, dashboardScopes } from "./dashboard-values";

const count = z.number().int().nonnegative();
const cents = z.number().int();
const isoDate = z.string().meta({ format: "date" });

/** One currency's part of a base-currency total: what the card's hover lists. */
export const currencyAmountSchema = z.object({ currency: currencySchema, amountCents: cents });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

export const recentBookingSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** Null when the client is gone: shown as 'Unknown Client'. */
  clientName: z.string().nullable(),
  /** The package's title (a trip booking: the trip's); null shows 'Unknown Package'. */
  title: z.string().nullable(),
  participants: count,
  status: z.enum(bookingStatuses),
  bookingDate: isoDate,
});
export type RecentBooking = z.infer<typeof recentBookingSchema>;

export const topDestinationSchema = z.object({ destination: z.string(), bookings: count });
export type TopDestination = z.infer<typeof topDestinationSchema>;

export const upcomingTravelSchema = z.object({
  id: z.uuid(),
  clientName: z.string().nullable(),
  /** The package's destination; null (a trip booking, no package) shows 'Unknown Destination'. */
  destination: z.string().nullable(),
  travelDate: isoDate,
  /** Whole days from the server's today, rounded up (SPEC §9): 1 for tomorrow. */
  daysRemaining: z.number().int(),
});
export type UpcomingTravel = z.infer<typeof upcomingTravelSchema>;

export const topClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bookingsCount: count,
  /** Completed payments net of refunds, in the base currency at each payment's locked rate. */
  totalSpentCents: cents,
});
export type TopClient = z.infer<typeof topClientSchema>;

/** GET /api/dashboard/overview: the four cards and the Overview tab, from one statement. */
export const dashboardOverviewSchema = z.object({
  baseCurrency: currencySchema,
  revenue: z.object({
    /** Completed payments net of refunds, each at its locked rate. */
    collectedCents: cents,
    /** The balance of invoices not cancelled, each at its invoice's locked rate ('+ pending'). */
    pendingCents: cents,
    collectedByCurrency: z.array(currencyAmountSchema),
    pendingByCurrency: z.array(currencyAmountSchema),
  }),
  /** Bookings not cancelled, and how many of them are confirmed and pending. */
  bookings: z.object({ total: count, confirmed: count, pending: count }),
  /** Clients not archived, and how many of them have a booking that is not cancelled. */
  clients: z.object({ total: count, withBookings: count }),
  /** Packages not archived whose status (effective: past its end date a package is expired) is active / upcoming. */
  offers: z.object({ active: count, upcoming: count }),
  recentBookings: z.array(recentBookingSchema),
  topDestinations: z.array(topDestinationSchema),
  upcomingTravels: z.array(upcomingTravelSchema),
  topClients: z.array(topClientSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const dashboardAlertsQuerySchema = z.object({
  scope: z.enum(dashboardScopes, { error: "Choose mine or all" }).default("mine"),
});
export type DashboardAlertsQuery = z.output<typeof dashboardAlertsQuerySchema>;

/** One date of the deadline cockpit; which fields are set depends on its kind (see cockpit.ts). */
export const cockpitItemSchema = z.object({
  kind: z.enum(cockpitKinds),
  /** The offer, invoice, time limit, segment, passenger or request. */
  id: z.uuid(),
  /** When it falls due, as an instant (a date alone is the end of that day where the server runs). */
  dueAt: z.string(),
  /** The day it falls due (where the server runs): what an all-day date shows. */
  dueDate: isoDate,
  /** Only a day is known (or meant): show the date without a time. */
  allDay: z.boolean(),
  /** Already past: an overdue invoice, a request waiting longer than it should. */
  overdue: z.boolean(),
  /** What it is: the offer's title, the invoice number, the passenger's name, the limit's line, the flight, the request's category. */
  label: z.string(),
  /** The time limit's kind or the segment's status code. */
  code: z.string().nullable(),
  clientName: z.string().nullable(),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  /** An invoice's balance. */
  amountCents: cents.nullable(),
  currency: currencySchema.nullable(),
  /** A passport's expiry date. */
  date: isoDate.nullable(),
});
export type CockpitItem = z.infer<typeof cockpitItemSchema>;

export const cockpitCountsSchema = z.object(
  Object.fromEntries(cockpitKinds.map((kind) => [kind, count])) as Record<
    (typeof cockpitKinds)[number],
    typeof count
  >,
);
export type CockpitCounts = z.infer<typeof cockpitCountsSchema>;

/** GET /api/dashboard/alerts: SPEC's three alerts (the agency's) and the deadline cockpit (of the scope). */
export const dashboardAlertsSchema = z.object({
  pendingBookings: count,
  /** How many of the first 3 active offers are more than 80 % booked. */
  almostSoldOut: count,
  /** Bookings not cancelled awaiting payment, and partially paid. */
  awaitingPayment: count,
  partiallyPaid: count,
  scope: z.enum(dashboardScopes),
  cockpit: z.object({
    /** How many of each kind there are, up to COCKPIT_COUNT_CAP. */
    counts: cockpitCountsSchema,
    /** The soonest of each kind (up to COCKPIT_ITEMS_PER_KIND), soonest first. */
    items: z.array(cockpitItemSchema),
  }),
});
export type DashboardAlerts = z.infer<typeof dashboardAlertsSchema>;
