import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function archivePackage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}/archive`, { method: "POST" });
}

export function useArchivePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => archivePackage(id),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to archive offer",
      success: (data) => ({
        title: "Offer archived",
        description: `${(data as TravelPackage).title} left the catalogue; its bookings stay.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesBaseKey }),
  });
}
