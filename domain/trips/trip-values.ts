// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const tripStatuses = ["planning", "confirmed", "completed", "cancelled"] as const;
export type TripStatus = (typeof tripStatuses)[number];
