import { differenceInCalendarDays, format, parseISO } from "date-fns";
import { CalendarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Client } from "#domain/clients/client.schema";
import { clientKindLabels } from "#domain/clients/client-format";
import { formatDateRange } from "#domain/trips/trip-format";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { TotalSpent } from "./total-spent";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words text-sm">
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

/** Contact details, the bookings-derived totals and the next trip. */
export function ClientOverviewTab({ client }: { client: Client }) {
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
              <Detail label="Last activity">{format(new Date(client.lastActivityAt), "d MMM yyyy")}</Detail>
              <Detail label="Client since">{format(new Date(client.createdAt), "d MMM yyyy")}</Detail>
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
                <div className="min-w-0">
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
