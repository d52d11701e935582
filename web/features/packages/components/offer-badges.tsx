import type { PackageStatus } from "#domain/packages/package-values";
import { Badge } from "../../../components/ui/badge";

export const offerStatusLabels: Record<PackageStatus, string> = {
  active: "Active",
  upcoming: "Upcoming",
  expired: "Expired",
};

const statusVariant: Record<PackageStatus, "success" | "secondary" | "outline"> = {
  active: "success",
  upcoming: "secondary",
  expired: "outline",
};

/** The offer's status as it behaves (past its end date it reads Expired). */
export function OfferStatusBadge({ status }: { status: PackageStatus }) {
  return <Badge variant={statusVariant[status]}>{offerStatusLabels[status]}</Badge>;
}

/** Category, Featured, status and Archived, in that order. */
export function OfferBadges({
  offer,
}: {
  offer: { category: string; featured: boolean; status: PackageStatus; archivedAt: string | null };
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="outline">{offer.category}</Badge>
      {offer.featured ? <Badge>Featured</Badge> : null}
      <OfferStatusBadge status={offer.status} />
      {offer.archivedAt ? <Badge variant="secondary">Archived</Badge> : null}
    </div>
  );
}
