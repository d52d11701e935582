import { z } from "zod";

/** SPEC §2 Settings / §3: four switches, all on until the user changes them. */
export const notificationPreferencesSchema = z.object({
  systemAlerts: z.boolean(),
  offerResponses: z.boolean(),
  agentMessages: z.boolean(),
  invoiceUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  systemAlerts: true,
  offerResponses: true,
  agentMessages: true,
  invoiceUpdates: true,
};

export const notificationPreferenceLabels: Record<
  keyof NotificationPreferences,
  { label: string; description: string }
> = {
  systemAlerts: { label: "System alerts", description: "Maintenance, security and account notices." },
  offerResponses: { label: "Offer responses", description: "When a client accepts or declines an offer." },
  agentMessages: { label: "Agent messages", description: "New chat messages about your requests." },
  invoiceUpdates: { label: "Invoice updates", description: "New invoices, payments and due dates." },
};
