import { useQuery } from "@tanstack/react-query";
import { ArchiveIcon, ArchiveRestoreIcon, ArrowLeftIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { fullyBookedReason } from "#domain/packages/package-availability";
import {
  DetailLoading,
  DetailNotFound,
  isMissingRecord,
  TabFallback,
} from "../../components/detail-page-states";
import { ListFooter } from "../../components/list-footer";
import { useTabPaging, useTabSort } from "../../components/tab-paging";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { sessionQuery } from "../../lib/session";
import { useBookings } from "../bookings/api/list-bookings";
import type { BookingSortState } from "../bookings/components/bookings-table";
import { useArchivePackage } from "./api/archive-package";
import { packageQuery } from "./api/get-package";
import { useRestorePackage } from "./api/restore-package";
import { OfferBadges } from "./components/offer-badges";
import { OfferDetails } from "./components/offer-details";

// The offer comes first; the booking dialog, the bookings table and the form load when needed.
const NewBookingButton = lazy(async () => ({
  default: (await import("../bookings/components/new-booking-button")).NewBookingButton,
}));
const BookingsTable = lazy(async () => ({
  default: (await import("../bookings/components/bookings-table")).BookingsTable,
}));
const OfferFormDialog = lazy(async () => ({
  default: (await import("./components/offer-form-dialog")).OfferFormDialog,
}));
const DeleteOfferDialog = lazy(async () => ({
  default: (await import("./components/delete-offer-dialog")).DeleteOfferDialog,
}));

/** The bookings of this offer, for staff: newest first, paged, each linking to its booking. */
function OfferBookings({ packageId }: { packageId: string }) {
  const paging = useTabPaging();
  const [sort, setSort] = useTabSort<BookingSortState>({ sort: "bookingDate", order: "desc" }, paging);
  const bookings = useBookings({ ...paging.state, packageId, ...sort });
  return (
    <section aria-labelledby="offer-bookings" className="mt-8 space-y-4">
      <h2 id="offer-bookings" className="font-semibold text-lg">
        Bookings
      </h2>
      <Suspense fallback={<TabFallback />}>
        <BookingsTable
          label="Bookings of the offer"
          bookings={bookings.data?.items}
          loading={bookings.isLoading || (bookings.isPlaceholderData && bookings.isFetching)}
          error={bookings.isError}
          sort={sort}
          onSortChange={setSort}
        />
      </Suspense>
      <ListFooter list={paging} result={bookings.data} />
    </section>
  );
}

/**
 * Travel offer detail (/offers/:id): the offer in full with its availability, Book (staff for a client, a
 * client user for themselves), and for staff Edit (?edit=true opens the form), Archive or Restore, Delete
 * and the offer's bookings.
 */
export function OfferDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: user } = useQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  // From the confirmed delete on, nothing here asks for the offer again: it would only answer 404.
  const [deleting, setDeleting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const offer = useQuery({ ...packageQuery(id), enabled: Boolean(id) && !deleting });
  const archive = useArchivePackage();
  const restore = useRestorePackage();
  const editing = staff && params.get("edit") === "true";

  const setEditing = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set("edit", "true");
        else next.delete("edit");
        return next;
      },
      { replace: !open },
    );

  const deleteDialog =
    confirmingDelete && offer.data ? (
      <Suspense fallback={null}>
        <DeleteOfferDialog
          offer={offer.data}
          onClosed={() => setConfirmingDelete(false)}
          onDeleting={() => setDeleting(true)}
          onDeleteFailed={() => setDeleting(false)}
          // The dead offer's entry is replaced, so Back does not return to it.
          onDeleted={() => navigate("/offers", { replace: true })}
        />
      </Suspense>
    ) : null;

  // Both returns put the dialog second in one fragment, so it keeps its step (a 409's refusal) across them.
  if (deleting) {
    return (
      <>
        <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
          <Spinner />
          Deleting the offer
        </p>
        {deleteDialog}
      </>
    );
  }
  if (offer.isLoading) return <DetailLoading />;
  if (offer.isError || !offer.data) {
    const missing = isMissingRecord(offer.error);
    return (
      <DetailNotFound backTo="/offers" backLabel="Back to offers">
        {missing ? "Offer not found" : "Error fetching offer details"}
      </DetailNotFound>
    );
  }
  const o = offer.data;
  const archiving = archive.isPending || restore.isPending;

  return (
    <>
      <div>
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <Link
              to="/offers"
              className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
            >
              <ArrowLeftIcon aria-hidden className="size-4" />
              Travel Offers
            </Link>
            <h1 className="mb-2 break-words font-semibold text-2xl tracking-tight">{o.title}</h1>
            <OfferBadges offer={o} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Suspense fallback={null}>
              {o.bookable ? (
                <NewBookingButton
                  packageId={o.id}
                  held={o.placesLeft <= 0 ? fullyBookedReason(o.title) : null}
                />
              ) : null}
            </Suspense>
            {staff ? (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden />
                  Edit
                </Button>
                {o.archivedAt ? (
                  <Button variant="outline" loading={archiving} onClick={() => restore.mutate({ id: o.id })}>
                    <ArchiveRestoreIcon aria-hidden />
                    Restore
                  </Button>
                ) : (
                  <Button variant="outline" loading={archiving} onClick={() => archive.mutate({ id: o.id })}>
                    <ArchiveIcon aria-hidden />
                    Archive
                  </Button>
                )}
                <Button variant="outline" onClick={() => setConfirmingDelete(true)}>
                  <Trash2Icon aria-hidden className="text-destructive" />
                  Delete
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <OfferDetails offer={o} />
        {staff ? <OfferBookings packageId={o.id} /> : null}
        <Suspense fallback={null}>
          {editing ? <OfferFormDialog open onOpenChange={setEditing} offer={o} /> : null}
        </Suspense>
      </div>
      {deleteDialog}
    </>
  );
}
