import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { sessionQuery } from "../../lib/session";
import { useOwnClient } from "./api/get-own-client";
import { ContactDetailsCard } from "./components/contact-details-card";
import { InvoicesCard } from "./components/invoices-card";
import { OpenOffersCard } from "./components/open-offers-card";
import { RequestsCard } from "./components/requests-card";
import { TicketsCard } from "./components/tickets-card";
import { UpcomingBookingsCard } from "./components/upcoming-bookings-card";
import { UpcomingTripsCard } from "./components/upcoming-trips-card";

function NotLinked() {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Your account is not linked to a client yet
        </CardTitle>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">
        Your travel agent links it to your client record; then your trips, offers, bookings, invoices,
        requests and contact details show here.
      </CardContent>
    </Card>
  );
}

/**
 * Where a client user lands after signing in: their upcoming trips with the days left, offers waiting for
 * their answer, their bookings, their latest invoices (status, what is left to pay, the PDF), their requests
 * and support tickets (status, last activity), each opening its own screen, and their contact details. Every
 * card reads the same scoped list endpoints as the full screens: a client only ever sees their own client's.
 */
export function ClientHomePage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const own = useOwnClient();
  // One "now" per visit, so every card counts days from the same moment.
  const now = useMemo(() => new Date(), []);
  const notLinked = own.error instanceof ApiError && own.error.status === 404;

  return (
    <>
      <div className="mb-6">
        <h1 className="font-semibold text-2xl tracking-tight">Welcome, {user?.name || "Client"}</h1>
        <p className="mt-1 text-muted-foreground text-sm">
          {/* A company's user sees whose record this is; a person's name is already in the greeting. */}
          {own.data && own.data.name !== user?.name ? `${own.data.name} · ` : ""}
          {now.toLocaleDateString(undefined, {
            weekday: "long",
            year: "numeric",
            month: "long",
            day: "numeric",
          })}
        </p>
      </div>
      {own.isLoading ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          Loading
        </p>
      ) : notLinked ? (
        <NotLinked />
      ) : own.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-destructive text-sm">Error fetching your details</p>
          <Button variant="outline" size="sm" onClick={() => own.refetch()}>
            Try again
          </Button>
        </div>
      ) : own.data ? (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <UpcomingTripsCard now={now} />
          <OpenOffersCard />
          <UpcomingBookingsCard now={now} />
          <InvoicesCard />
          <RequestsCard />
          <TicketsCard />
          <ContactDetailsCard client={own.data} />
        </div>
      ) : null}
    </>
  );
}
