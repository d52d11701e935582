import { z } from "zod";
import { pageQuerySchema } from "../pagination.schema";
import { notificationCategories, notificationTypes } from "./notification-values";

/** SPEC §3 Notification, as its recipient reads it; `link` is the in-app path of the record it is about. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
  category: z.enum(notificationCategories),
  message: z.string(),
  subject: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const unreadFlag = z
  .enum(["true", "false"], { error: "Use true or false" })
  .optional()
  .transform((value) => value === "true");

/** GET /api/notifications: newest first, optionally only unread ones or one type. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: unreadFlag,
  type: z.enum(notificationTypes, { error: "Choose alert, info or other" }).optional(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** One page, its total under the filters, and the user's unread count (the bell's) in the same answer. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const readAllResultSchema = z.object({
  /** How many were unread and are read now. */
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type ReadAllResult = z.infer<typeof readAllResultSchema>;
