import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SsrDefinitionResponse, SsrUpdateInput } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function updateSsr(
  id: string,
  patch: SsrUpdateInput,
  version: number,
): Promise<SsrDefinitionResponse> {
  return api<SsrDefinitionResponse>(`/api/ssr/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: patch,
    version,
  });
}

export function useUpdateSsr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: SsrUpdateInput; version: number }) =>
      updateSsr(id, patch, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Save Failed",
      errorFallback: "The SSR code could not be saved.",
      success: { title: "Changes Saved", description: "SSR code updated" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
