import { ArchiveIcon, ArchiveRestoreIcon, ArrowLeftIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { DetailLoading, DetailNotFound, TabFallback } from "../../components/detail-page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api-client";
import { useArchiveClient } from "./api/archive-client";
import { useClient } from "./api/get-client";
import { useRestoreClient } from "./api/restore-client";
import { ClientKindBadge } from "./components/client-kind-badge";
import { ClientOverviewTab } from "./components/client-overview-tab";

// Each tab's code loads when the tab is opened; the header and the Overview come first.
const ClientTripsTab = lazy(async () => ({
  default: (await import("./components/client-trips-tab")).ClientTripsTab,
}));
const ClientPassengersTab = lazy(async () => ({
  default: (await import("./components/client-passengers-tab")).ClientPassengersTab,
}));
const ClientBookingsTab = lazy(async () => ({
  default: (await import("../bookings/components/client-bookings-tab")).ClientBookingsTab,
}));
const PortalAccessTab = lazy(async () => ({
  default: (await import("../client-portal/components/portal-access-tab")).PortalAccessTab,
}));
const NewBookingButton = lazy(async () => ({
  default: (await import("../bookings/components/new-booking-button")).NewBookingButton,
}));
const MergeClientDialog = lazy(async () => ({
  default: (await import("../client-merge/components/merge-client-dialog")).MergeClientDialog,
}));
const ClientHistoryTab = lazy(async () => ({
  default: (await import("./components/client-history-tab")).ClientHistoryTab,
}));
const ClientFormDialog = lazy(async () => ({
  default: (await import("./components/client-form-dialog")).ClientFormDialog,
}));
const DeleteClientDialog = lazy(async () => ({
  default: (await import("./components/delete-client-dialog")).DeleteClientDialog,
}));

const tabs = ["overview", "trips", "bookings", "passengers", "portal", "history"] as const;
type Tab = (typeof tabs)[number];

/**
 * Client detail (/clients/:id): name, kind and contact in the header with edit, archive or restore, and
 * delete, a new booking and a merge; tabs Overview, Trips, Bookings, Passengers, Portal access and History,
 * each loading its own data. Staff only.
 */
export function ClientDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "overview";
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // From the confirmed delete on, nothing here asks for the client again: it would only answer 404.
  const [deleting, setDeleting] = useState(false);
  // The same while this client is being merged into another: it is about to disappear.
  const [mergingAway, setMergingAway] = useState(false);
  const client = useClient(id, { enabled: !deleting && !mergingAway });
  const archive = useArchiveClient();
  const restore = useRestoreClient();

  if (deleting || mergingAway) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
        <Spinner />
        {deleting ? "Deleting the client" : "Merging the client"}
      </p>
    );
  }
  if (client.isLoading) {
    return <DetailLoading />;
  }
  if (client.isError || !client.data) {
    const missing = client.error instanceof ApiError && client.error.status === 404;
    return (
      <DetailNotFound backTo="/clients" backLabel="Back to clients">
        {missing ? "Client not found" : "Error fetching client details"}
      </DetailNotFound>
    );
  }
  const c = client.data;
  const archiving = archive.isPending || restore.isPending;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/clients"
            className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            Clients
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words font-semibold text-2xl tracking-tight">{c.name}</h1>
            <ClientKindBadge kind={c.kind} />
            {c.archivedAt ? <Badge variant="secondary">Archived</Badge> : null}
          </div>
          {c.email || c.phone ? (
            <p className="mt-1 break-words text-muted-foreground text-sm">
              {[c.email, c.phone].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Suspense fallback={null}>{c.archivedAt ? null : <NewBookingButton clientId={c.id} />}</Suspense>
          <Button variant="outline" onClick={() => setEditOpen(true)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
          {c.archivedAt ? (
            <Button variant="outline" loading={archiving} onClick={() => restore.mutate({ id: c.id })}>
              <ArchiveRestoreIcon aria-hidden />
              Restore
            </Button>
          ) : (
            <Button variant="outline" loading={archiving} onClick={() => archive.mutate({ id: c.id })}>
              <ArchiveIcon aria-hidden />
              Archive
            </Button>
          )}
          <Suspense fallback={null}>
            {c.archivedAt ? null : (
              <MergeClientDialog
                clientId={c.id}
                onMerging={(request) => setMergingAway(request.sourceId === c.id)}
                onMergeFailed={() => setMergingAway(false)}
              />
            )}
          </Suspense>
          <Button variant="outline" onClick={() => setDeleteOpen(true)}>
            <Trash2Icon aria-hidden className="text-destructive" />
            Delete
          </Button>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === "overview") updated.delete("tab");
              else updated.set("tab", next);
              return updated;
            },
            { replace: true },
          )
        }
      >
        {/* More tabs than a phone's width: they wrap onto a second row that grows the bar. */}
        <TabsList className="h-auto max-w-full flex-wrap justify-start *:flex-none">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="trips">Trips ({c.tripsCount})</TabsTrigger>
          <TabsTrigger value="bookings">Bookings ({c.bookingsCount})</TabsTrigger>
          <TabsTrigger value="passengers">Passengers ({c.passengersCount})</TabsTrigger>
          <TabsTrigger value="portal">Portal access</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <Suspense fallback={<TabFallback />}>
          <TabsContent value="overview">
            <ClientOverviewTab client={c} />
          </TabsContent>
          <TabsContent value="trips">
            {tab === "trips" ? <ClientTripsTab clientId={c.id} /> : null}
          </TabsContent>
          <TabsContent value="bookings">
            {tab === "bookings" ? <ClientBookingsTab clientId={c.id} /> : null}
          </TabsContent>
          <TabsContent value="passengers">
            {tab === "passengers" ? <ClientPassengersTab clientId={c.id} /> : null}
          </TabsContent>
          <TabsContent value="portal">
            {tab === "portal" ? <PortalAccessTab clientId={c.id} /> : null}
          </TabsContent>
          <TabsContent value="history">
            {tab === "history" ? <ClientHistoryTab clientId={c.id} /> : null}
          </TabsContent>
        </Suspense>
      </Tabs>
      <Suspense fallback={null}>
        {editOpen ? <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={c} /> : null}
        {deleteOpen ? (
          <DeleteClientDialog
            client={c}
            onOpenChange={setDeleteOpen}
            onDeleting={() => setDeleting(true)}
            // The dead client's entry is replaced, so Back does not return to it.
            onDeleted={() => navigate("/clients", { replace: true })}
            onDeleteFailed={() => setDeleting(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
