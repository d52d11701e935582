import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Spinner } from "../components/ui/spinner";
import { sessionQuery } from "../lib/session";

const DashboardPage = lazy(async () => ({
  default: (await import("../features/dashboard/dashboard-page")).DashboardPage,
}));
const ClientHomePage = lazy(async () => ({
  default: (await import("../features/client-home/client-home-page")).ClientHomePage,
}));

/** The index route: a client user's own home, staff's dashboard; each loads only its own code. */
export function HomePage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          Loading
        </p>
      }
    >
      {user?.role === "client" ? <ClientHomePage /> : <DashboardPage />}
    </Suspense>
  );
}
