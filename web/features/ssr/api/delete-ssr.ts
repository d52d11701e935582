import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function deleteSsr(id: string, version: number): Promise<void> {
  return api<void>(`/api/ssr/${encodeURIComponent(id)}`, { method: "DELETE", version });
}

export function useDeleteSsr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteSsr(id, version),
    meta: {
      errorTitle: "Delete Failed",
      errorFallback: "The SSR code could not be deleted.",
      success: { title: "SSR code deleted" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
