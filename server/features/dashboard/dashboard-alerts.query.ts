import type { CockpitCounts, CockpitItem, DashboardAlerts } from "#domain/dashboard/dashboard.schema";
import { countAlmostSoldOut } from "#domain/dashboard/dashboard-alerts";
import {
  ACTION_SEGMENT_STATUSES,
  ALMOST_SOLD_OUT_AMONG,
  COCKPIT_COUNT_CAP,
  COCKPIT_ITEMS_PER_KIND,
  type CockpitKind,
  type DashboardScope,
  INVOICE_DUE_WINDOW_DAYS,
  OFFER_EXPIRY_WINDOW_HOURS,
  PASSPORT_VALID_AFTER_TRIP_MONTHS,
  TIME_LIMIT_WINDOW_DAYS,
  UNANSWERED_AFTER_HOURS,
} from "#domain/dashboard/dashboard-values";
import { instantIn, todayIn } from "#domain/dates";
import type { Database } from "../../db/client";
import { invoiceStatusSql } from "../invoices";

// Parameters: $1 today, $2 now, and in the "mine" statement $3 the user. Each kind of the cockpit walks an index
// in due order (migration 0029 adds the partial ones) and stops at COCKPIT_COUNT_CAP rows, counted, of which the
// first few are listed: a backlog of thousands of overdue invoices costs what a hundred do.

