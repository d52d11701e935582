import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OwnClient, OwnClientFormValues } from "#domain/client-portal/client-portal.schema";
import { api } from "../../../lib/api-client";
import { ownClientKey } from "./get-own-client";

export function updateOwnClient(input: OwnClientFormValues, version: number): Promise<OwnClient> {
  return api<OwnClient>("/api/me/client", { method: "PUT", body: input, version });
}

export function useUpdateOwnClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: { input: OwnClientFormValues; version: number }) =>
      updateOwnClient(input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update your contact details",
      success: { title: "Contact details updated successfully!" },
    },
    onSuccess: (saved) => queryClient.setQueryData(ownClientKey, saved),
  });
}
