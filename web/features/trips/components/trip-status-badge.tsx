import { tripStatusBadge, tripStatusLabels } from "#domain/trips/trip-format";
import type { TripStatus } from "#domain/trips/trip-values";
import { Badge } from "../../../components/ui/badge";

/** SPEC §4's trip badges; 'Draft' when a trip has no status. */
export function TripStatusBadge({ status }: { status: TripStatus | null | undefined }) {
  if (!status) return <Badge variant="outline">Draft</Badge>;
  return <Badge variant={tripStatusBadge[status]}>{tripStatusLabels[status]}</Badge>;
}
