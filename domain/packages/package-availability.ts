import { formatTripDate } from "../trips/trip-format";
import type { PackageStatus } from "./package-values";

// Plain rules (no zod), shared by the server's queries and the screens.

/** The status a package shows and behaves as: past its end date it is expired, whatever staff chose. */
export function effectivePackageStatus(status: PackageStatus, endDate: string, today: string): PackageStatus {
  // ISO dates compare as text.
  return endDate < today ? "expired" : status;
}

/** Bookable: active or upcoming, not past its end date, not archived. */
export function isPackageBookable(
  pkg: { status: PackageStatus; endDate: string; archivedAt: string | Date | null },
  today: string,
): boolean {
  return pkg.archivedAt === null && effectivePackageStatus(pkg.status, pkg.endDate, today) !== "expired";
}

/** Why a package cannot be booked, in words for the user; null when it can. */
export function packageBookingRefusal(
  pkg: { title: string; status: PackageStatus; endDate: string; archivedAt: string | Date | null },
  today: string,
): string | null {
  if (pkg.archivedAt !== null) return `“${pkg.title}” is archived and can no longer be booked.`;
  if (pkg.endDate < today)
    return `“${pkg.title}” ended on ${formatTripDate(pkg.endDate)} and can no longer be booked.`;
  if (pkg.status === "expired") return `“${pkg.title}” is expired and can no longer be booked.`;
  return null;
}

/** Why a package with no place left cannot be booked now (the server's refusal says "fully booked" too). */
export function fullyBookedReason(title: string): string {
  return `“${title}” is fully booked: no place is left to book.`;
}

/** Places a package still has: its maximum less those held by pending and confirmed bookings, never below 0. */
export function placesLeft(maxParticipants: number, heldPlaces: number): number {
  return Math.max(0, maxParticipants - heldPlaces);
}

/**
 * The travel date a booking of the package starts with: its start date, or today for a package already
 * under way (a booking is not made for a day that has passed).
 */
export function defaultTravelDate(pkg: { startDate: string }, today: string): string {
  // ISO dates compare as text.
  return pkg.startDate < today ? today : pkg.startDate;
}
