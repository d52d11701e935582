import type { Booking, BookingListQuery } from "#domain/bookings/booking.schema";
import { referenceNumber } from "#domain/bookings/booking-format";
import { pageOffset } from "#domain/pagination.schema";
import { foldSearchText } from "#domain/passengers/search-text";
import type { Scope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { clientIdsMatching, matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant } from "../../db/sql-helpers";
import { browsePage, countTotal, keptTotal, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";
import { invoicedCentsSql, paidCentsSql, paymentStatusSql } from "./booking-payments";
import { type BookingRow, toBooking } from "./booking-records";

type Filter = "status" | "paymentStatus" | "travelFrom" | "travelTo" | "clientId" | "packageId" | "tripId";

/** A search word: how it matches names and titles, and the booking number it may also be. */
interface Word {
  kind: SearchMatch["kind"];
  pattern: string;
  number: number | null;
}

// Named as the API names them; dates as text so both drivers give the same 'YYYY-MM-DD'.
const OUTPUT_COLUMNS = `t.total, k.id, k.number, k.client_id as "clientId", c.name as "clientName",
  k.package_id as "packageId", p.title as "packageTitle", k.trip_id as "tripId", tr.title as "tripTitle",
  p.destination, k.participants, k.booking_date::text as "bookingDate", k.travel_date::text as "travelDate",
  k.status, k.cancel_reason as "cancelReason", k.unit_price_cents::text as "unitPriceCents",
  k.discount_percent as "discountPercent", k.total_cents::text as "totalCents", k.currency,
  k.total_adjustment_reason as "totalAdjustmentReason", k.notes, ${isoInstant("k.created_at")} as "createdAt",
  ${isoInstant("k.updated_at")} as "updatedAt", k.version, (${invoicedCentsSql("k")})::text as "invoicedCents",
  (${paidCentsSql("k")})::text as "paidCents"`;

const JOINS = `left join clients c on c.id = k.client_id
  left join travel_packages p on p.id = k.package_id
  left join trips tr on tr.id = k.trip_id`;

const bookingList = defineList<BookingListQuery["sort"], Filter, Word>({
  name: "bookings.list",
  sorts: {
    bookingDate: ["booking_date", "id"],
    travelDate: ["travel_date", "id"],
    total: ["total_cents", "id"],
  },
  search(kind, i, param) {
    const word = param((w) => w.pattern);
    const number = param((w) => w.number);
    // Trip titles are not folded: the same pattern, case-insensitively.
    const tripTitle = `title ${kind === "like" ? "ilike" : "~*"} ${word}`;
    const clientMatch = clientIdsMatching(kind, word);
    const packageMatch = `select id from travel_packages where ${matchCondition("search_text", kind, word)}`;
    // Each word finds the booking through its client, its package (title, destination), its trip or its
    // reference. The first word gathers ids through each foreign-key index (a union the planner cannot make
    // of an OR: it would scan all bookings); later words only narrow what the first found.
    return i === 0
      ? `b.id in (select id from bookings where client_id in (${clientMatch})
          union all select id from bookings where package_id in (${packageMatch})
          union all select id from bookings where trip_id in (select id from trips where ${tripTitle})
          union all select id from bookings where number = ${number}::int)`
      : `(b.client_id in (${clientMatch}) or b.package_id in (${packageMatch})
          or b.trip_id in (select id from trips where ${tripTitle}) or b.number = ${number}::int)`;
  },
  scope: { column: "b.client_id" },
  filters: {
    status: (p) => `b.status = ${p}`,
    // The derived status, computed as the answer derives it: the filter and the badge always agree, so a
    // cancelled booking with nothing paid (no badge, shownPaymentStatus) awaits no payment, as the dashboard counts.
    paymentStatus: (p) =>
      `(${paymentStatusSql(invoicedCentsSql("b"), paidCentsSql("b"))} = ${p}
        and (b.status <> 'cancelled' or ${p} <> 'awaiting_payment'))`,
    travelFrom: (p) => `b.travel_date >= ${p}::date`,
    travelTo: (p) => `b.travel_date <= ${p}::date`,
    clientId: (p) => `b.client_id = ${p}::uuid`,
    packageId: (p) => `b.package_id = ${p}::uuid`,
    tripId: (p) => `b.trip_id = ${p}::uuid`,
  },
  statement(text) {
    const { shape, where } = text;
    if (shape.words.length > 0) {
      // A search keeps few rows: count and sort their keys, read whole rows for one page (as passengers do).
      return searchPage(text, {
        keys: "b.id, b.booking_date, b.travel_date, b.total_cents",
        from: "bookings b",
        columns: OUTPUT_COLUMNS,
        alias: "km",
        joins: `left join bookings k on k.id = km.id ${JOINS}`,
      });
    }
    // The total counts what the filters keep, or is the trigger-kept count when nothing (or the status alone)
    // filters: counting 1M rows per page would cost more than the page.
    const statusOnly = shape.reach === "all" && shape.filters.length === 1 && shape.filters[0] === "status";
    const total = statusOnly
      ? `select coalesce((select total::int from booking_status_count where status = ${text.filter.status}), 0) as total`
      : where
        ? countTotal("bookings b", where)
        : keptTotal("booking_count");
    return browsePage(text, {
      columns: OUTPUT_COLUMNS,
      total,
      page: { columns: "b.*", from: "bookings b", order: text.orderBy("b") },
      alias: "k",
      joins: JOINS,
    });
  },
});

type Call = ListCall<BookingListQuery["sort"], Filter, Word, null, { limit: number; offset: number }>;

function callOf(scope: Scope, query: BookingListQuery): Call {
  const matches = searchMatches(query.search);
  // The same words searchMatches made its patterns of, in the same order: each may also be a reference.
  const words = foldSearchText(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    words: matches.map(({ kind, pattern }, i) => ({
      kind,
      pattern,
      number: referenceNumber(words[i] ?? ""),
    })),
    scope,
    filters: query,
    flags: null,
    head: { limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The statement listBookings runs for a query (its tests pin the text). */
export const bookingListStatement = (scope: Scope, query: BookingListQuery) =>
  bookingList.statement(callOf(scope, query));

/**
 * One page of the bookings a scope sees, with their total, in one round trip. It always answers one
 * row at least (the total), so a page past the end still says how many there are.
 */
export async function listBookings(
  database: Database,
  scope: Scope,
  query: BookingListQuery,
): Promise<{ items: Booking[]; total: number }> {
  const rows = await bookingList.rows<BookingRow & { total: number; id: string | null }>(
    database,
    callOf(scope, query),
  );
  return pageOf(rows, ({ total: _, ...row }) => toBooking(row));
}
