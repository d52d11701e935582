import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The new address gets a confirmation link; the account keeps the old one until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      api<unknown>("/api/auth/change-email", {
        body: { newEmail: newEmail.trim(), callbackURL: "/auth/callback" },
      }).then(() => newEmail.trim()),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to change the e-mail address",
      success: (newEmail) => ({
        title: "Confirmation email sent",
        description: `Open the link we sent to ${String(newEmail)} to finish the change.`,
      }),
    },
  });
}
