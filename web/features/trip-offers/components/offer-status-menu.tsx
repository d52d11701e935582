import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import { tripOfferStatuses, tripOfferStatusLabels } from "#domain/trip-offers/trip-offer-values";
import { StatusMenu } from "../../../components/status-menu";
import { useUpdateTripOfferStatus } from "../api/update-trip-offer-status";

/** Staff set an offer's status by hand (SPEC's offers-manage status call). */
export function OfferStatusMenu({ tripId, offer }: { tripId: string; offer: TripOffer }) {
  const update = useUpdateTripOfferStatus(tripId);
  return (
    <StatusMenu
      label={`Change the status of ${offer.title}`}
      value={offer.status}
      statuses={tripOfferStatuses}
      labels={tripOfferStatusLabels}
      busy={update.isPending}
      onChange={(status) => update.mutate({ offerId: offer.id, status, version: offer.version })}
    />
  );
}
