import type { PackageListQuery, TravelPackage } from "#domain/packages/package.schema";
import type { PackageStatus } from "#domain/packages/package-values";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { matchCondition, searchMatches } from "../../db/search-matches";
import { namedStatements } from "../../db/sql-helpers";
import { HOLDING_SQL, type PackageRow, toPackage } from "./package-record";

/** The keys each sort orders by, ending on the id so pages never overlap; each has its (key, id) index. */
const SORT_KEYS: Record<PackageListQuery["sort"], string> = {
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

/** Everything that changes the statement's text; the values go in as parameters. */
interface Shape {
  sort: PackageListQuery["sort"];
  order: "asc" | "desc";
  matches: ("like" | "start")[];
  status: PackageStatus | null;
  archived: boolean;
  bookable: boolean;
  /** A client user's view: on sale or coming only. */
  clientView: boolean;
}

const orderBy = (alias: string, shape: Shape) =>
  `${alias}.${SORT_KEYS[shape.sort]} ${shape.order}, ${alias}.id ${shape.order}`;

/** The effective status (package-availability.ts) as a condition; $3 is today. */
const STATUS_CONDITIONS: Record<PackageStatus, string> = {
  active: "p.status = 'active' and p.end_date >= $3::date",
  upcoming: "p.status = 'upcoming' and p.end_date >= $3::date",
  expired: "(p.status = 'expired' or p.end_date < $3::date)",
};

/** Whether the statement compares with today ($3): a parameter it does not use would be refused. */
const usesToday = (shape: Shape) => shape.clientView || shape.bookable || shape.status !== null;

/** Parameters: $1 page size, $2 offset, $3 today when it is used, then one per search word. */
function statementText(shape: Shape): string {
  let next = usesToday(shape) ? 4 : 3;
  const conditions = [shape.archived ? "p.archived_at is not null" : "p.archived_at is null"];
  if (shape.clientView || shape.bookable) {
    conditions.push("p.status in ('active', 'upcoming') and p.end_date >= $3::date");
  }
  if (shape.status) conditions.push(STATUS_CONDITIONS[shape.status]);
  for (const kind of shape.matches) conditions.push(matchCondition("p.search_text", kind, next++));
  const where = `where ${conditions.join(" and ")}`;
  const keys = `p.id, p.${SORT_KEYS[shape.sort]}`;
  if (shape.matches.length > 0) {
    // A search keeps few rows: collect their keys once, count them, sort them, read whole rows for one page.
    return `with m as materialized (select ${keys} from travel_packages p ${where})
      select ${OUTPUT_COLUMNS}
      from (select count(*)::int as total from m) t
      left join lateral (select * from m order by ${orderBy("m", shape)} limit $1 offset $2) k on true
      left join travel_packages p on p.id = k.id
      order by ${orderBy("k", shape)}`;
  }
  // The whole catalogue walks a sort index and stops after one page; it is small enough to count.
  return `select ${OUTPUT_COLUMNS}
    from (select count(*)::int as total from travel_packages p ${where}) t
    left join lateral (select ${keys} from travel_packages p ${where}
      order by ${orderBy("p", shape)} limit $1 offset $2) k on true
    left join travel_packages p on p.id = k.id
    order by ${orderBy("k", shape)}`;
}

const statements = namedStatements("packages.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const key = [
    shape.sort,
    shape.order,
    shape.matches.map((kind) => kind[0]).join("") || "-",
    shape.status ?? "-",
    shape.archived ? "a" : "-",
    shape.bookable ? "b" : "-",
    shape.clientView ? "c" : "-",
  ].join(".");
  return statements(key, shape);
}

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
  const matches = searchMatches(query.search);
  const shape: Shape = {
    sort: query.sort,
    order: query.order === "desc" ? "desc" : "asc",
    matches: matches.map((match) => match.kind),
    status: query.status ?? null,
    archived: query.archived === true,
    bookable: query.bookable === true,
    clientView: !staff,
  };
  const values: unknown[] = [
    query.pageSize,
    pageOffset(query),
    ...(usesToday(shape) ? [today] : []),
    ...matches.map((m) => m.pattern),
  ];
  const rows = await database.prepared<Row>({ ...statementFor(shape), values });
  const items = rows[0]?.id ? rows.map(({ total: _, ...row }) => toPackage(row as PackageRow, today)) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
