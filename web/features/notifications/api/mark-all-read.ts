import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReadAllResult } from "#domain/notifications/notification.schema";
import { api } from "../../../lib/api-client";
import { notificationsBaseKey } from "./list-notifications";

export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return api<ReadAllResult>("/api/notifications/read-all", { method: "POST" });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: {
      errorTitle: "Error updating notification",
      errorFallback: "Failed to mark the notifications as read",
      success: (result) => {
        const { marked } = result as ReadAllResult;
        return {
          title: marked === 1 ? "Notification marked as read" : "Notifications marked as read",
          description: marked === 0 ? "Everything was already read." : `${marked} marked as read.`,
        };
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsBaseKey }),
  });
}
