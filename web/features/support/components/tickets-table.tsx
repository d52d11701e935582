import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { Link } from "react-router";
import type { TicketSummary } from "#domain/support/ticket.schema";
import { ticketTypeLabels } from "#domain/support/ticket-values";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
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
  const rows = tickets ?? [];
  const SortIcon = direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <div className="rounded-md border">
      <Table aria-label="Support tickets" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Status</TableHead>
            <TableHead aria-sort={direction === "asc" ? "ascending" : "descending"}>
              <button
                type="button"
                className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                title="Sort by creation date"
                onClick={() => onDirectionChange(direction === "asc" ? "desc" : "asc")}
              >
                Created
                <SortIcon aria-hidden className="size-3.5" />
              </button>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={4} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={4} tone="error">
              Error fetching tickets
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={4}>No tickets found</TableMessageRow>
          ) : (
            rows.map((ticket) => (
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
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
