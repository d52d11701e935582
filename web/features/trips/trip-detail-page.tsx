import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, PencilIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { formatDateRange } from "#domain/trips/trip-format";
import { tripTitleFor } from "#domain/trips/trip-title";
import { DetailLoading, DetailNotFound, TabFallback } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api-client";
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
type Tab = (typeof tabs)[number];

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
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "segments";
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

  if (deleting) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
        <Spinner />
        Deleting the trip
      </p>
    );
  }
  if (trip.isLoading) {
    return <DetailLoading />;
  }
  if (trip.isError || !trip.data) {
    const missing = trip.error instanceof ApiError && trip.error.status === 404;
    return (
      <DetailNotFound backTo="/trips" backLabel="Back to trips">
        {missing ? "Trip not found" : "Error fetching trip details"}
      </DetailNotFound>
    );
  }
  const t = trip.data;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/trips"
            className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            Trips
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-semibold text-2xl tracking-tight">{t.title}</h1>
            <TripStatusBadge status={t.status} />
          </div>
          <p className="mt-1 text-muted-foreground text-sm">
            <span data-testid="trip-client">{t.clientName}</span>
            <span aria-hidden> · </span>
            <span data-testid="trip-dates">{formatDateRange(t.startDate, t.endDate)}</span>
            {t.ownerName ? (
              <>
                <span aria-hidden> · </span>
                <span>Handled by {t.ownerName}</span>
              </>
            ) : null}
          </p>
          {t.description ? <p className="mt-2 max-w-3xl text-sm">{t.description}</p> : null}
          {t.notes && canEdit ? (
            <p className="mt-1 max-w-3xl text-muted-foreground text-sm">Notes: {t.notes}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
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
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === "segments") updated.delete("tab");
              else updated.set("tab", next);
              return updated;
            },
            { replace: true },
          )
        }
      >
        {/* Five tabs do not fit a phone's width: they wrap onto a second row that grows the bar, not under the content. */}
        <TabsList className="h-auto max-w-full flex-wrap justify-start *:flex-none">
          <TabsTrigger value="segments">Segments ({t.segmentCount})</TabsTrigger>
          <TabsTrigger value="passengers">Passengers ({t.passengerCount})</TabsTrigger>
          <TabsTrigger value="ssr-requests">SSR Requests</TabsTrigger>
          <TabsTrigger value="offers">Offers</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <Suspense fallback={<TabFallback />}>
          <TabsContent value="segments">
            <SegmentsTab tripId={t.id} canEdit={canEdit} />
          </TabsContent>
          <TabsContent value="passengers">
            {tab === "passengers" ? (
              <PassengersTab tripId={t.id} tripEndDate={t.endDate} canEdit={canEdit} />
            ) : null}
          </TabsContent>
          <TabsContent value="ssr-requests">
            {tab === "ssr-requests" ? <TripSsrRequestsTab tripId={t.id} canEdit={canEdit} /> : null}
          </TabsContent>
          <TabsContent value="offers">
            {tab === "offers" ? <TripOffersTab tripId={t.id} canEdit={canEdit} /> : null}
          </TabsContent>
          <TabsContent value="documents">
            {tab === "documents" ? <TripDocumentsTab tripId={t.id} canEdit={canEdit} /> : null}
          </TabsContent>
          <TabsContent value="messages">
            {tab === "messages" ? <TripMessagesTab tripId={t.id} /> : null}
          </TabsContent>
        </Suspense>
      </Tabs>
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
