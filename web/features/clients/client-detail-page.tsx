import { ArchiveIcon, ArchiveRestoreIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { DetailPageHeader } from "../../components/detail-page-header";
import { DetailLeaving, detailFallback } from "../../components/detail-page-states";
import { DetailTabs, useDetailTab } from "../../components/detail-tabs";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
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
const ClientStatementTab = lazy(async () => ({
  default: (await import("../client-statement/components/client-statement-tab")).ClientStatementTab,
}));
const ClientOpenBalance = lazy(async () => ({
  default: (await import("../client-statement/components/client-open-balance")).ClientOpenBalance,
}));
const ClientRequestsTab = lazy(async () => ({
  default: (await import("./components/client-requests-tab")).ClientRequestsTab,
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

const tabs = [
  "overview",
  "trips",
  "bookings",
  "statement",
  "requests",
  "passengers",
  "portal",
  "history",
] as const;

/**
 * Client detail (/clients/:id): name, kind and contact in the header with edit, archive or restore, and
 * delete, a new booking and a merge; tabs Overview (with the open balance and the last contact), Trips,
 * Bookings, Invoices & payments (the statement of account), Requests & tickets, Passengers, Portal access and
 * History, each loading its own data. Staff only.
 */
export function ClientDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useDetailTab(tabs);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // From the confirmed delete on, nothing here asks for the client again: it would only answer 404. While
  // the delete runs the page stays, so the dialog can show a refusal; once it is done the page leaves.
  const [deleteRunning, setDeleteRunning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The same while this client is being merged into another: it is about to disappear.
  const [mergingAway, setMergingAway] = useState(false);
  const client = useClient(id, { enabled: !deleting && !deleteRunning && !mergingAway });
  const archive = useArchiveClient();
  const restore = useRestoreClient();

  if (deleting || mergingAway) {
    return <DetailLeaving>{deleting ? "Deleting the client" : "Merging the client"}</DetailLeaving>;
  }
  const fallback = detailFallback(client, {
    backTo: "/clients",
    backLabel: "Back to clients",
    missing: "Client not found",
    failed: "Error fetching client details",
  });
  if (fallback || !client.data) return fallback;
  const c = client.data;
  const archiving = archive.isPending || restore.isPending;

  return (
    <>
      <DetailPageHeader
        backTo="/clients"
        backLabel="Clients"
        title={c.name}
        badges={
          <>
            <ClientKindBadge kind={c.kind} />
            {c.archivedAt ? <Badge variant="secondary">Archived</Badge> : null}
          </>
        }
        subtitle={[c.email, c.phone].filter(Boolean).join(" · ")}
        actions={
          <>
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
          </>
        }
      />
      <DetailTabs
        tab={tab}
        onTabChange={setTab}
        tabs={[
          {
            value: "overview",
            label: "Overview",
            eager: true,
            content: () => (
              <ClientOverviewTab
                client={c}
                openBalance={
                  <Suspense fallback={null}>
                    <ClientOpenBalance clientId={c.id} />
                  </Suspense>
                }
              />
            ),
          },
          {
            value: "trips",
            label: `Trips (${c.tripsCount})`,
            content: () => <ClientTripsTab clientId={c.id} />,
          },
          {
            value: "bookings",
            label: `Bookings (${c.bookingsCount})`,
            content: () => <ClientBookingsTab clientId={c.id} />,
          },
          {
            value: "statement",
            label: "Invoices & payments",
            content: () => <ClientStatementTab clientId={c.id} />,
          },
          {
            value: "requests",
            label: "Requests & tickets",
            content: () => <ClientRequestsTab clientId={c.id} />,
          },
          {
            value: "passengers",
            label: `Passengers (${c.passengersCount})`,
            content: () => <ClientPassengersTab clientId={c.id} />,
          },
          { value: "portal", label: "Portal access", content: () => <PortalAccessTab clientId={c.id} /> },
          { value: "history", label: "History", content: () => <ClientHistoryTab clientId={c.id} /> },
        ]}
      />
      <Suspense fallback={null}>
        {editOpen ? <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={c} /> : null}
        {deleteOpen ? (
          <DeleteClientDialog
            client={c}
            onOpenChange={setDeleteOpen}
            onDeleting={() => setDeleteRunning(true)}
            onDeleted={() => {
              setDeleting(true);
              // The dead client's entry is replaced, so Back does not return to it.
              navigate("/clients", { replace: true });
            }}
            onDeleteFailed={() => setDeleteRunning(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
