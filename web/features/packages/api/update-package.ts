import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import type { PackageBody } from "#domain/packages/package-input.schema";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function updatePackage(id: string, input: PackageBody, version: number): Promise<TravelPackage> {
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    version,
  });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: PackageBody; version: number }) =>
      updatePackage(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update offer",
      success: { title: "Offer updated successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesBaseKey }),
  });
}
