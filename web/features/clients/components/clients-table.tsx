import { Link } from "react-router";
import type { ClientListItem } from "#domain/clients/client.schema";
import { clientSortLabels } from "#domain/clients/client-format";
import type { ClientSort } from "#domain/clients/client-values";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { Badge } from "../../../components/ui/badge";
import { formatMomentDay } from "../../../lib/moment-format";
import { type ClientActions, ClientActionsMenu } from "./client-actions-menu";
import { ClientKindBadge } from "./client-kind-badge";
import { TotalSpent } from "./total-spent";

export type ClientSortState = SortState<ClientSort>;

// Names read A→Z first; figures and dates read biggest and newest first.
function sortable(sort: ClientSort, firstOrder: "asc" | "desc" = "desc") {
  const header = clientSortLabels[sort];
  return { header, sort, firstOrder, title: `Sort by ${header.toLowerCase()}` };
}

function clientColumns(actions: ClientActions): ListColumn<ClientListItem, ClientSort>[] {
  return [
    {
      ...sortable("name", "asc"),
      essential: true,
      wrap: true,
      cellClassName: "sm:min-w-48",
      cell: (client) => (
        <>
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
        </>
      ),
    },
    {
      header: "Contact",
      cell: (client) =>
        client.email || client.phone ? (
          <div className="grid gap-0.5 text-sm">
            {client.email ? <span>{client.email}</span> : null}
            {client.phone ? <span className="text-muted-foreground">{client.phone}</span> : null}
          </div>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      ...sortable("bookingsCount"),
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (client) => client.bookingsCount,
    },
    {
      ...sortable("totalSpent"),
      essential: true,
      className: "text-right",
      cell: (client) => <TotalSpent amounts={client.totalSpent} />,
    },
    {
      ...sortable("lastActivity"),
      cellClassName: "tabular-nums",
      cell: (client) => formatMomentDay(client.lastActivityAt),
    },
    {
      header: <span className="sr-only">Actions</span>,
      actions: true,
      essential: true,
      cell: (client) => <ClientActionsMenu client={client} actions={actions} />,
    },
  ];
}

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
  sort: SortState<string>;
  onSortChange: (sort: ClientSortState) => void;
  actions: ClientActions;
}) {
  return (
    <ListTable
      label="Clients"
      columns={clientColumns(actions)}
      rows={clients}
      loading={loading}
      error={error}
      errorText="Error fetching clients"
      emptyText="No clients found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
