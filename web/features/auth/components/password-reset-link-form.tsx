import { authApi } from "../../../lib/auth-api";
import { NewLinkForm } from "./new-link-form";

/** Mails a password reset link to the address typed (sign-in's Forgot password, and a spent reset link). */
export function PasswordResetLinkForm({ label }: { label: string }) {
  return (
    <NewLinkForm
      label={label}
      send={authApi.requestPasswordReset}
      sent={{
        title: "Password reset email sent",
        description: "Please check your email for reset instructions.",
      }}
      failed="Failed to send reset email."
    />
  );
}
