import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { PencilIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatDateRange } from "#domain/trips/trip-format";
import { tripTitleFor } from "#domain/trips/trip-title";
import { DetailPageHeader } from "../../components/detail-page-header";
import { DetailLeaving, detailFallback } from "../../components/detail-page-states";
import { DetailTabs, useDetailTab } from "../../components/detail-tabs";
import { Button } from "../../components/ui/button";
import { sessionQuery } from "../../lib/session";
import { useTrip } from "./api/get-trip";
import { segmentsQuery } from "./api/list-segments";
import { SegmentsTab } from "./components/segments-tab";
import { TripStatusBadge } from "./components/trip-status-badge";

// Each tab's code loads when the tab is opened; the header and the Segments tab come first.
const PassengersTab = lazy(async () => ({
  default: (await import("./components/passengers-tab")).PassengersTab,
}));
const TripSsrRequestsTab = lazy(async () => ({
  default: (await import("../trip-ssr-requests/components/trip-ssr-requests-tab")).TripSsrRequestsTab,
}));
const TripOffersTab = lazy(async () => ({
  default: (await import("../trip-offers/components/trip-offers-tab")).TripOffersTab,
}));
const TripDocumentsTab = lazy(async () => ({
  default: (await import("../trip-documents/components/trip-documents-tab")).TripDocumentsTab,
}));
const TripMessagesTab = lazy(async () => ({
  default: (await import("../chat/components/trip-messages-tab")).TripMessagesTab,
}));
const TripFormDialog = lazy(async () => ({
  default: (await import("./components/trip-form-dialog")).TripFormDialog,
}));
const DeleteTripDialog = lazy(async () => ({
  default: (await import("./components/delete-trip-dialog")).DeleteTripDialog,
}));

const tabs = ["segments", "passengers", "ssr-requests", "offers", "documents", "messages"] as const;

/**
 * Trip detail (/trips/:id): header with title, client, dates and status; edit, delete and print; tabs
 * Segments, Passengers, SSR Requests, Offers and Documents, each loading its own data in one request.
 * Clients see everything read-only (the server refuses their changes anyway).
 */
export function TripDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const canEdit = user?.role === "admin" || user?.role === "agent";
  const [tab, setTab] = useDetailTab(tabs);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // From the confirmed delete on, nothing here asks for the trip again: it would only answer 404.
  const [deleting, setDeleting] = useState(false);
  const trip = useTrip(id, { enabled: !deleting });
  // The edit dialog offers the title generated from the segments (SPEC §2).
  const segments = useQuery({
    ...segmentsQuery(id),
    enabled: !deleting && (editOpen || tab === "segments"),
  });
  const suggestedTitle = useMemo(
    () => (segments.data ? tripTitleFor(segments.data.items, trip.data?.startDate) : null),
    [segments.data, trip.data?.startDate],
  );

  if (deleting) return <DetailLeaving>Deleting the trip</DetailLeaving>;
  const fallback = detailFallback(trip, {
    backTo: "/trips",
    backLabel: "Back to trips",
    missing: "Trip not found",
    failed: "Error fetching trip details",
  });
  if (fallback || !trip.data) return fallback;
  const t = trip.data;

  return (
    <>
      <DetailPageHeader
        backTo="/trips"
        backLabel="Trips"
        title={t.title}
        badges={<TripStatusBadge status={t.status} />}
        subtitle={
          <>
            <span data-testid="trip-client">{t.clientName}</span>
            <span aria-hidden> · </span>
            <span data-testid="trip-dates">{formatDateRange(t.startDate, t.endDate)}</span>
            {t.ownerName ? (
              <>
                <span aria-hidden> · </span>
                <span>Handled by {t.ownerName}</span>
              </>
            ) : null}
          </>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/trips/${t.id}/print`}>
                <PrinterIcon aria-hidden />
                Print itinerary
              </Link>
            </Button>
            {canEdit ? (
              <>
                <Button variant="outline" onClick={() => setEditOpen(true)}>
                  <PencilIcon aria-hidden />
                  Edit
                </Button>
                <Button variant="outline" onClick={() => setDeleteOpen(true)}>
                  <Trash2Icon aria-hidden className="text-destructive" />
                  Delete
                </Button>
              </>
            ) : null}
          </>
        }
      >
        {t.description ? <p className="mt-2 max-w-3xl text-sm">{t.description}</p> : null}
        {t.notes && canEdit ? (
          <p className="mt-1 max-w-3xl text-muted-foreground text-sm">Notes: {t.notes}</p>
        ) : null}
      </DetailPageHeader>
      <DetailTabs
        tab={tab}
        onTabChange={setTab}
        tabs={[
          {
            value: "segments",
            label: `Segments (${t.segmentCount})`,
            eager: true,
            content: () => <SegmentsTab tripId={t.id} canEdit={canEdit} />,
          },
          {
            value: "passengers",
            label: `Passengers (${t.passengerCount})`,
            content: () => <PassengersTab tripId={t.id} tripEndDate={t.endDate} canEdit={canEdit} />,
          },
          {
            value: "ssr-requests",
            label: "SSR Requests",
            content: () => <TripSsrRequestsTab tripId={t.id} canEdit={canEdit} />,
          },
          {
            value: "offers",
            label: "Offers",
            content: () => <TripOffersTab tripId={t.id} canEdit={canEdit} />,
          },
          {
            value: "documents",
            label: "Documents",
            content: () => <TripDocumentsTab tripId={t.id} canEdit={canEdit} />,
          },
          { value: "messages", label: "Messages", content: () => <TripMessagesTab tripId={t.id} /> },
        ]}
      />
      <Suspense fallback={null}>
        {editOpen ? (
          <TripFormDialog
            open={editOpen}
            onOpenChange={setEditOpen}
            trip={t}
            suggestedTitle={suggestedTitle}
          />
        ) : null}
        {deleteOpen ? (
          <DeleteTripDialog
            trip={t}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            onDeleting={() => setDeleting(true)}
            // The dead trip's entry is replaced, so Back does not return to it.
            onDeleted={() => navigate("/trips", { replace: true })}
            onDeleteFailed={() => setDeleting(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
