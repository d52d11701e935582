import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnreadCount } from "#domain/notifications/notification.schema";
import { api } from "../../../lib/api-client";
import { notificationsBaseKey } from "./list-notifications";

export const unreadCountQuery = queryOptions({
  queryKey: [...notificationsBaseKey, "unread-count"],
  queryFn: ({ signal }) => api<UnreadCount>("/api/notifications/unread-count", { signal }),
  meta: { errorTitle: "Error fetching notifications" },
});

/** The bell's count, live: every notifications event refetches it. */
export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
