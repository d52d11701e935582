// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const clientKinds = ["person", "company"] as const;
export type ClientKind = (typeof clientKinds)[number];

/** The clients list's sorts; the derived ones (bookings, spent, activity) read the trigger-kept client_stats row. */
export const clientSorts = ["name", "bookingsCount", "totalSpent", "lastActivity"] as const;
export type ClientSort = (typeof clientSorts)[number];
