// Plain lists (no zod) so tables, schemas and small web chunks can all import them.

/** SPEC §3 notification types. */
export const notificationTypes = ["alert", "info", "other"] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Which Settings toggle (SPEC §2) governs a notification: off means it is never created for that user. */
export const notificationCategories = [
  "systemAlerts",
  "offerResponses",
  "agentMessages",
  "invoiceUpdates",
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** How each type's badge looks (#18): an alert stands out, an info is the default, the rest stay quiet. */
export const notificationTypeBadges: Record<NotificationType, "destructive" | "default" | "secondary"> = {
  alert: "destructive",
  info: "default",
  other: "secondary",
};

export const notificationTypeLabels: Record<NotificationType, string> = {
  alert: "Alert",
  info: "Info",
  other: "Other",
};

/** The bell shows at most this many in its dropdown; the page lists them all. */
export const BELL_LATEST = 10;
