// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const tripSsrStatuses = ["requested", "confirmed", "rejected"] as const;
export type TripSsrStatus = (typeof tripSsrStatuses)[number];

export const tripSsrStatusLabels: Record<TripSsrStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

export const TRIP_SSR_NOTES_MAX = 1000;
