/**
 * Converts integer minor units with a decimal rate ("1.0850000000") into the base currency's minor units,
 * rounding half away from zero. The rate is read as digits into a BigInt, never through floating point.
 * The same rule as SQL's round(amount_cents * rate) on a numeric.
 */
export function convertMinorUnits(amountCents: number, rate: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate: "${rate}"`);
  if (!Number.isSafeInteger(amountCents))
    throw new RangeError(`Minor units must be a safe integer, got ${amountCents}`);
  const fraction = match[2] ?? "";
  const scale = 10n ** BigInt(fraction.length);
  const scaledRate = BigInt(match[1] + fraction);
  const product = BigInt(Math.abs(amountCents)) * scaledRate;
  const rounded = (product * 2n + scale) / (2n * scale);
  const result = Number(rounded);
  // A negative amount that rounds to nothing is 0, never -0.
  return amountCents < 0 && result !== 0 ? -result : result;
}
