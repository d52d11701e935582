import type { Booking, BookingListQuery } from "#domain/bookings/booking.schema";
import { referenceNumber } from "#domain/bookings/booking-format";
import { pageOffset } from "#domain/pagination.schema";
import { foldSearchText } from "#domain/passengers/search-text";
import type { ClientScope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant, namedStatements } from "../../db/sql-helpers";
import { invoicedCentsSql, paidCentsSql, paymentStatusSql } from "./booking-payments";
import { type BookingRow, toBooking } from "./booking-records";

/** The keys each sort orders by, ending on id so pages never overlap. */
const SORT_KEYS: Record<BookingListQuery["sort"], string[]> = {
  bookingDate: ["booking_date", "id"],
  travelDate: ["travel_date", "id"],
  total: ["total_cents", "id"],
};

/** The filters a query may carry, in the order their values follow the search words. */
const FILTERS = [
  "status",
  "paymentStatus",
  "travelFrom",
  "travelTo",
  "clientId",
  "packageId",
  "tripId",
] as const;
type Filter = (typeof FILTERS)[number];

function filterCondition(filter: Filter, param: string): string {
  switch (filter) {
    case "status":
      return `b.status = ${param}`;
    case "paymentStatus":
      // The derived status, computed as the answer derives it: the filter and the badge always agree.
      return `${paymentStatusSql(invoicedCentsSql("b"), paidCentsSql("b"))} = ${param}`;
    case "travelFrom":
      return `b.travel_date >= ${param}::date`;
    case "travelTo":
      return `b.travel_date <= ${param}::date`;
    case "clientId":
      return `b.client_id = ${param}::uuid`;
    case "packageId":
      return `b.package_id = ${param}::uuid`;
    case "tripId":
      return `b.trip_id = ${param}::uuid`;
  }
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

/** Everything that changes the statement's text; the values go in as parameters. */
interface Shape {
  sort: BookingListQuery["sort"];
  order: "asc" | "desc";
  /** How each search word matches, in order: anywhere (like) or at a word's start (start). */
  matches: SearchMatch["kind"][];
  scope: "all" | "client" | "none";
  filters: Filter[];
}

function orderBy(alias: string, shape: Shape): string {
  return SORT_KEYS[shape.sort].map((key) => `${alias}.${key} ${shape.order}`).join(", ");
}

/** Parameters: $1 page size, $2 offset, two per search word (pattern, reference number), the client, the filters. */
function statementText(shape: Shape): string {
  let next = 3;
  const conditions: string[] = [];
  for (const [i, kind] of shape.matches.entries()) {
    const word = next++;
    const number = `$${next++}`;
    // Trip titles are not folded: the same pattern, case-insensitively.
    const tripTitle = `title ${kind === "like" ? "ilike" : "~*"} $${word}`;
    const clientMatch = `select id from clients where ${matchCondition("search_text", kind, word)}`;
    const packageMatch = `select id from travel_packages where ${matchCondition("search_text", kind, word)}`;
    // Each word finds the booking through its client, its package (title, destination), its trip or its
    // reference. The first word gathers ids through each foreign-key index (a union the planner cannot make
    // of an OR: it would scan all bookings); later words only narrow what the first found.
    conditions.push(
      i === 0
        ? `b.id in (select id from bookings where client_id in (${clientMatch})
            union all select id from bookings where package_id in (${packageMatch})
            union all select id from bookings where trip_id in (select id from trips where ${tripTitle})
            union all select id from bookings where number = ${number}::int)`
        : `(b.client_id in (${clientMatch}) or b.package_id in (${packageMatch})
            or b.trip_id in (select id from trips where ${tripTitle}) or b.number = ${number}::int)`,
    );
  }
  if (shape.scope === "client") conditions.push(`b.client_id = $${next++}::uuid`);
  if (shape.scope === "none") conditions.push("false");
  for (const filter of shape.filters) conditions.push(filterCondition(filter, `$${next++}`));
  const where = conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";
  if (shape.matches.length > 0) {
    // A search keeps few rows: collect their ids and sort keys once, count them, sort them, and read
    // whole rows for one page only (as the passenger list does).
    return `with m as materialized (
        select b.id, b.booking_date, b.travel_date, b.total_cents from bookings b ${where}
      )
      select ${OUTPUT_COLUMNS}
      from (select count(*)::int as total from m) t
      left join lateral (select * from m order by ${orderBy("m", shape)} limit $1 offset $2) km on true
      left join bookings k on k.id = km.id
      ${JOINS}
      order by ${orderBy("km", shape)}`;
  }
  // The page walks a sort index and stops after one page; the total counts what the filters keep, or is the
  // trigger-kept count when nothing filters (counting 1M rows per page would cost more than the page).
  const statusOnly = shape.scope === "all" && shape.filters.length === 1 && shape.filters[0] === "status";
  const total = statusOnly
    ? // The status filter's parameter is the only one after page size and offset.
      "select coalesce((select total::int from booking_status_count where status = $3), 0) as total"
    : where
      ? `select count(*)::int as total from bookings b ${where}`
      : "select total::int as total from booking_count";
  return `select ${OUTPUT_COLUMNS}
    from (${total}) t
    left join lateral (
      select b.* from bookings b ${where} order by ${orderBy("b", shape)} limit $1 offset $2
    ) k on true
    ${JOINS}
    order by ${orderBy("k", shape)}`;
}

const statements = namedStatements("bookings.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const words = shape.matches.map((kind) => kind[0]).join("") || "-";
  const key = `${shape.sort}.${shape.order}.${words}.${shape.scope}.${shape.filters.join("-") || "-"}`;
  return statements(key, shape);
}

/**
 * One page of the bookings a scope sees, with their total, in one round trip. It always answers one
 * row at least (the total), so a page past the end still says how many there are.
 */
export async function listBookings(
  database: Database,
  scope: ClientScope,
  query: BookingListQuery,
): Promise<{ items: Booking[]; total: number }> {
  const matches = searchMatches(query.search);
  const clientId = scope.staff ? null : scope.clientId;
  const filters = FILTERS.filter((filter) => query[filter] !== undefined);
  const shape: Shape = {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    matches: matches.map((match) => match.kind),
    scope: scope.staff ? "all" : clientId ? "client" : "none",
    filters,
  };
  const values: unknown[] = [query.pageSize, pageOffset(query)];
  // The same words searchMatches made its patterns of, in the same order: each may also be a reference.
  const words = foldSearchText(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  for (const [i, match] of matches.entries()) values.push(match.pattern, referenceNumber(words[i] ?? ""));
  if (clientId) values.push(clientId);
  for (const filter of filters) values.push(query[filter]);
  const rows = await database.prepared<BookingRow & { total: number; id: string | null }>({
    ...statementFor(shape),
    values,
  });
  // A page past the end is the one row holding the total, with no booking in it.
  const items = rows[0]?.id ? rows.map(({ total: _, ...row }) => toBooking(row)) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
