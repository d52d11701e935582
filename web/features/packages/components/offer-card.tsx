import { CalendarIcon, MapPinIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { PackageListItem, TravelPackage } from "#domain/packages/package.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { OfferBadges } from "./offer-badges";
import { durationText, OfferPlaces } from "./offer-places";
import { OfferBasePrice, OfferPrice } from "./offer-price";

const cardClass = "flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs";

/** One offer in the grid: image, badges, title, destination, dates, price, places left and its actions. */
export function OfferCard({
  offer,
  staff,
  onDelete,
}: {
  offer: PackageListItem;
  /** Staff see Edit and Delete; a client user only View Details. */
  staff: boolean;
  onDelete: (offer: TravelPackage) => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <div className="relative aspect-[8/5] bg-muted">
        <img
          src={offer.imageUrl}
          alt={`${offer.title}, ${offer.destination}`}
          loading="lazy"
          decoding="async"
          width={800}
          height={500}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <OfferBadges offer={offer} />
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {offer.title}
        </h2>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPinIcon aria-hidden className="size-4 shrink-0" />
          {offer.destination}
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <CalendarIcon aria-hidden className="size-4 shrink-0" />
          {formatDateRange(offer.startDate, offer.endDate)} · {durationText(offer.durationDays)}
        </p>
        <OfferPrice offer={offer} />
        <OfferBasePrice offer={offer} />
        <OfferPlaces placesLeft={offer.placesLeft} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm">
            <Link to={`/offers/${offer.id}`} aria-describedby={titleId}>
              View Details
            </Link>
          </Button>
          {staff ? (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={`/offers/${offer.id}?edit=true`} aria-describedby={titleId}>
                  <PencilIcon aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => onDelete(offer)}>
                <Trash2Icon aria-hidden className="text-destructive" />
                Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The grid's shape while the first page loads. */
export function OfferCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden>
      <Skeleton className="aspect-[8/5] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
      </div>
    </div>
  );
}
