// Plain lists and rules (no zod) so tables, schemas and small web chunks can all import them.
import type { Currency } from "../currency";

export const tripOfferStatuses = ["draft", "sent", "accepted", "declined", "expired"] as const;
export type TripOfferStatus = (typeof tripOfferStatuses)[number];

export const tripOfferStatusLabels: Record<TripOfferStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

export const tripOfferItemTypes = ["flight", "hotel", "package", "transfer", "insurance", "other"] as const;
export type TripOfferItemType = (typeof tripOfferItemTypes)[number];

export const tripOfferItemTypeLabels: Record<TripOfferItemType, string> = {
  flight: "Flight",
  hotel: "Hotel",
  package: "Package",
  transfer: "Transfer",
  insurance: "Insurance",
  other: "Other",
};

export const DEFAULT_OFFER_CURRENCY: Currency = "EUR";

/** SPEC §9: an offer expires 3 days after it was created. */
export const OFFER_VALIDITY_MS = 259_200_000;

/** Offers waiting for the client's answer; past their expiry they count as expired. */
const openStatuses: readonly TripOfferStatus[] = ["draft", "sent"];

export function isOpenOfferStatus(status: TripOfferStatus): boolean {
  return openStatuses.includes(status);
}

export function offerExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OFFER_VALIDITY_MS);
}

/** Whether the offer is past its expiry at `now`: from the exact expiry instant on. */
export function isPastExpiry(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** The status an offer shows and behaves as: an open offer past its expiry is expired. */
export function effectiveOfferStatus(status: TripOfferStatus, expiresAt: Date, now: Date): TripOfferStatus {
  return isOpenOfferStatus(status) && isPastExpiry(expiresAt, now) ? "expired" : status;
}
