import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AgencySettings, AgencySettingsUpdate } from "#domain/agency/agency-settings.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** Agency-settings queries start with the realtime topic "agency-settings", so server events refetch them. */
export const agencySettingsQuery = queryOptions({
  queryKey: [topics.agencySettings],
  queryFn: ({ signal }) => api<AgencySettings>("/api/agency-settings", { signal }),
  meta: { errorTitle: "Error loading the agency details" },
});

export function useAgencySettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...agencySettingsQuery, enabled: options.enabled ?? true });
}

export function updateAgencySettings(input: AgencySettingsUpdate, version: number): Promise<AgencySettings> {
  return api<AgencySettings>("/api/agency-settings", { method: "PUT", body: input, version });
}

export function useUpdateAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: { input: AgencySettingsUpdate; version: number }) =>
      updateAgencySettings(input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error saving the agency details",
      errorFallback: "The agency details could not be saved",
      success: { title: "Settings saved successfully" },
    },
    onSuccess: (saved) => queryClient.setQueryData(agencySettingsQuery.queryKey, saved),
  });
}
