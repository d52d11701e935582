import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "#domain/notifications/notification.schema";
import { api } from "../../../lib/api-client";
import { notificationsBaseKey } from "./list-notifications";

export function markNotificationRead(id: string): Promise<Notification> {
  return api<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
}

const errorMeta = {
  errorTitle: "Error updating notification",
  errorFallback: "Failed to mark the notification as read",
};

/** SPEC §4: unread becomes read when marked, and the copy on screen follows ('Notification marked as read'). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { ...errorMeta, success: { title: "Notification marked as read" } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsBaseKey }),
  });
}

/** Opening a notification marks it read on the way to its record: the record is the feedback, not a toast. */
export function useMarkOpenedRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: errorMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsBaseKey }),
  });
}
