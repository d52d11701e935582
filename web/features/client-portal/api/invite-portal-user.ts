import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientPortal, PortalInviteInput } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function invitePortalUser(clientId: string, input: PortalInviteInput): Promise<ClientPortal> {
  return api<ClientPortal>(`/api/clients/${encodeURIComponent(clientId)}/portal/invitations`, {
    method: "POST",
    body: input,
  });
}

/** Mails the person a link to set their password; again for the same address: a new link. */
export function useInvitePortalUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalInviteInput) => invitePortalUser(clientId, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to send the invitation",
      success: (data) => ({
        title: "Invitation sent successfully!",
        description: `${(data as ClientPortal).invitation?.email ?? "The person"} got a link to set their password.`,
      }),
    },
    // The clients list shows the portal user's e-mail too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topics.clients] }),
  });
}
