import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import { api } from "../../../lib/api-client";
import { deletePackageImage } from "./delete-package-image";
import { packagesBaseKey } from "./list-packages";

export function uploadPackageImage(id: string, file: File): Promise<TravelPackage> {
  const form = new FormData();
  form.append("file", file);
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}/image`, { method: "PUT", form });
}

/** Replaces (a file) or removes (null) an offer's image; the offer is already saved, so a failure says only that. */
export function usePackageImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) =>
      file ? uploadPackageImage(id, file) : deletePackageImage(id),
    meta: {
      errorTitle: "The offer was saved, but not its image",
      errorFallback: "Failed to upload the image",
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesBaseKey }),
  });
}
