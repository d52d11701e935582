/**
 * SPEC §9: the price before the discount, price / (1 − discount/100), rounded to a whole currency unit
 * (the seed app rounded to whole dollars): 899.00 at 10 % → 998.89 → 999.00. Null without a discount,
 * and at 100 % (nothing to divide by: the offer is free, not "from ∞").
 */
export function originalPriceCents(priceCents: number, discountPercent: number): number | null {
  if (discountPercent <= 0 || discountPercent >= 100) return null;
  // In whole units: priceCents / 100 / (1 − d/100) = priceCents / (100 − d); integers keep halves exact.
  return Math.round(priceCents / (100 - discountPercent)) * 100;
}
