import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import type { PackageBody } from "#domain/packages/package-input.schema";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function createPackage(input: PackageBody): Promise<TravelPackage> {
  return api<TravelPackage>("/api/packages", { method: "POST", body: input });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create offer",
      success: { title: "Offer created successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesBaseKey }),
  });
}
