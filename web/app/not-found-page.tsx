import { useSuspenseQuery } from "@tanstack/react-query";
import { CompassIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AuthCard } from "../components/auth-card";
import { Button } from "../components/ui/button";
import { sessionQuery } from "../lib/session";
import { AppShell } from "./layout/app-layout";

/** What an address that leads nowhere shows: the address itself and the way home. */
function NotFoundMessage({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CompassIcon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-md text-muted-foreground text-sm">
        There is no page at{" "}
        <code className="break-all rounded bg-muted px-1.5 py-0.5 text-foreground">{pathname + search}</code>.
        Check the address, or start again from {signedIn ? "the dashboard" : "the sign-in page"}.
      </p>
      <Button asChild>
        <Link to={signedIn ? "/" : "/login"}>{signedIn ? "Go to the dashboard" : "Go to sign in"}</Link>
      </Button>
    </div>
  );
}

/**
 * Any address no route matches: inside the app's shell for a signed-in user, on the public card
 * otherwise (a signed-out visitor learns the page does not exist instead of being asked to sign in).
 */
export function NotFoundPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  if (!user) {
    return (
      <AuthCard title="Page not found">
        <NotFoundMessage signedIn={false} />
      </AuthCard>
    );
  }
  return (
    <AppShell>
      <h1 className="mb-6 font-semibold text-2xl tracking-tight">Page not found</h1>
      <NotFoundMessage signedIn />
    </AppShell>
  );
}
