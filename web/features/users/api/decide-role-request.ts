import { useMutation, useQueryClient } from "@tanstack/react-query";
import { roleLabels } from "#domain/auth/role";
import type { RoleRequest } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

type Decision = { request: RoleRequest; approve: boolean };

export async function decideRoleRequest(input: Decision): Promise<Decision> {
  const decision = input.approve ? "approve" : "deny";
  await api<void>(`/api/users/role-requests/${encodeURIComponent(input.request.id)}/${decision}`, {
    method: "POST",
  });
  return input;
}

export function useDecideRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRoleRequest,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to decide the request",
      success: (data) => {
        const { request, approve } = data as Decision;
        return approve
          ? {
              title: "Request approved",
              description: `${request.email} is now ${roleLabels[request.requestedRole]}.`,
            }
          : { title: "Request denied", description: `${request.email} stays a client.` };
      },
    },
    // Approving changes the user's role in the list too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
