import { z } from "zod";

/**
 * SPEC §2 Settings / §3: four switches, all on until the user changes them, and the daily e-mail digest
 * of unread notifications (#18), off until turned on.
 */
export const notificationPreferencesSchema = z.object({
  systemAlerts: z.boolean(),
  offerResponses: z.boolean(),
  agentMessages: z.boolean(),
  invoiceUpdates: z.boolean(),
  emailDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: the digest may be left out (callers that only know the four switches keep it as stored). */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.extend({
  emailDigest: z.boolean().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  systemAlerts: true,
  offerResponses: true,
  agentMessages: true,
  invoiceUpdates: true,
  emailDigest: false,
};

/** The four switches that decide which notifications are created (domain/notifications categories). */
export const notificationCategoryKeys = [
  "systemAlerts",
  "offerResponses",
  "agentMessages",
  "invoiceUpdates",
] as const satisfies readonly (keyof NotificationPreferences)[];

export const notificationPreferenceLabels: Record<
  keyof NotificationPreferences,
  { label: string; description: string }
> = {
  systemAlerts: {
    label: "System alerts",
    description:
      "Role requests, new requests and booking requests, passports, ticketing time limits and schedule changes.",
  },
  offerResponses: {
    label: "Offer responses",
    description: "Offers sent to you, and when a client accepts, declines or lets one expire.",
  },
  agentMessages: {
    label: "Agent messages",
    description:
      "New chat messages, replies and changes on your requests and tickets, and confirmed bookings.",
  },
  invoiceUpdates: {
    label: "Invoice updates",
    description: "New invoices, payments, refunds, credit notes and due dates.",
  },
  emailDigest: {
    label: "Daily e-mail digest",
    description: "Once a day, an e-mail listing the notifications you have not read yet.",
  },
};
