import { differenceInCalendarDays, parseISO } from "date-fns";
import { CalendarIcon, MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Client } from "#domain/clients/client.schema";
import { lastContactLink, lastContactSentence } from "#domain/clients/client-contact";
import { clientKindLabels } from "#domain/clients/client-format";
import { todayIn } from "#domain/dates";
import { formatDateRange, formatTripDate } from "#domain/trips/trip-format";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { formatMomentDay } from "../../../lib/moment-format";
import { useClientLastContact } from "../api/get-client-last-contact";
import { TotalSpent } from "./total-spent";

// A long unbroken e-mail, name or title wraps anywhere: its card never widens the page.
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-sm">
        {children ?? <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

/** "in 12 days", "tomorrow", "today", "under way". */
function startsIn(startDate: string, endDate: string): string {
  const today = new Date();
  const days = differenceInCalendarDays(parseISO(startDate), today);
  if (days > 1) return `in ${days} days`;
  if (days === 1) return "tomorrow";
  if (days === 0) return "today";
  return differenceInCalendarDays(parseISO(endDate), today) >= 0 ? "under way" : "";
}

/** The latest request, chat message or ticket activity: what it was, who, when, and a link to read it. */
function LastContactCard({ clientId }: { clientId: string }) {
  const timeZone = useAgencyTimeZone();
  const query = useClientLastContact(clientId);
  const contact = query.data?.lastContact;
  const link = contact ? lastContactLink(contact) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Last contact</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            Loading
          </p>
        ) : query.isError ? (
          <p className="text-destructive text-sm">Error fetching the last contact</p>
        ) : contact ? (
          <div className="flex items-start gap-3">
            <MessageSquareIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 wrap-anywhere">
              {link ? (
                <Link
                  to={link}
                  className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {lastContactSentence(contact)}
                </Link>
              ) : (
                <p className="font-medium">{lastContactSentence(contact)}</p>
              )}
              <p className="text-muted-foreground text-sm">
                {contact.byName ? `${contact.byName} · ` : ""}
                <time dateTime={contact.at}>{formatTripDate(todayIn(timeZone, Date.parse(contact.at)))}</time>
              </p>
            </div>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">No requests, messages or tickets yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Contact details, what the client owes (`openBalance`: the statement feature's figure, which the page puts
 * here), the last contact, the next trip and the bookings-derived totals.
 */
export function ClientOverviewTab({ client, openBalance }: { client: Client; openBalance?: ReactNode }) {
  const next = client.nextTrip;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Contact</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <Detail label="Kind">{clientKindLabels[client.kind]}</Detail>
            <Detail label="E-mail">
              {client.email ? (
                <a className="underline-offset-4 hover:underline" href={`mailto:${client.email}`}>
                  {client.email}
                </a>
              ) : null}
            </Detail>
            <Detail label="Phone">
              {client.phone ? (
                <a
                  className="underline-offset-4 hover:underline"
                  href={`tel:${client.phone.replace(/[^\d+]/g, "")}`}
                >
                  {client.phone}
                </a>
              ) : null}
            </Detail>
            <Detail label="Address">
              {client.address ? <span className="whitespace-pre-line">{client.address}</span> : null}
            </Detail>
            <Detail label="Currency">{client.preferredCurrency}</Detail>
            <Detail label="Portal user">{client.portalUserEmail}</Detail>
            <Detail label="Notes">
              {client.notes ? <span className="whitespace-pre-line">{client.notes}</span> : null}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        {openBalance ? (
          <Card>
            <CardHeader>
              <CardTitle>Open balance</CardTitle>
            </CardHeader>
            <CardContent>{openBalance}</CardContent>
          </Card>
        ) : null}
        <LastContactCard clientId={client.id} />
        <Card>
          <CardHeader>
            <CardTitle>Totals</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              <Detail label="Bookings">
                <span className="tabular-nums">{client.bookingsCount}</span>
              </Detail>
              <Detail label="Total spent">
                <TotalSpent amounts={client.totalSpent} align="start" />
              </Detail>
              <Detail label="Trips">
                <span className="tabular-nums">{client.tripsCount}</span>
              </Detail>
              <Detail label="Passengers">
                <span className="tabular-nums">{client.passengersCount}</span>
              </Detail>
              <Detail label="Last activity">{formatMomentDay(client.lastActivityAt)}</Detail>
              <Detail label="Client since">{formatMomentDay(client.createdAt)}</Detail>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Next trip</CardTitle>
          </CardHeader>
          <CardContent>
            {next ? (
              <div className="flex items-start gap-3">
                <CalendarIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 wrap-anywhere">
                  <Link
                    to={`/trips/${next.id}`}
                    className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {next.title}
                  </Link>
                  <p className="text-muted-foreground text-sm">
                    {formatDateRange(next.startDate, next.endDate)}
                    {startsIn(next.startDate, next.endDate)
                      ? ` · ${startsIn(next.startDate, next.endDate)}`
                      : ""}
                  </p>
                </div>
              </div>
            ) : (
              <p className="text-muted-foreground text-sm">No upcoming trips.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
