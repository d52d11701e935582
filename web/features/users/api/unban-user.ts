import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function unbanUser({ id, version }: { id: string; version: number }): Promise<ManagedUser> {
  return api<ManagedUser>(`/api/users/${encodeURIComponent(id)}/unban`, { method: "POST", version });
}

export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to lift the ban",
      success: (data) => ({
        title: "Ban lifted",
        description: `${(data as ManagedUser).email} can sign in again.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
