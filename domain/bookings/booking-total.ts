// Plain functions (no zod) so the booking form can show the total live without the schema library.

/** What a package booking's total is made of: the package's price per person at booking time. */
export interface BookingPrice {
  /** Price per participant in minor units: what the package card shows, its discount already applied. */
  unitPriceCents: number;
  participants: number;
}

/**
 * The total of a package booking in minor units: price per person × participants. A package's price is
 * the discounted one (SPEC §9 derives the struck-through original from it), so no discount is taken off
 * again here. Integer arithmetic throughout: no floating-point value ever reaches the money.
 */
export function bookingTotalCents({ unitPriceCents, participants }: BookingPrice): number {
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0) {
    throw new RangeError(`The price per person must be whole minor units ≥ 0, got ${unitPriceCents}`);
  }
  if (!Number.isSafeInteger(participants) || participants < 1) {
    throw new RangeError(`A booking has at least one participant, got ${participants}`);
  }
  const total = unitPriceCents * participants;
  if (!Number.isSafeInteger(total))
    throw new RangeError("The booking's total is too large to compute exactly");
  return total;
}
