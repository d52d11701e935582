import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientPortal } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function linkPortalUser(clientId: string, userId: string): Promise<ClientPortal> {
  return api<ClientPortal>(`/api/clients/${encodeURIComponent(clientId)}/portal/link`, {
    method: "POST",
    body: { userId },
  });
}

export function useLinkPortalUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => linkPortalUser(clientId, userId),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to link the user",
      success: (data) => ({
        title: "Portal user linked successfully!",
        description: `${(data as ClientPortal).user?.email ?? "The user"} can now sign in for this client.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topics.clients] }),
  });
}
