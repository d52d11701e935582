import { Link } from "react-router";
import { todayIn } from "#domain/dates";
import { ticketStatusBadge, ticketStatusLabels, ticketTypeLabels } from "#domain/support/ticket-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { useTicketList } from "../../support/api/list-tickets";
import { HomeCard } from "./home-card";
import { HOME_LIST_SIZE } from "./upcoming-trips-card";

/** The client's latest support tickets: title, kind, where each stands and when anything last happened on it. */
export function TicketsCard() {
  const timeZone = useAgencyTimeZone();
  const tickets = useTicketList({ page: 1, pageSize: HOME_LIST_SIZE, sort: "createdAt", direction: "desc" });
  const items = tickets.data?.items ?? [];
  return (
    <HomeCard
      title="Your support tickets"
      link={{ to: "/support", label: "All tickets" }}
      loading={tickets.isLoading}
      error={tickets.isError ? "Error fetching tickets" : null}
      onRetry={() => tickets.refetch()}
      empty={items.length === 0 ? "No support tickets yet" : null}
    >
      <ul className="divide-y">
        {items.map((ticket) => (
          <li
            key={ticket.id}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link
                to={`/support/${ticket.id}`}
                className="break-words font-medium underline-offset-4 hover:underline"
              >
                {ticket.title}
              </Link>
              <p className="text-muted-foreground text-sm">{ticketTypeLabels[ticket.ticketType]}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={ticketStatusBadge[ticket.status]}>{ticketStatusLabels[ticket.status]}</Badge>
              <span className="text-muted-foreground text-sm">
                Last activity {formatTripDate(todayIn(timeZone, Date.parse(ticket.lastActivityAt)))}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
