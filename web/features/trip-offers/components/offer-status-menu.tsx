import { ChevronDownIcon } from "lucide-react";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import {
  type TripOfferStatus,
  tripOfferStatuses,
  tripOfferStatusLabels,
} from "#domain/trip-offers/trip-offer-values";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useUpdateTripOfferStatus } from "../api/update-trip-offer-status";

/** Staff set an offer's status by hand (SPEC's offers-manage status call). */
export function OfferStatusMenu({ tripId, offer }: { tripId: string; offer: TripOffer }) {
  const update = useUpdateTripOfferStatus(tripId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          loading={update.isPending}
          aria-label={`Change the status of ${offer.title}`}
        >
          Status
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Mark as</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={offer.status}
          onValueChange={(status) => {
            if (status !== offer.status)
              update.mutate({ offerId: offer.id, status: status as TripOfferStatus, version: offer.version });
          }}
        >
          {tripOfferStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {tripOfferStatusLabels[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
