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
