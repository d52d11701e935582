import { useMutation } from "@tanstack/react-query";
import type { ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";

export type UserMail = "verification-email" | "password-reset";

const texts: Record<UserMail, { sent: string; failed: string }> = {
  "verification-email": { sent: "Verification email sent", failed: "Failed to send the verification email" },
  "password-reset": { sent: "Password reset email sent", failed: "Failed to send reset email." },
};

export function sendUserMail(user: ManagedUser, mail: UserMail): Promise<void> {
  return api<void>(`/api/users/${encodeURIComponent(user.id)}/${mail}`, { method: "POST" });
}

/** Resend verification, or send a password reset: a mail goes out, nothing in the list changes. */
export function useSendUserMail(mail: UserMail) {
  return useMutation({
    mutationFn: (user: ManagedUser) => sendUserMail(user, mail),
    meta: {
      errorTitle: "Error",
      errorFallback: texts[mail].failed,
      success: { title: texts[mail].sent },
    },
  });
}
