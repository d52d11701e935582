import { useQueryClient } from "@tanstack/react-query";
import { CopyIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type Client, clientListQuerySchema } from "#domain/clients/client.schema";
import { clientKindLabels } from "#domain/clients/client-format";
import { type ClientKind, clientKinds } from "#domain/clients/client-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
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

const ALL = "__all__";

const listConfig: ListParamsConfig<
  typeof clientListQuerySchema,
  "search" | "kind" | "sort" | "order" | "archived"
> = {
  schema: clientListQuerySchema,
  fields: ["search", "kind", "sort", "order", "archived"],
};

/**
 * Clients (/clients): searched by name, e-mail or phone on the server, filtered by kind, sorted by name or
 * by the bookings-derived figures, paginated; archived clients on their own view. Staff only.
 */
export function ClientsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListParams(listConfig);
  const { page, pageSize, search, kind, sort, order, archived } = list.state;
  const clients = useClientList({ page, pageSize, search, kind, sort, order, archived });
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
          <div className="flex flex-wrap items-center gap-3">
            <ListSearch
              label="Search clients"
              placeholder="Search name, e-mail or phone..."
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <Select
              value={kind ?? ALL}
              onValueChange={(v) => list.update({ kind: v === ALL ? undefined : (v as ClientKind) })}
            >
              <SelectTrigger className="w-40" aria-label="Kind filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All kinds</SelectItem>
                {clientKinds.map((k) => (
                  <SelectItem key={k} value={k}>
                    {clientKindLabels[k]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={archived ? "archived" : "active"}
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
          </div>
          <ClientsTable
            clients={clients.data?.items}
            loading={clients.isLoading || (clients.isPlaceholderData && clients.isFetching)}
            error={clients.isError}
            sort={{ sort, order }}
            onSortChange={list.update}
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
