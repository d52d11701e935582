import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanInput, ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function banUser(input: { id: string; version: number } & BanInput): Promise<ManagedUser> {
  const { id, version, ...body } = input;
  return api<ManagedUser>(`/api/users/${encodeURIComponent(id)}/ban`, { method: "POST", body, version });
}

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to ban the user",
      conflictShownInForm: true,
      success: (data) => ({
        title: "User banned",
        description: `${(data as ManagedUser).email} is signed out and cannot sign in.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
