import { LinkButton } from "./link-button";
import { PasswordResetLinkForm } from "./password-reset-link-form";

/** Forgot password: the address gets a reset link (the answer is the same whether or not it has an account). */
export function ResetRequestForm({ onSignIn }: { onSignIn(): void }) {
  return (
    <div className="space-y-4">
      <PasswordResetLinkForm label="Send reset link" />
      <p className="text-center text-sm">
        <LinkButton onClick={onSignIn}>Back to Login</LinkButton>
      </p>
    </div>
  );
}
