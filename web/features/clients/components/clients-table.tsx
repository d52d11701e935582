import { format } from "date-fns";
import { Link } from "react-router";
import type { ClientListItem } from "#domain/clients/client.schema";
import { clientSortLabels } from "#domain/clients/client-format";
import type { ClientSort } from "#domain/clients/client-values";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead, type SortState } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { type ClientActions, ClientActionsMenu } from "./client-actions-menu";
import { ClientKindBadge } from "./client-kind-badge";
import { TotalSpent } from "./total-spent";

export type ClientSortState = SortState<ClientSort>;

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
  const label = clientSortLabels[column];
  return (
    <SortableHead
      label={label}
      column={column}
      sort={sort}
      onSortChange={onSortChange}
      firstOrder={firstOrder[column]}
      title={`Sort by ${label.toLowerCase()}`}
      className={className}
    />
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
  return (
    <ListTable
      label="Clients"
      rows={clients}
      columns={COLUMNS}
      loading={loading}
      error={error}
      errorText="Error fetching clients"
      emptyText="No clients found"
      head={
        <>
          <SortHeader column="name" sort={sort} onSortChange={onSortChange} />
          <TableHead>Contact</TableHead>
          <SortHeader column="bookingsCount" sort={sort} onSortChange={onSortChange} className="text-right" />
          <SortHeader column="totalSpent" sort={sort} onSortChange={onSortChange} className="text-right" />
          <SortHeader column="lastActivity" sort={sort} onSortChange={onSortChange} />
          <TableActionsHead>
            <span className="sr-only">Actions</span>
          </TableActionsHead>
        </>
      }
    >
      {(client) => (
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
      )}
    </ListTable>
  );
}
