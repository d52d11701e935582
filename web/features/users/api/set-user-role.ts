import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Role, roleLabels } from "#domain/auth/role";
import type { ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function setUserRole(input: { id: string; role: Role; version: number }): Promise<ManagedUser> {
  return api<ManagedUser>(`/api/users/${encodeURIComponent(input.id)}/role`, {
    method: "PUT",
    body: { role: input.role },
    version: input.version,
  });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to change the role",
      success: (data) => {
        const user = data as ManagedUser;
        return { title: "Role updated", description: `${user.email} is now ${roleLabels[user.role]}.` };
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
