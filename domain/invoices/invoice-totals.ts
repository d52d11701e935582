// Plain functions (no zod) so the New Invoice dialog can show its totals live without the schema library.

/** The most a tax rate can be, in basis points (100 %). */
export const MAX_TAX_BASIS_POINTS = 10_000;
const BASIS = 10_000;

/** One line as its totals need it: a whole quantity at a unit price, with an optional tax rate. */
export interface LineFigures {
  quantity: number;
  unitPriceCents: number;
  /** 2000 = 20 %; null (or 0) for a line without tax. */
  taxRateBasisPoints: number | null;
}

export interface LineTotals {
  netCents: number;
  taxCents: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  /** subtotal + tax: what the invoice asks for. */
  totalCents: number;
}

function wholeAtLeast(value: number, min: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number ≥ ${min}, got ${value}`);
  }
}

/**
 * `cents` × `basisPoints` / 10 000, rounded half up, exactly: the amount is split at 10 000 so no product
 * leaves the safe-integer range (a BigInt would do it too, but slower and not in every engine's JSON).
 */
export function taxOfCents(cents: number, basisPoints: number): number {
  wholeAtLeast(cents, 0, "An amount");
  wholeAtLeast(basisPoints, 0, "A tax rate");
  if (basisPoints > MAX_TAX_BASIS_POINTS)
    throw new RangeError(`A tax rate is at most 100 %, got ${basisPoints}`);
  const whole = Math.floor(cents / BASIS);
  const rest = cents % BASIS;
  return whole * basisPoints + Math.floor((rest * basisPoints + BASIS / 2) / BASIS);
}

/** A line's net (quantity × unit price) and its tax (net × rate, rounded half up to the cent). */
export function lineTotals(line: LineFigures): LineTotals {
  wholeAtLeast(line.quantity, 1, "A quantity");
  wholeAtLeast(line.unitPriceCents, 0, "A unit price");
  const netCents = line.quantity * line.unitPriceCents;
  if (!Number.isSafeInteger(netCents)) throw new RangeError("A line's total is too large to compute exactly");
  return { netCents, taxCents: taxOfCents(netCents, line.taxRateBasisPoints ?? 0) };
}

/** The invoice's subtotal, tax and total: the sums of its lines' nets and taxes (each rounded per line). */
export function invoiceTotals(lines: readonly LineFigures[]): InvoiceTotals {
  let subtotalCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    const totals = lineTotals(line);
    subtotalCents += totals.netCents;
    taxCents += totals.taxCents;
  }
  const totalCents = subtotalCents + taxCents;
  if (!Number.isSafeInteger(totalCents))
    throw new RangeError("The invoice's total is too large to compute exactly");
  return { subtotalCents, taxCents, totalCents };
}

export type ParseResult = { ok: true; value: number } | { ok: false; error: string };

/**
 * A tax rate typed as a percentage ("20", "5.5", "7,25") → basis points (2000, 550, 725), read as digits,
 * never through floating point; at most two decimals, 0 to 100. Blank is no tax (null).
 */
export function parseTaxPercent(
  input: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const text = input.trim().replace(/\s*%$/, "");
  if (text === "") return { ok: true, value: null };
  if (text.startsWith("-")) return { ok: false, error: "Tax rate cannot be negative" };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) {
    return { ok: false, error: `"${input.trim()}" is not a percentage (e.g. 20 or 5.5)` };
  }
  if (fraction.length > 2) return { ok: false, error: "Tax rate can have at most two decimals" };
  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  if (wholeDigits.length > 3) return { ok: false, error: "Tax rate must be at most 100 %" };
  const value = Number(wholeDigits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (value > MAX_TAX_BASIS_POINTS) return { ok: false, error: "Tax rate must be at most 100 %" };
  return { ok: true, value };
}

/** Basis points as the percentage a person types: 2000 → "20", 550 → "5.5", 725 → "7.25". */
export function formatTaxPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A quantity typed as text: a whole number from 1 (blank says so). */
export function parseQuantity(input: string): ParseResult {
  const text = input.trim();
  if (text === "") return { ok: false, error: "Quantity is required" };
  if (!/^\d+$/.test(text)) return { ok: false, error: "Quantity must be a whole number" };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { ok: false, error: "Quantity is too large" };
  return { ok: true, value };
}
