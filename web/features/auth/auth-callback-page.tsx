import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth-card";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { sessionQuery } from "../../lib/session";
import { NewLinkForm } from "./components/new-link-form";

type Result =
  | { state: "checking" }
  | { state: "confirmed"; newEmail: string | null; signedIn: boolean }
  | { state: "failed"; expired: boolean };

/**
 * /auth/callback: where the confirmation mail leads. It confirms the address (which signs the user in)
 * or a change of address, and says how it went; a dead link offers a new mail.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const token = params.get("token");
  const [result, setResult] = useState<Result>(() =>
    token ? { state: "checking" } : { state: "failed", expired: params.get("error") === "TOKEN_EXPIRED" },
  );
  const started = useRef(false);

  useEffect(() => {
    // One confirmation per page load, even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    authApi
      .verifyEmail(token)
      .then(async (answer) => {
        const user = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
        setResult({ state: "confirmed", newEmail: answer.user?.email ?? null, signedIn: user !== null });
      })
      .catch((error: unknown) => {
        setResult({ state: "failed", expired: error instanceof ApiError && error.code === "TOKEN_EXPIRED" });
      });
  }, [token, queryClient]);

  if (result.state === "checking") {
    return (
      <AuthCard title="Confirming your e-mail">
        <p className="flex items-center justify-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden />
          Confirming your e-mail address…
        </p>
      </AuthCard>
    );
  }

  if (result.state === "confirmed") {
    return (
      <AuthCard title="E-mail confirmed">
        <div role="status" className="space-y-4 text-center">
          <CheckCircle2Icon aria-hidden className="mx-auto size-10 text-success" />
          <p>
            {result.newEmail
              ? `Your account now uses ${result.newEmail}.`
              : "Your e-mail address is confirmed. Welcome to Itinera!"}
          </p>
          <Button asChild className="w-full">
            {result.signedIn ? <Link to="/">Continue to Itinera</Link> : <Link to="/login">Sign in</Link>}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Link not valid">
      <div className="space-y-4">
        <p role="alert" className="flex gap-2 text-sm">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {result.expired
            ? "This confirmation link has expired. Enter your e-mail address and we will send a new one."
            : "This confirmation link is not valid or was already used. Enter your e-mail address for a new one."}
        </p>
        <NewLinkForm
          label="Send a new confirmation link"
          send={authApi.resendVerification}
          sent={{
            title: "Verification email sent",
            description: "Please check your email for the new link.",
          }}
          failed="Failed to send the verification email."
        />
        <p className="text-center text-sm">
          <Link to="/login" className="text-primary underline-offset-4 hover:underline">
            Back to Login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
