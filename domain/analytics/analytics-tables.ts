// The table behind each chart: what its "Table" view shows and its CSV holds, from the same rows.
import Papa from "papaparse";
import { bookingStatusLabels } from "../bookings/booking-format";
import { bookingStatuses } from "../bookings/booking-values";
import type { Currency } from "../currency";
import { formatMinor } from "../money";
import type { Analytics } from "./analytics.schema";

/** One cell: the screen formats it for people, the CSV writes it plainly for spreadsheets. */
export type Cell =
  | { kind: "text"; value: string }
  | { kind: "month"; value: string }
  | { kind: "count"; value: number }
  | { kind: "money"; cents: number; currency: Currency }
  | { kind: "percent"; value: number | null }
  | { kind: "days"; value: number | null };

export interface DataTable {
  columns: string[];
  rows: Cell[][];
}

const text = (value: string): Cell => ({ kind: "text", value });
const month = (value: string): Cell => ({ kind: "month", value });
const count = (value: number): Cell => ({ kind: "count", value });
const money = (cents: number, currency: Currency): Cell => ({ kind: "money", cents, currency });
const percent = (value: number | null): Cell => ({ kind: "percent", value });

const TOTAL = text("Total");

/**
 * Revenue per month in the base currency, then the range's total; by currency adds what each currency
 * brought, as received and (for foreign ones) converted.
 */
export function revenueTable(data: Analytics, byCurrency: boolean): DataTable {
  const base = data.baseCurrency;
  const perCurrency = byCurrency ? data.currencies : [];
  const columnsOf = (currency: Currency) =>
    currency === base ? [`${currency} received`] : [`${currency} received`, `${currency} in ${base}`];
  const cellsOf = (currency: Currency, amountCents: number, baseAmountCents: number) =>
    currency === base
      ? [money(amountCents, currency)]
      : [money(amountCents, currency), money(baseAmountCents, base)];
  const sum = (pick: (point: Analytics["revenueByMonth"][number]) => number) =>
    data.revenueByMonth.reduce((total, point) => total + pick(point), 0);
  const entry = (point: Analytics["revenueByMonth"][number], currency: Currency) =>
    point.byCurrency.find((e) => e.currency === currency);
  return {
    columns: ["Month", `Revenue (${base})`, ...perCurrency.flatMap(columnsOf)],
    rows: [
      ...data.revenueByMonth.map((point) => [
        month(point.month),
        money(point.baseAmountCents, base),
        ...perCurrency.flatMap((currency) =>
          cellsOf(
            currency,
            entry(point, currency)?.amountCents ?? 0,
            entry(point, currency)?.baseAmountCents ?? 0,
          ),
        ),
      ]),
      [
        TOTAL,
        money(
          sum((point) => point.baseAmountCents),
          base,
        ),
        ...perCurrency.flatMap((currency) =>
          cellsOf(
            currency,
            sum((point) => entry(point, currency)?.amountCents ?? 0),
            sum((point) => entry(point, currency)?.baseAmountCents ?? 0),
          ),
        ),
      ],
    ],
  };
}

/** Bookings per month by status, then the range's total. */
export function bookingsTable(data: Analytics): DataTable {
  const sum = (pick: (point: Analytics["bookingsByMonth"][number]) => number) =>
    data.bookingsByMonth.reduce((total, point) => total + pick(point), 0);
  return {
    columns: ["Month", ...bookingStatuses.map((status) => bookingStatusLabels[status]), "Total"],
    rows: [
      ...data.bookingsByMonth.map((point) => [
        month(point.month),
        ...bookingStatuses.map((status) => count(point[status])),
        count(point.total),
      ]),
      [
        TOTAL,
        ...bookingStatuses.map((status) => count(sum((point) => point[status]))),
        count(sum((point) => point.total)),
      ],
    ],
  };
}

export function destinationsTable(data: Analytics): DataTable {
  return {
    columns: ["Destination", "Bookings", `Revenue (${data.baseCurrency})`],
    rows: data.topDestinations.map((row) => [
      text(row.destination),
      count(row.bookings),
      money(row.revenueBaseCents, data.baseCurrency),
    ]),
  };
}

export function agentsTable(data: Analytics): DataTable {
  return {
    columns: ["Agent", "Trips owned", "Bookings created", `Revenue (${data.baseCurrency})`],
    rows: data.agents.map((row) => [
      text(row.name),
      count(row.tripsOwned),
      count(row.bookingsCreated),
      money(row.revenueBaseCents, data.baseCurrency),
    ]),
  };
}

export function funnelTable(data: Analytics): DataTable {
  return {
    columns: ["Step", "Count", "% of offers sent", "% of previous step"],
    rows: data.funnel.map((step) => [
      text(step.label),
      count(step.count),
      percent(step.percentOfSent),
      percent(step.percentOfPrevious),
    ]),
  };
}

export function leadTimeTable(data: Analytics): DataTable {
  return {
    columns: ["Average lead time (days)", "Bookings measured"],
    rows: [[{ kind: "days", value: data.leadTime.averageDays }, count(data.leadTime.bookings)]],
  };
}

// A text starting with these would run as a formula in a spreadsheet: an apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet reads it: money as a plain decimal in its column's currency, no symbols. */
export function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case "text":
      return FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value;
    case "month":
      return cell.value;
    case "count":
      return String(cell.value);
    case "money":
      return formatMinor(cell.cents);
    case "percent":
    case "days":
      return cell.value === null ? "" : cell.value.toFixed(1);
  }
}

/** RFC 4180 CSV (CRLF). Names are escaped by csvCell; numbers stay numbers (Papa's own escape would quote "-50.00"). */
export function tableCsv(table: DataTable): string {
  const csv = Papa.unparse(
    { fields: table.columns, data: table.rows.map((row) => row.map(csvCell)) },
    { newline: "\r\n" },
  );
  return csv.endsWith("\r\n") ? csv : `${csv}\r\n`;
}

/** "itinera-revenue-2025-06-01-to-2026-05-31.csv" */
export function csvFileName(chart: string, range: { from: string; to: string }): string {
  return `itinera-${chart}-${range.from}-to-${range.to}.csv`;
}
