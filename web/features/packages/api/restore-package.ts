import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function restorePackage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}/restore`, { method: "POST" });
}

export function useRestorePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => restorePackage(id),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to restore offer",
      success: (data) => ({
        title: "Offer restored",
        description: `${(data as TravelPackage).title} is back in the catalogue.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesBaseKey }),
  });
}
