import { and, eq } from "drizzle-orm";
import type { BookingCreate } from "#domain/bookings/booking.schema";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { fieldError } from "#domain/errors";
import { defaultTravelDate, packageBookingRefusal } from "#domain/packages/package-availability";
import { formatTripDate } from "#domain/trips/trip-format";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import { lockPackageForBooking } from "../packages";
import { conflictOn, noPlacesLeft } from "./booking-rules";

// What a new booking costs: read from its package (under the package's lock) or given by staff for a trip.

/** What a new booking is made of once its package or trip has been read. */
export interface Priced {
  packageId: string | null;
  tripId: string | null;
  travelDate: string;
  unitPriceCents: number;
  discountPercent: number;
  totalCents: number;
  currency: BookingCreate["currency"] & string;
  /** "package “Lisbon Lights”" or "trip “Family in Rome”", for the audit row. */
  what: string;
}

/** A travel date inside the package's dates, or a 400 naming travelDate. */
export function requireWithin(travelDate: string, pkg: { startDate: string; endDate: string }): void {
  if (travelDate < pkg.startDate || travelDate > pkg.endDate) {
    throw fieldError(
      "body.travelDate",
      `Choose a travel date from ${formatTripDate(pkg.startDate)} to ${formatTripDate(pkg.endDate)}`,
    );
  }
}

/** The package's price and places, locked for the rest of the transaction; refuses what cannot be booked. */
export async function pricePackage(
  tx: DbOrTx,
  scope: Scope,
  packageId: string,
  input: BookingCreate,
  today: string,
): Promise<Priced> {
  const locked = await lockPackageForBooking(tx, scope, packageId, today);
  if (!locked) throw fieldError("body.packageId", "Package not found");
  const pkg = locked.package;
  const refusal = packageBookingRefusal(pkg, today);
  if (refusal) throw conflictOn("body.packageId", refusal);
  const travelDate = input.travelDate ?? defaultTravelDate(pkg, today);
  requireWithin(travelDate, pkg);
  if (input.participantIds.length > locked.placesLeft) throw noPlacesLeft(pkg.title, locked.placesLeft);
  if (input.totalCents !== null) {
    throw fieldError(
      "body.totalCents",
      "A package booking's total is computed from the package; change it on the booking, with a reason",
    );
  }
  const price = { unitPriceCents: pkg.priceCents, participants: input.participantIds.length };
  return {
    packageId,
    tripId: null,
    travelDate,
    unitPriceCents: pkg.priceCents,
    discountPercent: pkg.discountPercent,
    totalCents: bookingTotalCents(price),
    currency: pkg.currency,
    what: `package “${pkg.title}”`,
  };
}

/** The trip, if the scope reaches it; a 400 naming tripId otherwise. */
async function tripToBook(tx: DbOrTx, scope: Scope, tripId: string) {
  const [trip] = await tx
    .select({
      title: trips.title,
      clientId: trips.clientId,
      clientName: clients.name,
      status: trips.status,
      startDate: trips.startDate,
    })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(and(eq(trips.id, tripId), scope.where(trips.clientId)));
  if (!trip) throw fieldError("body.tripId", "Trip not found");
  return trip;
}

/** A trip of this client (staff only), its total as staff gave it. */
export async function priceTrip(
  tx: DbOrTx,
  scope: Scope,
  tripId: string,
  input: BookingCreate,
  client: { id: string; name: string; preferredCurrency: Priced["currency"] },
): Promise<Priced> {
  const trip = await tripToBook(tx, scope, tripId);
  if (trip.clientId !== client.id) {
    throw fieldError("body.tripId", `This trip is ${trip.clientName}'s, not ${client.name}'s`);
  }
  if (trip.status === "cancelled") throw conflictOn("body.tripId", `“${trip.title}” is cancelled`);
  return {
    packageId: null,
    tripId,
    travelDate: input.travelDate ?? trip.startDate,
    unitPriceCents: 0,
    discountPercent: 0,
    // The schema requires it for a trip booking.
    totalCents: input.totalCents ?? 0,
    currency: input.currency ?? client.preferredCurrency,
    what: `trip “${trip.title}”`,
  };
}
