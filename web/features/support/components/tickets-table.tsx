import { Link } from "react-router";
import type { TicketSummary } from "#domain/support/ticket.schema";
import { ticketTypeLabels } from "#domain/support/ticket-values";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead } from "../../../components/list-page/sortable-head";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { createdDate } from "../ticket-format";
import { TicketStatusBadge } from "./ticket-status-badge";

interface TicketsTableProps {
  tickets: TicketSummary[] | undefined;
  loading: boolean;
  error: boolean;
  /** Created order; a click on the Created header flips it. */
  direction: "asc" | "desc";
  onDirectionChange: (direction: "asc" | "desc") => void;
}

/** SPEC §2 Support: Title (a link to the ticket), Type in words, Status, Created. */
export function TicketsTable({ tickets, loading, error, direction, onDirectionChange }: TicketsTableProps) {
  return (
    <ListTable
      label="Support tickets"
      rows={tickets}
      columns={4}
      loading={loading}
      error={error}
      errorText="Error fetching tickets"
      emptyText="No tickets found"
      head={
        <>
          <TableHead>Title</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <SortableHead
            label="Created"
            column="created"
            sort={{ sort: "created", order: direction }}
            onSortChange={(next) => onDirectionChange(next.order)}
            title="Sort by creation date"
          />
        </>
      }
    >
      {(ticket) => (
        <TableRow key={ticket.id}>
          <TableCell className="whitespace-normal">
            <Link
              to={`/support/${ticket.id}`}
              className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {ticket.title}
            </Link>
            {ticket.reporterName ? (
              <div className="text-muted-foreground text-xs">{ticket.reporterName}</div>
            ) : null}
          </TableCell>
          <TableCell>{ticketTypeLabels[ticket.ticketType]}</TableCell>
          <TableCell>
            <TicketStatusBadge status={ticket.status} />
          </TableCell>
          <TableCell>
            <time dateTime={ticket.createdAt}>{createdDate.format(new Date(ticket.createdAt))}</time>
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
