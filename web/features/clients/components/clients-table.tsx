import { format } from "date-fns";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Link } from "react-router";
import type { ClientListItem } from "#domain/clients/client.schema";
import { clientSortLabels } from "#domain/clients/client-format";
import type { ClientSort } from "#domain/clients/client-values";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/utils";
import { type ClientActions, ClientActionsMenu } from "./client-actions-menu";
import { ClientKindBadge } from "./client-kind-badge";
import { TotalSpent } from "./total-spent";

export interface ClientSortState {
  sort: ClientSort;
  order: "asc" | "desc";
}

// Names read A→Z first; figures and dates read biggest and newest first.
const firstOrder: Record<ClientSort, "asc" | "desc"> = {
  name: "asc",
  bookingsCount: "desc",
  totalSpent: "desc",
  lastActivity: "desc",
};

function SortHeader({
  column,
  sort,
  onSortChange,
  className,
}: {
  column: ClientSort;
  sort: ClientSortState;
  onSortChange: (sort: ClientSortState) => void;
  className?: string;
}) {
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDownIcon : sort.order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  const label = clientSortLabels[column];
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="-mx-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        title={`Sort by ${label.toLowerCase()}`}
        onClick={() =>
          onSortChange({
            sort: column,
            order: active ? (sort.order === "asc" ? "desc" : "asc") : firstOrder[column],
          })
        }
      >
        {label}
        <Icon aria-hidden className={cn("size-3.5", !active && "opacity-50")} />
      </button>
    </TableHead>
  );
}

const COLUMNS = 6;

/** Name, Contact, Bookings, Total spent, Last activity and each row's actions; the name opens the client. */
export function ClientsTable({
  clients,
  loading,
  error,
  sort,
  onSortChange,
  actions,
}: {
  clients: ClientListItem[] | undefined;
  loading: boolean;
  error: boolean;
  sort: ClientSortState;
  onSortChange: (sort: ClientSortState) => void;
  actions: ClientActions;
}) {
  const rows = clients ?? [];
  return (
    <div className="rounded-md border">
      <Table aria-label="Clients" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <SortHeader column="name" sort={sort} onSortChange={onSortChange} />
            <TableHead>Contact</TableHead>
            <SortHeader
              column="bookingsCount"
              sort={sort}
              onSortChange={onSortChange}
              className="text-right"
            />
            <SortHeader column="totalSpent" sort={sort} onSortChange={onSortChange} className="text-right" />
            <SortHeader column="lastActivity" sort={sort} onSortChange={onSortChange} />
            <TableActionsHead>
              <span className="sr-only">Actions</span>
            </TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} tone="error">
              Error fetching clients
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>No clients found</TableMessageRow>
          ) : (
            rows.map((client) => (
              <TableRow key={client.id}>
                <TableCell className="min-w-48 whitespace-normal">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/clients/${client.id}`}
                      className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {client.name}
                    </Link>
                    <ClientKindBadge kind={client.kind} />
                    {client.archivedAt ? <Badge variant="secondary">Archived</Badge> : null}
                  </div>
                  {client.portalUserEmail ? (
                    <div className="text-muted-foreground text-xs">Portal: {client.portalUserEmail}</div>
                  ) : null}
                </TableCell>
                <TableCell>
                  {client.email || client.phone ? (
                    <div className="grid gap-0.5 text-sm">
                      {client.email ? <span>{client.email}</span> : null}
                      {client.phone ? <span className="text-muted-foreground">{client.phone}</span> : null}
                    </div>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{client.bookingsCount}</TableCell>
                <TableCell className="text-right">
                  <TotalSpent amounts={client.totalSpent} />
                </TableCell>
                <TableCell className="tabular-nums">
                  {format(new Date(client.lastActivityAt), "d MMM yyyy")}
                </TableCell>
                <TableActionsCell>
                  <ClientActionsMenu client={client} actions={actions} />
                </TableActionsCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
