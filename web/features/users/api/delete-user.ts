import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function deleteUser({ id, version }: { id: string; version: number }): Promise<void> {
  return api<void>(`/api/users/${encodeURIComponent(id)}`, { method: "DELETE", version });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete the user",
      success: { title: "User deleted" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
