import type { Cell } from "#domain/analytics/analytics-tables";
import { formatMoney } from "#domain/money-format";

const monthFormats = {
  long: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
  short: new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" }),
};
const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en-US");
const compactFormats = new Map<string, Intl.NumberFormat>();

const utc = (isoDate: string) => {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** "2026-03" → "March 2026" (long) or "Mar 26" (short, for an axis). */
export function monthLabel(month: string, style: "long" | "short" = "long"): string {
  return monthFormats[style].format(utc(`${month}-01`));
}

/** "2026-03-09" → "Mar 9, 2026" */
export function dayLabel(isoDate: string): string {
  return dayFormat.format(utc(isoDate));
}

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
