import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgencySettings } from "#domain/agency/agency-settings.schema";
import { api } from "../../../lib/api-client";
import { agencySettingsQuery } from "./agency-settings";

export function uploadAgencyLogo(file: File, version: number): Promise<AgencySettings> {
  const form = new FormData();
  form.append("file", file);
  return api<AgencySettings>("/api/agency-settings/logo", { method: "PUT", form, version });
}

export function removeAgencyLogo(version: number): Promise<AgencySettings> {
  return api<AgencySettings>("/api/agency-settings/logo", { method: "DELETE", version });
}

/** Replaces (a file) or removes (null) the logo invoices print. */
export function useAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, version }: { file: File | null; version: number }) =>
      file ? uploadAgencyLogo(file, version) : removeAgencyLogo(version),
    meta: {
      errorTitle: "Error saving the logo",
      errorFallback: "The logo could not be saved",
      success: (saved) => ({
        title: (saved as AgencySettings).hasLogo ? "Logo saved" : "Logo removed",
      }),
    },
    onSuccess: (saved) => queryClient.setQueryData(agencySettingsQuery.queryKey, saved),
  });
}
