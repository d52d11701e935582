import { useMutation, useQueryClient } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function revokePortalAccess(clientId: string): Promise<void> {
  return api<void>(`/api/clients/${encodeURIComponent(clientId)}/portal`, { method: "DELETE" });
}

/** Unlinks the portal user, signs them out everywhere and voids open invitations. */
export function useRevokePortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePortalAccess(clientId),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to revoke portal access",
      success: { title: "Portal access revoked successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topics.clients] }),
  });
}