const instant = (column: string) =>
  `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const STAFF = "('admin', 'agent')";
// Read once per statement (a hashed sub-plan), not joined per message.
const STAFF_IDS = `select id from "user" where role in ${STAFF}`;
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

interface Kind {
  from: string;
  where: string;
  /** Condition for the "mine" scope, on $3. */
  mine: string;
  orderBy: string;
  /** The item's columns, named as CockpitRow names them. */
  columns: string;
}

const NO_MONEY = `null::bigint as "amountCents", null as currency`;

const kinds: Record<CockpitKind, Kind> = {
  "offer-expiring": {
    from: `trip_offers o join trips tr on tr.id = o.trip_id join clients c on c.id = tr.client_id`,
    where: `o.status in ('draft', 'sent') and o.expires_at > $2::timestamptz
      and o.expires_at <= $2::timestamptz + interval '${OFFER_EXPIRY_WINDOW_HOURS} hours'`,
    mine: `(tr.owner_id = $3::uuid or o.created_by = $3::uuid)`,
    orderBy: "o.expires_at, o.id",
    columns: `o.id, ${instant("o.expires_at")} as "dueInstant", null as "dueDate", null as "dueTime", false as overdue,
      o.title as label, null as code, c.name as "clientName", tr.id as "tripId", tr.title as "tripTitle", ${NO_MONEY},
      null as date`,
  },
  "invoice-due": {
    from: `invoices i join clients c on c.id = i.client_id left join trips tr on tr.id = i.trip_id`,
    // Stored unpaid or partly paid past its due date is overdue too (the nightly job has not run yet).
    where: `i.status in ('unpaid', 'partially_paid', 'overdue') and i.due_date <= $1::date + ${INVOICE_DUE_WINDOW_DAYS}`,
    mine: `(i.created_by = $3::uuid or tr.owner_id = $3::uuid)`,
    orderBy: "i.due_date, i.id",
    columns: `i.id, null as "dueInstant", i.due_date::text as "dueDate", null as "dueTime",
      ${invoiceStatusSql("i", "$1")} = 'overdue' as overdue, i.number as label, null as code, c.name as "clientName", tr.id as "tripId",
      tr.title as "tripTitle", i.amount_cents - i.paid_cents - i.credited_cents as "amountCents", i.currency,
      null as date`,
  },
  "time-limit": {
    from: `trip_time_limits l left join trips tr on tr.id = l.trip_id left join clients c on c.id = tr.client_id
      left join itineraries it on it.id = l.itinerary_id`,
    where: `l.due_date between $1::date and $1::date + ${TIME_LIMIT_WINDOW_DAYS}`,
    mine: `(tr.owner_id = $3::uuid or (l.trip_id is null and it.created_by = $3::uuid))`,
    orderBy: "l.due_date, l.due_time nulls last, l.id",
    columns: `l.id, null as "dueInstant", l.due_date::text as "dueDate", l.due_time as "dueTime", false as overdue,
      l.text as label, l.kind as code, c.name as "clientName", tr.id as "tripId", tr.title as "tripTitle",
      ${NO_MONEY}, null as date`,
  },
  "segment-status": {
    from: `segments s left join trips tr on tr.id = s.trip_id left join clients c on c.id = tr.client_id`,
    where: `s.segment_type = 'flight' and s.status in (${list(ACTION_SEGMENT_STATUSES)})
      and s.departure_local >= $1::date`,
    mine: `tr.owner_id = $3::uuid`,
    orderBy: "s.departure_local, s.id",
    columns: `s.id, null as "dueInstant", s.departure_local::date::text as "dueDate",
      to_char(s.departure_local, 'HH24:MI') as "dueTime", false as overdue,
      concat_ws(' ', nullif(concat_ws(' ', s.airline, s.flight_number), ''),
        nullif(concat_ws('–', s.origin, s.destination), '')) as label,
      s.status as code, c.name as "clientName", tr.id as "tripId", tr.title as "tripTitle", ${NO_MONEY},
      null as date`,
  },
  "passport-expiring": {
    from: `trips tr join trip_passengers tp on tp.trip_id = tr.id join passengers p on p.id = tp.passenger_id
      join clients c on c.id = tr.client_id`,
    // A trip still to start: its travellers' passports must stay valid six months past its end.
    where: `tr.start_date >= $1::date and tr.status in ('planning', 'confirmed')
      and p.document_expiry < (tr.end_date + interval '${PASSPORT_VALID_AFTER_TRIP_MONTHS} months')::date`,
    mine: `tr.owner_id = $3::uuid`,
    orderBy: "tr.start_date, tr.id, p.id",
    columns: `p.id, null as "dueInstant", tr.start_date::text as "dueDate", null as "dueTime", false as overdue,
      p.first_name || ' ' || p.surname as label, null as code, c.name as "clientName", tr.id as "tripId",
      tr.title as "tripTitle", ${NO_MONEY}, p.document_expiry::text as date`,
  },
  "request-unanswered": {
    // Waiting since the client's first word after staff's last (the request itself when a client filed it and
    // staff never wrote). Only requests whose latest message is not staff's (or that have none) are looked into.
    from: `(select r.*, cv.id as conversation_id from requests r
        left join conversations cv on cv.request_id = r.id
        left join messages lm on lm.seq = cv.last_message_seq
        left join "user" lu on lu.id = lm.sender_id
        where r.status <> 'resolved' and r.created_at <= $2::timestamptz - interval '${UNANSWERED_AFTER_HOURS} hours'
          and (lm.id is null or lu.role is null or lu.role not in ${STAFF})) r
      join clients c on c.id = r.client_id
      left join trips tr on tr.id = r.trip_id
      left join "user" filer on filer.id = r.created_by
      left join lateral (select max(m.seq) as seq from messages m
        where m.conversation_id = r.conversation_id and m.sender_id in (${STAFF_IDS})) staff on true
      left join lateral (select min(m.created_at) as at from messages m
        where m.conversation_id = r.conversation_id and m.seq > coalesce(staff.seq, 0)
          and (m.sender_id is null or m.sender_id not in (${STAFF_IDS}))) client on true
      cross join lateral (select case when staff.seq is null and coalesce(filer.role, 'client') not in ${STAFF}
        then r.created_at else client.at end as since) w`,
    where: `w.since <= $2::timestamptz - interval '${UNANSWERED_AFTER_HOURS} hours'`,
    mine: `(r.assignee_id = $3::uuid or r.created_by = $3::uuid or tr.owner_id = $3::uuid)`,
    orderBy: "w.since, r.id",
    columns: `r.id, ${instant(`w.since + interval '${UNANSWERED_AFTER_HOURS} hours'`)} as "dueInstant",
      null as "dueDate", null as "dueTime", true as overdue, r.category as label, null as code,
      c.name as "clientName", tr.id as "tripId", tr.title as "tripTitle", ${NO_MONEY}, null as date`,
  },
};

/** A kind's rows in due order, up to the cap, each numbered: counted whole, listed from the first few. */
function kindCte(name: string, kind: Kind, scope: DashboardScope): string {
  const where = scope === "mine" ? `${kind.where} and ${kind.mine}` : kind.where;
  return `${name} as materialized (
    select ${kind.columns}, row_number() over (order by ${kind.orderBy}) as rn
    from ${kind.from} where ${where} order by ${kind.orderBy} limit ${COCKPIT_COUNT_CAP})`;
}

const kindJson = (name: string) => `(select json_build_object('count', count(*),
    'items', coalesce(jsonb_agg(to_jsonb(k) - 'rn' order by k.rn) filter (where k.rn <= ${COCKPIT_ITEMS_PER_KIND}), '[]'))
  from ${name} k)`;

function statementText(scope: DashboardScope): string {
  const names = Object.keys(kinds).map((_, i) => `cockpit_${i + 1}`);
  const ctes = Object.values(kinds).map((kind, i) => kindCte(names[i]!, kind, scope));
  const cockpit = Object.keys(kinds)
    .map((kind, i) => `'${kind}', ${kindJson(names[i]!)}`)
    .join(",\n    ");
  return `with ${ctes.join(",\n")}
