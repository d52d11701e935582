import type { Cell } from "#domain/analytics/analytics-tables";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { formatMonth } from "../../../lib/moment-format";

const countFormat = new Intl.NumberFormat("en-US");
const compactFormats = new Map<string, Intl.NumberFormat>();

/** "2026-03" → "March 2026" (long) or "Mar 26" (short, for an axis). */
export const monthLabel = formatMonth;

/** "2026-03-09" → "9 Mar 2026", as every calendar date reads. */
export const dayLabel = formatTripDate;

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Minor units as an axis tick: "€12K". */
export function compactMoney(cents: number, currency: string): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** A table cell as people read it (the CSV writes the same cell plainly). */
export function formatCell(cell: Cell): string {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "month":
      return monthLabel(cell.value);
    case "count":
      return formatCount(cell.value);
    case "money":
      return formatMoney(cell.cents, cell.currency);
    case "percent":
      return cell.value === null ? "—" : `${cell.value.toFixed(1)} %`;
    case "days":
      return cell.value === null ? "—" : `${cell.value.toFixed(1)} days`;
  }
}
