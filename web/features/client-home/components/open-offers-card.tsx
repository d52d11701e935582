import { Link } from "react-router";
import { formatMoney } from "#domain/money-format";
import { formatMoment } from "../../../lib/moment-format";
import { useOpenTripOffers } from "../../trip-offers/api/list-open-trip-offers";
import { HomeCard } from "./home-card";
import { HOME_LIST_SIZE } from "./upcoming-trips-card";

/** Offers the agency sent that wait for the client's answer, the soonest to expire first. */
export function OpenOffersCard() {
  const offers = useOpenTripOffers({ page: 1, pageSize: HOME_LIST_SIZE });
  const items = offers.data?.items ?? [];
  const more = (offers.data?.total ?? 0) - items.length;
  return (
    <HomeCard
      title="Offers waiting for your answer"
      loading={offers.isLoading}
      error={offers.isError ? "Failed to fetch offers" : null}
      onRetry={() => offers.refetch()}
      empty={items.length === 0 ? "No offers waiting for your answer" : null}
    >
      <ul className="divide-y">
        {items.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-medium">{offer.title}</p>
              <p className="text-muted-foreground text-sm">
                {offer.tripTitle} · Expires {formatMoment(offer.expiresAt)}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-medium text-sm tabular-nums">
                {offer.totals.map((t) => formatMoney(t.amountCents, t.currency)).join(" + ") || "—"}
              </span>
              <Link
                to={`/trips/${offer.tripId}?tab=offers`}
                aria-label={`Answer ${offer.title}`}
                className="text-primary text-sm underline-offset-4 hover:underline"
              >
                Answer
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-3 text-muted-foreground text-sm">And {more} more on your trips.</p> : null}
    </HomeCard>
  );
}
