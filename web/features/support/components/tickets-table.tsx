import { Link } from "react-router";
import type { TicketSummary } from "#domain/support/ticket.schema";
import { ticketTypeLabels } from "#domain/support/ticket-values";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { createdDate } from "../ticket-format";
import { TicketStatusBadge } from "./ticket-status-badge";

interface TicketsTableProps {
  tickets: TicketSummary[] | undefined;
  loading: boolean;
  error: boolean;
  /** Created order; a click on the Created header flips it. */
  sort: SortState<string>;
  onSortChange: (sort: SortState<string>) => void;
}

const ticketColumns: ListColumn<TicketSummary>[] = [
  {
    header: "Title",
    essential: true,
    wrap: true,
    cell: (ticket) => (
      <>
        <Link
          to={`/support/${ticket.id}`}
          className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {ticket.title}
        </Link>
        {ticket.reporterName ? (
          <div className="text-muted-foreground text-xs">{ticket.reporterName}</div>
        ) : null}
      </>
    ),
  },
  { header: "Type", cell: (ticket) => ticketTypeLabels[ticket.ticketType] },
  { header: "Status", essential: true, cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  {
    header: "Created",
    sort: "created",
    title: "Sort by creation date",
    cell: (ticket) => <time dateTime={ticket.createdAt}>{createdDate(ticket.createdAt)}</time>,
  },
];

/** SPEC §2 Support: Title (a link to the ticket), Type in words, Status, Created. */
export function TicketsTable({ tickets, loading, error, sort, onSortChange }: TicketsTableProps) {
  return (
    <ListTable
      label="Support tickets"
      columns={ticketColumns}
      rows={tickets}
      loading={loading}
      error={error}
      errorText="Error fetching tickets"
      emptyText="No tickets found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
