import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationPage } from "#domain/notifications/notification.schema";
import type { NotificationType } from "#domain/notifications/notification-values";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface NotificationListParams {
  page: number;
  pageSize: number;
  unread?: boolean;
  type?: NotificationType;
}

/** Every notification query starts with the realtime topic "notifications": a new or read one refetches them. */
export const notificationsBaseKey = [topics.notifications] as const;

export function fetchNotifications(
  params: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api<NotificationPage>("/api/notifications", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      unread: params.unread ? "true" : undefined,
      type: params.type,
    },
  });
}

export function notificationListQuery(params: NotificationListParams) {
  return queryOptions({
    queryKey: [...notificationsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching notifications" },
  });
}

export function useNotificationList(params: NotificationListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationListQuery(params), enabled: options.enabled ?? true });
}
