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
