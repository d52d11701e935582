import { type TripOfferStatus, tripOfferStatusLabels } from "#domain/trip-offers/trip-offer-values";
import { Badge } from "../../../components/ui/badge";

/** SPEC §4: accepted shows as primary; declined as destructive, sent as secondary, the rest outlined. */
const statusVariant: Record<TripOfferStatus, "default" | "secondary" | "destructive" | "outline"> = {
  accepted: "default",
  sent: "secondary",
  declined: "destructive",
  draft: "outline",
  expired: "outline",
};

export function OfferStatusBadge({ status }: { status: TripOfferStatus }) {
  return <Badge variant={statusVariant[status]}>{tripOfferStatusLabels[status]}</Badge>;
}
