import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { NotificationPreferences } from "#domain/settings/notification-preferences.schema";
import { api } from "../../../lib/api-client";

/** Settings queries start with the realtime topic "settings". */
export const settingsBaseKey = [topics.settings] as const;

export const notificationPreferencesQuery = queryOptions({
  queryKey: [...settingsBaseKey, "notifications"],
  queryFn: ({ signal }) => api<NotificationPreferences>("/api/settings/notifications", { signal }),
  meta: { errorTitle: "Error loading preferences" },
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) =>
      api<NotificationPreferences>("/api/settings/notifications", { method: "PUT", body: input }),
    meta: {
      errorTitle: "Error saving preferences",
      errorFallback: "Failed to save your preferences",
      success: { title: "Settings saved successfully" },
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}
