import { CURRENCIES, type Currency } from "#domain/currency";
import type { PackageListItem, PackageListQuery } from "#domain/packages/package.schema";
import type { PackageStatus } from "#domain/packages/package-values";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { browsePage, countTotal, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall, type SortOrder } from "../../kernel/list-query";
import { HOLDING_SQL, type PackageRow, toPackage } from "./package-record";

/** The column each sort orders by, then the id so pages never overlap; each has its (key, id) index. */
const SORT_COLUMNS: Record<Exclude<PackageListQuery["sort"], "price">, string> = {
  startDate: "start_date",
  title: "title",
  duration: "duration_days",
};

type RateDay = { readonly today: string; readonly base: string };

/**
 * The rate of `currency` (a constant, never input) into the base currency on the agency's today, as lockRate
 * picks it: the latest entered on or before the day, 1 for the base currency, null before the first. It
 * does not depend on the row, so the database reads it once per statement (a primary-key read).
 */
const rateOf = (currency: Currency, { today, base }: RateDay) =>
  `(case when ${base}::text = '${currency}' then 1::numeric else (select e.rate from exchange_rates e
    where e.currency = '${currency}' and e.rate_date <= ${today}::date order by e.rate_date desc limit 1) end)`;

/**
 * The price of `p` in the base currency, exact (the price sort's key); null while its currency has no rate.
 * A case over the day's rates rather than a join to them: cheaper on every row converted.
 */
const baseAmount = (day: RateDay) =>
  `p.price_cents * (case p.currency ${CURRENCIES.map((c) => `when '${c}' then ${rateOf(c, day)}`).join(" ")} end)`;

/**
 * The price sort's rows: each currency's packages walk the price index in order, at most offset + limit of
 * them, since a rate above 0 keeps that order in the base currency; the page is then taken from these few.
 */
function byPriceRows(where: string, head: RateDay & { limit: string; offset: string }, order: SortOrder) {
  const take = `${head.limit}::bigint + ${head.offset}::bigint`;
  const filtered = where ? `${where} and` : "where";
  const walk = (currency: Currency) => `(select p.* from travel_packages p
    ${filtered} p.currency = '${currency}' order by p.price_cents ${order}, p.id ${order} limit ${take})`;
  const walks = CURRENCIES.map(walk).join(" union all ");
  return `(select p.*, ${baseAmount(head)} as base_price_cents from (${walks}) p) p`;
}

// The row as toPackage reads it, and the price in the base currency. Dates as text and the bigint price as a
// number: the drivers would otherwise hand back a Date (a midnight in some time zone) and a string.
const outputColumns = (day: RateDay) => `t.total, p.id, p.title, p.destination, p.description,
  p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays",
  p.start_date::text as "startDate", p.end_date::text as "endDate",
  p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category,
  p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName",
  p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt",
  round(${baseAmount(day)})::float8 as "basePriceCents",
  (select coalesce(sum(held.participants), 0)::int from bookings held
    where held.package_id = p.id and held.status in (${HOLDING_SQL})) as "bookedPlaces"`;

type Row = PackageRow & { total: number; id: string | null; basePriceCents: number | null };

interface Flags {
  status: PackageStatus | null;
  archived: boolean;
  bookable: boolean;
  /** A client user's view: on sale or coming only. */
  clientView: boolean;
}
type Head = { limit: number; offset: number; today: string; base: Currency };

/** The effective status (package-availability.ts) as a condition on today. */
const STATUS_CONDITIONS: Record<PackageStatus, (today: string) => string> = {
  active: (today) => `p.status = 'active' and p.end_date >= ${today}::date`,
  upcoming: (today) => `p.status = 'upcoming' and p.end_date >= ${today}::date`,
  expired: (today) => `(p.status = 'expired' or p.end_date < ${today}::date)`,
};

const packageList = defineList<PackageListQuery["sort"], never, SearchMatch, Flags, Head>({
  name: "packages.list",
  sorts: {
    startDate: [SORT_COLUMNS.startDate, "id"],
    title: [SORT_COLUMNS.title, "id"],
    // A package whose currency has no rate yet comes after every priced one in both directions, by its own
    // price; the price breaks a tie too, so that each currency keeps its index's order (byPriceRows).
    price: [(alias, direction) => `${alias}.base_price_cents ${direction} nulls last`, "price_cents", "id"],
    duration: [SORT_COLUMNS.duration, "id"],
  },
  // Today picks the day's rates of every statement, and the status conditions of some.
  head: () => ["limit", "offset", "today", "base"],
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
    const { shape, where, head } = text;
    const columns = outputColumns(head);
    const byPrice = shape.sort === "price";
    const keys = byPrice
      ? "p.id, p.base_price_cents, p.price_cents"
      : `p.id, p.${SORT_COLUMNS[shape.sort as keyof typeof SORT_COLUMNS]}`;
    const joins = "left join travel_packages p on p.id = k.id";
    if (shape.words.length > 0) {
      // A search's few matches are converted, each (the database folds this subquery into the statement).
      const from = byPrice
        ? `(select p.*, ${baseAmount(head)} as base_price_cents from travel_packages p) p`
        : "travel_packages p";
      return searchPage(text, { keys, from, columns, alias: "k", joins });
    }
    // The whole catalogue walks a sort index (each currency's, by price) and stops after one page; it is small
    // enough to count.
    return browsePage(text, {
      columns,
      total: countTotal("travel_packages p", where),
      page: {
        columns: keys,
        from: byPrice ? byPriceRows(where, head, shape.order) : "travel_packages p",
        order: text.orderBy("p"),
      },
      alias: "k",
      joins,
    });
  },
});

function callOf(
  staff: boolean,
  query: PackageListQuery,
  today: string,
  base: Currency,
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
    head: { limit: query.pageSize, offset: pageOffset(query), today, base },
  };
}

/** The statement listPackages runs for a query (its tests pin the text). */
export const packageListStatement = (
  staff: boolean,
  query: PackageListQuery,
  today: string,
  base: Currency,
) => packageList.statement(callOf(staff, query, today, base));

/**
 * One page of the catalogue with its total, in one round trip. Staff see every package but the archived
 * (or, with archived=true, those only); a client user only packages on sale or coming, never archived ones.
 * Each price comes with its value in the base currency at today's rate; sort=price orders by that value.
 */
export async function listPackages(
  database: Database,
  staff: boolean,
  query: PackageListQuery,
  today: string,
  base: Currency,
): Promise<{ items: PackageListItem[]; total: number }> {
  // Archived packages are for staff (a client user asking for them finds none), and never bookable.
  if (query.archived && (!staff || query.bookable)) return { items: [], total: 0 };
  const rows = await packageList.rows<Row>(database, callOf(staff, query, today, base));
  return pageOf(rows, ({ total: _, basePriceCents, ...row }) => ({
    ...toPackage(row as PackageRow, today),
    baseCurrency: base,
    basePriceCents,
  }));
}
