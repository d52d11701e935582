import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useAgencyTimeZone } from "../../lib/agency-today";
import { formatLongDay } from "../../lib/moment-format";
import { sessionQuery } from "../../lib/session";
import { useAgencyContact } from "../agency-settings/api/get-agency-contact";
import { useOwnClient } from "./api/get-own-client";
import { ContactDetailsCard } from "./components/contact-details-card";
import { InvoicesCard } from "./components/invoices-card";
import { OpenOffersCard } from "./components/open-offers-card";
import { RequestsCard } from "./components/requests-card";
import { TicketsCard } from "./components/tickets-card";
import { UpcomingBookingsCard } from "./components/upcoming-bookings-card";
import { UpcomingTripsCard } from "./components/upcoming-trips-card";

/** How to reach the agency, as links: "hello@agency.example or +351 21 000 0000". */
function AgencyWays({ email, phone }: { email: string | null; phone: string | null }) {
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <>
      {email ? (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ) : null}
      {email && phone ? " or " : null}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
          {phone}
        </a>
      ) : null}
    </>
  );
}

/** A signed-up client user nobody linked to a client yet: what that means and whom to ask, no actions. */
function NotLinked() {
  const contact = useAgencyContact();
  const agency = contact.data;
  const reachable = Boolean(agency?.email || agency?.phone);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} role="heading" aria-level={2}>
          Your account is not linked to a client yet
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-muted-foreground text-sm">
        <p>
          Your travel agency links it to your client record. Then your trips, offers, bookings, invoices,
          requests and contact details show here, and you can send requests and request bookings.
        </p>
        <p>
          {agency && reachable ? (
            <>
              Ask {agency.name} to link it: <AgencyWays email={agency.email} phone={agency.phone} />.
            </>
          ) : (
            <>Ask {agency?.name ?? "your travel agency"} to link it.</>
          )}
        </p>
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
  const timeZone = useAgencyTimeZone();
  // The server answers null (not an error) while the account belongs to no client.
  const notLinked = own.isSuccess && own.data === null;

  return (
    <>
      <div className="mb-6">
        <h1 className="font-semibold text-2xl tracking-tight">Welcome, {user?.name || "Client"}</h1>
        <p className="mt-1 text-muted-foreground text-sm">
          {/* A company's user sees whose record this is; a person's name is already in the greeting. */}
          {own.data && own.data.name !== user?.name ? `${own.data.name} · ` : ""}
          {formatLongDay(now, timeZone)}
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
