// Plain lists and numbers (no zod) so the dashboard's small web chunk and the server can both import them.

/** SPEC §9: how many rows each Overview list shows. */
export const RECENT_BOOKINGS_LIMIT = 5;
export const UPCOMING_TRAVELS_LIMIT = 5;
export const TOP_DESTINATIONS_LIMIT = 5;
export const TOP_CLIENTS_LIMIT = 5;

/** SPEC §4/§9: "almost sold out" is counted among the first 3 active offers of the offers list's order. */
export const ALMOST_SOLD_OUT_AMONG = 3;

/** Whose deadlines the cockpit lists: the agent's own (trips they own, records they made) or the agency's. */
export const dashboardScopes = ["mine", "all"] as const;
export type DashboardScope = (typeof dashboardScopes)[number];

/** Every kind of date the deadline cockpit watches, in the order the web names them. */
export const cockpitKinds = [
  "offer-expiring",
  "invoice-due",
  "time-limit",
  "segment-status",
  "passport-expiring",
  "request-unanswered",
] as const;
export type CockpitKind = (typeof cockpitKinds)[number];

/** How far ahead (or how long unanswered) each kind is watched. */
export const OFFER_EXPIRY_WINDOW_HOURS = 24;
export const INVOICE_DUE_WINDOW_DAYS = 7;
/** Many countries refuse entry on a passport valid for less than six months after the stay. */
export const PASSPORT_VALID_AFTER_TRIP_MONTHS = 6;
/** Time limits are dates (a time of day at best, in the office's zone): today, tomorrow or the day after. */
export const TIME_LIMIT_WINDOW_DAYS = 2;
export const UNANSWERED_AFTER_HOURS = 24;

/** Segment statuses an agent must act on: unable, no action taken, schedule change, cancelled (holding). */
export const ACTION_SEGMENT_STATUSES = ["UN", "NO", "TK", "HX"] as const;
export type ActionSegmentStatus = (typeof ACTION_SEGMENT_STATUSES)[number];

export const actionSegmentStatusLabels: Record<ActionSegmentStatus, string> = {
  UN: "unable to confirm",
  NO: "no action taken",
  TK: "schedule changed",
  HX: "cancelled by the airline",
};

/** The soonest of each kind the cockpit lists; its counts stop at the cap ("100+"). */
export const COCKPIT_ITEMS_PER_KIND = 20;
export const COCKPIT_COUNT_CAP = 100;
