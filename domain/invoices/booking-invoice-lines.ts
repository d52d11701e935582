import { participantsLabel } from "../bookings/booking-format";
import type { Currency } from "../currency";
import { formatMinor } from "../money";
import type { InvoiceLineFormValues } from "./invoice-form.schema";

// What a New Invoice for a booking starts with: the lines add up to the booking's total, still editable.

/** The booking figures an invoice's lines are drawn from (a `Booking` as the API answers it). */
export interface BookedFigures {
  reference: string;
  packageTitle: string | null;
  tripTitle: string | null;
  participants: number;
  /** Per person at booking time, its discount already applied (SPEC §9); null for a trip booking. */
  unitPriceCents: number | null;
  totalCents: number;
  currency: Currency;
}

/**
 * One line: participants × the price per person when that makes the total (a package booking as priced),
 * else participants × an even share of the total, else the whole total once (a total that does not split
 * evenly, e.g. adjusted by hand), so the invoice's amount is always the booking's total.
 */
export function bookingInvoiceLines(booking: BookedFigures): InvoiceLineFormValues[] {
  const what = booking.packageTitle ?? booking.tripTitle ?? "Booking";
  const { participants, totalCents, unitPriceCents } = booking;
  const perPerson =
    unitPriceCents !== null && unitPriceCents * participants === totalCents
      ? unitPriceCents
      : participants > 0 && totalCents % participants === 0
        ? totalCents / participants
        : null;
  if (perPerson !== null) {
    return [line(`${what} (${booking.reference})`, participants, perPerson)];
  }
  return [line(`${what} (${booking.reference}), ${participantsLabel(participants)}`, 1, totalCents)];
}

function line(description: string, quantity: number, unitPriceCents: number): InvoiceLineFormValues {
  return {
    description,
    quantity: String(quantity),
    unitPriceCents: formatMinor(unitPriceCents),
    taxRateBasisPoints: "",
  };
}

/** True while no line holds anything typed: only then may a booking's lines replace them. */
export function linesAreBlank(lines: readonly InvoiceLineFormValues[]): boolean {
  return lines.every(
    (l) =>
      l.description.trim() === "" &&
      l.unitPriceCents.trim() === "" &&
      l.taxRateBasisPoints.trim() === "" &&
      ["", "1"].includes(l.quantity.trim()),
  );
}
