import { Link } from "react-router";
import { todayIn } from "#domain/dates";
import type { RequestListItem } from "#domain/requests/request.schema";
import {
  requestCategoryLabels,
  requestStatusBadge,
  requestStatusLabels,
} from "#domain/requests/request-values";
import type { TicketListItem } from "#domain/support/ticket.schema";
import { ticketStatusBadge, ticketStatusLabels, ticketTypeLabels } from "#domain/support/ticket-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { Badge } from "../../../components/ui/badge";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { useRequestList } from "../../requests/api/list-requests";
import { useTicketList } from "../../support/api/list-tickets";

const linkClass =
  "font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** An instant as the agency's calendar day: "12 May 2026". */
const agencyDay = (instant: string, timeZone: string) =>
  formatTripDate(todayIn(timeZone, Date.parse(instant)));

/** At phone width the Last activity column is left out (no sideways scroll): the first cell says it instead. */
function PhoneLastActivity({ at, timeZone }: { at: string; timeZone: string }) {
  return <p className="text-muted-foreground text-xs sm:hidden">Last activity {agencyDay(at, timeZone)}</p>;
}

const lastActivityColumn = {
  header: "Last activity",
  className: "max-sm:hidden",
  cellClassName: "tabular-nums",
};

function requestColumns(timeZone: string): ListColumn<RequestListItem>[] {
  return [
    {
      header: "Request",
      cellClassName: "min-w-40 whitespace-normal",
      cell: (request) => (
        <>
          <Link to={`/requests/${request.id}`} className={linkClass}>
            {requestCategoryLabels[request.category]}
          </Link>
          <p className="line-clamp-2 break-words text-muted-foreground text-xs">{request.details}</p>
          <PhoneLastActivity at={request.lastActivityAt} timeZone={timeZone} />
        </>
      ),
    },
    {
      header: "Status",
      cell: (request) => (
        <Badge variant={requestStatusBadge[request.status]}>{requestStatusLabels[request.status]}</Badge>
      ),
    },
    {
      ...lastActivityColumn,
      cell: (request) => (
        <time dateTime={request.lastActivityAt}>{agencyDay(request.lastActivityAt, timeZone)}</time>
      ),
    },
  ];
}

function ticketColumns(timeZone: string): ListColumn<TicketListItem>[] {
  return [
    {
      header: "Ticket",
      cellClassName: "min-w-40 whitespace-normal",
      cell: (ticket) => (
        <>
          <Link to={`/support/${ticket.id}`} className={`break-words ${linkClass}`}>
            {ticket.title}
          </Link>
          <p className="text-muted-foreground text-xs">{ticketTypeLabels[ticket.ticketType]}</p>
          <PhoneLastActivity at={ticket.lastActivityAt} timeZone={timeZone} />
        </>
      ),
    },
    {
      header: "Status",
      cell: (ticket) => (
        <Badge variant={ticketStatusBadge[ticket.status]}>{ticketStatusLabels[ticket.status]}</Badge>
      ),
    },
    {
      ...lastActivityColumn,
      cell: (ticket) => (
        <time dateTime={ticket.lastActivityAt}>{agencyDay(ticket.lastActivityAt, timeZone)}</time>
      ),
    },
  ];
}

/**
 * The client's requests and support tickets (the client page's Requests & tickets tab), newest first, each
 * with its status, what it is about and when anything last happened on it (a change, a chat message, a
 * comment), opening the request or the ticket. Tickets are the client's when one of its users raised them.
 */
export function ClientRequestsTab({ clientId }: { clientId: string }) {
  const timeZone = useAgencyTimeZone();
  const requestPaging = useTabPaging();
  const ticketPaging = useTabPaging();
  const requests = useRequestList({ ...requestPaging.state, clientId, sort: "created", order: "desc" });
  const tickets = useTicketList({ ...ticketPaging.state, clientId, sort: "createdAt", direction: "desc" });
  return (
    <div className="space-y-6">
      <section aria-labelledby="client-requests-heading" className="space-y-3">
        <h2 id="client-requests-heading" className="font-semibold text-base">
          Requests
        </h2>
        <ListTable
          label="Requests of the client"
          columns={requestColumns(timeZone)}
          rows={requests.data?.items}
          loading={requests.isLoading || (requests.isPlaceholderData && requests.isFetching)}
          error={requests.isError}
          errorText="Error fetching requests"
          emptyText="No requests yet."
        />
        <TabFooter paging={requestPaging} result={requests.data} />
      </section>
      <section aria-labelledby="client-tickets-heading" className="space-y-3">
        <h2 id="client-tickets-heading" className="font-semibold text-base">
          Support tickets
        </h2>
        <ListTable
          label="Support tickets of the client"
          columns={ticketColumns(timeZone)}
          rows={tickets.data?.items}
          loading={tickets.isLoading || (tickets.isPlaceholderData && tickets.isFetching)}
          error={tickets.isError}
          errorText="Error fetching tickets"
          emptyText="No support tickets yet."
        />
        <TabFooter paging={ticketPaging} result={tickets.data} />
      </section>
    </div>
  );
}
