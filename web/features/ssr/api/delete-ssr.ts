import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function deleteSsr(id: string): Promise<void> {
  return api<void>(`/api/ssr/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSsr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; code: string }) => deleteSsr(id),
    meta: {
      errorTitle: "Delete Failed",
      errorFallback: "The SSR code could not be deleted.",
      success: { title: "SSR code deleted" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