select json_build_object(
  'pendingBookings', coalesce((select total from booking_status_count where status = 'pending'), 0),
  -- The offers list's first active offers (its default order: start date, then id) and the places they hold.
  'firstActiveOffers', (select coalesce(json_agg(o order by o.start_date, o.id), '[]') from (
      select p.id, p.start_date, p.max_participants as "maxParticipants",
        (select coalesce(sum(b.participants), 0) from bookings b
          where b.package_id = p.id and b.status in ('pending', 'confirmed')) as booked
      from travel_packages p
      where p.archived_at is null and p.status = 'active' and p.end_date >= $1::date
      order by p.start_date, p.id limit ${ALMOST_SOLD_OUT_AMONG}) o),
  'awaitingPayment', coalesce((select total from dashboard_booking_payment_count
    where payment_status = 'awaiting_payment'), 0),
  'partiallyPaid', coalesce((select total from dashboard_booking_payment_count
    where payment_status = 'partially_paid'), 0),
  'cockpit', json_build_object(
    ${cockpit})
) as alerts`;
}

const statements = {
  all: { name: "dashboard.alerts.all", text: statementText("all") },
  mine: { name: "dashboard.alerts.mine", text: statementText("mine") },
};

/** An item as the statement answers it: a due instant, or a local day and time of day. */
interface CockpitRow extends Omit<CockpitItem, "kind" | "dueAt" | "dueDate" | "allDay"> {
  dueInstant: string | null;
  dueDate: string | null;
  dueTime: string | null;
}

interface AlertsRow {
  pendingBookings: number;
  firstActiveOffers: { booked: number; maxParticipants: number }[];
  awaitingPayment: number;
  partiallyPaid: number;
  cockpit: Record<CockpitKind, { count: number; items: CockpitRow[] }>;
}

/** A row's due instant: its own, or its day in the agency's zone at its time of day (the end of the day when it has none). */
function toCockpitItem(kind: CockpitKind, row: CockpitRow, timeZone: string): CockpitItem {
  const { dueInstant, dueDate, dueTime, ...rest } = row;
  if (dueInstant) {
    return {
      kind,
      ...rest,
      dueAt: dueInstant,
      dueDate: todayIn(timeZone, new Date(dueInstant)),
      allDay: false,
    };
  }
  const day = dueDate ?? todayIn(timeZone);
  const at = instantIn(timeZone, day, dueTime ?? "23:59");
  return { kind, ...rest, dueAt: at.toISOString(), dueDate: day, allDay: !dueTime };
}

/** SPEC's three alerts' figures and the deadline cockpit in one round trip; items kind by kind, each in due order. */
export async function readAlerts(
  database: Database,
  input: { today: string; now: Date; timeZone: string; scope: DashboardScope; userId: string },
): Promise<DashboardAlerts> {
  const values: unknown[] = [input.today, input.now.toISOString()];
  if (input.scope === "mine") values.push(input.userId);
  const [row] = await database.prepared<{ alerts: AlertsRow }>({ ...statements[input.scope], values });
  if (!row) throw new Error("the alerts statement answered no row");
  const { alerts } = row;
  const entries = Object.entries(alerts.cockpit) as [CockpitKind, AlertsRow["cockpit"][CockpitKind]][];
  return {
    pendingBookings: alerts.pendingBookings,
    almostSoldOut: countAlmostSoldOut(alerts.firstActiveOffers),
    awaitingPayment: alerts.awaitingPayment,
    partiallyPaid: alerts.partiallyPaid,
    scope: input.scope,
    cockpit: {
      counts: Object.fromEntries(entries.map(([kind, { count }]) => [kind, count])) as CockpitCounts,
      items: entries.flatMap(([kind, { items }]) =>
        items.map((item) => toCockpitItem(kind, item, input.timeZone)),
      ),
    },
  };
}
