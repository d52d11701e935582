// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const tripSsrStatuses = ["requested", "confirmed", "rejected"] as const;
export type TripSsrStatus = (typeof tripSsrStatuses)[number];

export const tripSsrStatusLabels: Record<TripSsrStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

/** The SSR catalogue is priced in US dollars (SPEC: Price (USD)); a request keeps the price it was made at. */
export const TRIP_SSR_CURRENCY = "USD";

export const TRIP_SSR_NOTES_MAX = 1000;
