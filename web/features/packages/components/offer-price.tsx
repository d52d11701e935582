import { formatMoney } from "#domain/money-format";
import { cn } from "../../../lib/utils";

/**
 * SPEC §9: the price per person; with a discount the original price struck through beside it and the
 * discount as a badge ("-10%").
 */
export function OfferPrice({
  offer,
  className,
}: {
  offer: { priceCents: number; currency: string; discountPercent: number; originalPriceCents: number | null };
  className?: string;
}) {
  const original = offer.originalPriceCents;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", className)}>
      <span className="font-semibold text-lg">{formatMoney(offer.priceCents, offer.currency)}</span>
      <span className="text-muted-foreground text-sm">per person</span>
      {original !== null ? (
        <>
          <s className="text-muted-foreground text-sm">
            <span className="sr-only">was </span>
            {formatMoney(original, offer.currency)}
          </s>
          <span className="rounded-md bg-destructive px-1.5 py-0.5 font-medium text-destructive-foreground text-xs">
            -{offer.discountPercent}%
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * A price in another currency than the agency's base, converted at today's rate: what sort=price orders
 * by. Nothing for a base-currency price, or while its currency has no rate.
 */
export function OfferBasePrice({
  offer,
}: {
  offer: { currency: string; baseCurrency: string; basePriceCents: number | null };
}) {
  if (offer.currency === offer.baseCurrency || offer.basePriceCents === null) return null;
  return (
    <p className="text-muted-foreground text-sm">
      <span aria-hidden>≈ </span>
      <span className="sr-only">About </span>
      {formatMoney(offer.basePriceCents, offer.baseCurrency)} at today's rate
    </p>
  );
}
