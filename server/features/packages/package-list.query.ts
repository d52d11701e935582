import type { PackageListQuery, TravelPackage } from "#domain/packages/package.schema";
import type { PackageStatus } from "#domain/packages/package-values";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { browsePage, countTotal, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall, type ListShape } from "../../kernel/list-query";
import { HOLDING_SQL, type PackageRow, toPackage } from "./package-record";

/** The column each sort orders by, then the id so pages never overlap; each has its (key, id) index. */
const SORT_COLUMNS: Record<PackageListQuery["sort"], string> = {
  startDate: "start_date",
  title: "title",
  price: "price_cents",
  duration: "duration_days",
};

// The row as toPackage reads it. Dates as text and the bigint price as a number: the drivers would
// otherwise hand back a Date (a midnight in some time zone) and a string.
const OUTPUT_COLUMNS = `t.total, p.id, p.title, p.destination, p.description,
  p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays",
  p.start_date::text as "startDate", p.end_date::text as "endDate",
  p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category,
  p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName",
  p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt",
  (select coalesce(sum(held.participants), 0)::int from bookings held
    where held.package_id = p.id and held.status in (${HOLDING_SQL})) as "bookedPlaces"`;

type Row = PackageRow & { total: number; id: string | null };

interface Flags {
  status: PackageStatus | null;
  archived: boolean;
  bookable: boolean;
  /** A client user's view: on sale or coming only. */
  clientView: boolean;
}
type Head = { limit: number; offset: number; today: string };
type Shape = ListShape<PackageListQuery["sort"], never, SearchMatch["kind"], Flags>;

/** The effective status (package-availability.ts) as a condition on today. */
const STATUS_CONDITIONS: Record<PackageStatus, (today: string) => string> = {
  active: (today) => `p.status = 'active' and p.end_date >= ${today}::date`,
  upcoming: (today) => `p.status = 'upcoming' and p.end_date >= ${today}::date`,
  expired: (today) => `(p.status = 'expired' or p.end_date < ${today}::date)`,
};

/** Whether the statement compares with today: a parameter it does not use would be refused. */
const usesToday = ({ flags }: Shape) => flags.clientView || flags.bookable || flags.status !== null;

const packageList = defineList<PackageListQuery["sort"], never, SearchMatch, Flags, Head>({
  name: "packages.list",
  sorts: {
    startDate: [SORT_COLUMNS.startDate, "id"],
    title: [SORT_COLUMNS.title, "id"],
    price: [SORT_COLUMNS.price, "id"],
    duration: [SORT_COLUMNS.duration, "id"],
  },
  head: (shape) => (usesToday(shape) ? ["limit", "offset", "today"] : ["limit", "offset"]),
  conditions({ flags }, head) {
    const conditions = [flags.archived ? "p.archived_at is not null" : "p.archived_at is null"];
    if (flags.clientView || flags.bookable) {
      conditions.push(`p.status in ('active', 'upcoming') and p.end_date >= ${head.today}::date`);
    }
    if (flags.status) conditions.push(STATUS_CONDITIONS[flags.status](head.today));
    return conditions;
  },
  search: (kind, _, param) =>
    matchCondition(
      "p.search_text",
      kind,
      param((w) => w.pattern),
    ),
  statement(text) {
    const { shape, where } = text;
    const keys = `p.id, p.${SORT_COLUMNS[shape.sort]}`;
    const joins = "left join travel_packages p on p.id = k.id";
    if (shape.words.length > 0) {
      return searchPage(text, {
        keys,
        from: "travel_packages p",
        columns: OUTPUT_COLUMNS,
        alias: "k",
        joins,
      });
    }
    // The whole catalogue walks a sort index and stops after one page; it is small enough to count.
    return browsePage(text, {
      columns: OUTPUT_COLUMNS,
      total: countTotal("travel_packages p", where),
      page: { columns: keys, from: "travel_packages p", order: text.orderBy("p") },
      alias: "k",
      joins,
    });
  },
});

function callOf(
  staff: boolean,
  query: PackageListQuery,
  today: string,
): ListCall<PackageListQuery["sort"], never, SearchMatch, Flags, Head> {
  return {
    sort: query.sort,
    order: query.order === "desc" ? "desc" : "asc",
    words: searchMatches(query.search),
    flags: {
      status: query.status ?? null,
      archived: query.archived === true,
      bookable: query.bookable === true,
      clientView: !staff,
    },
    head: { limit: query.pageSize, offset: pageOffset(query), today },
  };
}

/** The statement listPackages runs for a query (its tests pin the text). */
export const packageListStatement = (staff: boolean, query: PackageListQuery, today: string) =>
  packageList.statement(callOf(staff, query, today));

/**
 * One page of the catalogue with its total, in one round trip. Staff see every package but the archived
 * (or, with archived=true, those only); a client user only packages on sale or coming, never archived ones.
 */
export async function listPackages(
  database: Database,
  staff: boolean,
  query: PackageListQuery,
  today: string,
): Promise<{ items: TravelPackage[]; total: number }> {
  // Archived packages are for staff (a client user asking for them finds none), and never bookable.
  if (query.archived && (!staff || query.bookable)) return { items: [], total: 0 };
  const rows = await packageList.rows<Row>(database, callOf(staff, query, today));
  return pageOf(rows, ({ total: _, ...row }) => toPackage(row as PackageRow, today));
}
