import { useQueryClient } from "@tanstack/react-query";
import { CopyIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type Client, clientListQuerySchema } from "#domain/clients/client.schema";
import { clientKindLabels } from "#domain/clients/client-format";
import { clientKinds } from "#domain/clients/client-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useArchiveClient } from "./api/archive-client";
import { clientQuery } from "./api/get-client";
import { useClientList } from "./api/list-clients";
import { useRestoreClient } from "./api/restore-client";
import type { ClientActions, ClientRef } from "./components/client-actions-menu";
import { ClientsTable } from "./components/clients-table";

// The list comes first; the forms and their validation load when they are opened.
const ClientFormDialog = lazy(async () => ({
  default: (await import("./components/client-form-dialog")).ClientFormDialog,
}));
const DeleteClientDialog = lazy(async () => ({
  default: (await import("./components/delete-client-dialog")).DeleteClientDialog,
}));

const clientsList = defineListPage({
  schema: clientListQuerySchema,
  search: { label: "Search clients", placeholder: "Search name, e-mail or phone..." },
  filters: [
    {
      select: "kind",
      label: "Kind filter",
      allLabel: "All kinds",
      options: clientKinds,
      labels: clientKindLabels,
    },
    {
      custom: ["archived"],
      render: (list) => (
        <Select
          value={list.state.archived ? "archived" : "active"}
          onValueChange={(v) => list.update({ archived: v === "archived" || undefined })}
        >
          <SelectTrigger className="w-44" aria-label="Archived filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="active">Active clients</SelectItem>
            <SelectItem value="archived">Archived clients</SelectItem>
          </SelectContent>
        </Select>
      ),
    },
  ],
  sort: { field: "sort", order: "order" },
});

/**
 * Clients (/clients): searched by name, e-mail or phone on the server, filtered by kind, sorted by name or
 * by the bookings-derived figures, paginated; archived clients on their own view. Staff only.
 */
export function ClientsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListPage(clientsList);
  const clients = useClientList(list.state);
  const archive = useArchiveClient();
  const restore = useRestoreClient();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<ClientRef | null>(null);

  const actions: ClientActions = {
    // The row holds the list's figures; the form edits the whole record at its current version.
    onEdit: (client) => void queryClient.fetchQuery(clientQuery(client.id)).then(setEditing, () => undefined),
    onArchive: (client) => archive.mutate({ id: client.id }),
    onRestore: (client) => restore.mutate({ id: client.id }),
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle="The people and companies the agency works for, with their bookings and spend."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/clients/duplicates">
                <CopyIcon aria-hidden />
                Find duplicates
              </Link>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden />
              New client
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar list={list} />
          <ClientsTable
            clients={clients.data?.items}
            {...listTableStatus(clients)}
            sort={list.sort}
            onSortChange={list.setSort}
            actions={actions}
          />
          <ListFooter list={list} result={clients.data} />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {creating ? (
          <ClientFormDialog
            open={creating}
            onOpenChange={setCreating}
            onSaved={(client) => navigate(`/clients/${client.id}`)}
          />
        ) : null}
        {editing ? (
          <ClientFormDialog
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            client={editing}
          />
        ) : null}
        {deleting ? (
          <DeleteClientDialog
            client={deleting}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
