import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput, ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export function createUser(input: CreateUserInput): Promise<ManagedUser> {
  return api<ManagedUser>("/api/users", { method: "POST", body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create user",
      success: { title: "Success", description: "User has been created successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersBaseKey }),
  });
}
