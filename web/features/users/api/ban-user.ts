import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanInput, ManagedUser } from "../../../../domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function banUser(input: { id: string } & BanInput): Promise<ManagedUser> {
  const { id, ...body } = input;
  return api<ManagedUser>(`/api/users/${encodeURIComponent(id)}/ban`, { method: "POST", body });
}

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to ban the user",
      success: (data) => ({
        title: "User banned",
        description: `${(data as ManagedUser).email} is signed out and cannot sign in.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
