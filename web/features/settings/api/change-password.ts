import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Needs the current password; other devices are signed out, this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api<unknown>("/api/auth/change-password", { body: { ...input, revokeOtherSessions: true } }),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to change the password",
      success: { title: "Password changed", description: "Other devices have been signed out." },
    },
  });
}
