import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth-card";
import { Spinner } from "../../components/ui/spinner";
import { appMetaQuery } from "../../lib/app-meta";
import { SignInForm } from "./components/sign-in-form";

// The other steps use react-hook-form and zod: they load when asked for, not with the page (DESIGN's budget).
const SignUpForm = lazy(async () => ({ default: (await import("./components/sign-up-form")).SignUpForm }));
const ResetRequestForm = lazy(async () => ({
  default: (await import("./components/reset-request-form")).ResetRequestForm,
}));
const SecondFactorForm = lazy(async () => ({
  default: (await import("./components/second-factor-form")).SecondFactorForm,
}));

type Mode = "signin" | "signup" | "reset" | "code";
const titles: Record<Mode, string> = {
  signin: "Welcome Back",
  signup: "Create Account",
  reset: "Reset Password",
  code: "Two-Step Verification",
};

/** /login: sign in (then the second factor when the account has one), sign up, or ask for a reset link. */
export function LoginPage() {
  const [params] = useSearchParams();
  // A password reset on an account with two-factor sign-in lands here for the code.
  const [mode, setMode] = useState<Mode>(params.get("step") === "code" ? "code" : "signin");
  const { data: meta } = useQuery(appMetaQuery);
  const signIn = () => setMode("signin");
  return (
    <AuthCard title={titles[mode]}>
      {mode === "signin" ? (
        <SignInForm
          meta={meta}
          onSecondFactor={() => setMode("code")}
          onSignUp={() => setMode("signup")}
          onReset={() => setMode("reset")}
        />
      ) : (
        <Suspense fallback={<Spinner className="mx-auto size-6" />}>
          {mode === "signup" ? <SignUpForm onSignIn={signIn} /> : null}
          {mode === "reset" ? <ResetRequestForm onSignIn={signIn} /> : null}
          {mode === "code" ? <SecondFactorForm onBack={signIn} /> : null}
        </Suspense>
      )}
    </AuthCard>
  );
}
