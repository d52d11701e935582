import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTripOffers } from "../api/list-trip-offers";
import { OfferCard } from "./offer-card";

const CreateOfferDialog = lazy(async () => ({
  default: (await import("./create-offer-dialog")).CreateOfferDialog,
}));

/**
 * The trip's offers, newest first: status, dates, items and totals. Staff create offers, add items
 * and set statuses; the trip's client accepts or declines a sent offer until it expires.
 */
export function TripOffersTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripOffers(tripId);
  const [creating, setCreating] = useState(false);
  const offers = list.data?.items ?? [];
  // Read-only viewers of a trip are its client: they answer offers (the server checks it again).
  const canAnswer = !canEdit;

  return (
    <div className="space-y-4">
      {canEdit ? (
        <div className="flex justify-end">
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            Create offer
          </Button>
        </div>
      ) : null}
      {list.isLoading ? (
        <p className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
          <Spinner />
          Loading
        </p>
      ) : list.isError ? (
        <p className="p-6 text-center text-destructive text-sm">Failed to fetch offers</p>
      ) : offers.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground text-sm">
          No offers for this trip yet
        </p>
      ) : (
        <div className="grid gap-4">
          {offers.map((offer) => (
            <OfferCard key={offer.id} tripId={tripId} offer={offer} canEdit={canEdit} canAnswer={canAnswer} />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {creating ? <CreateOfferDialog tripId={tripId} open={creating} onOpenChange={setCreating} /> : null}
      </Suspense>
    </div>
  );
}
