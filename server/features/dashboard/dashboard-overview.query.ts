import type { DashboardOverview } from "#domain/dashboard/dashboard.schema";
import {
  RECENT_BOOKINGS_LIMIT,
  TOP_CLIENTS_LIMIT,
  TOP_DESTINATIONS_LIMIT,
  UPCOMING_TRAVELS_LIMIT,
} from "#domain/dashboard/dashboard-values";
import { daysBetween } from "#domain/dates";
import type { Database } from "../../db/client";

// One statement answers the cards and the four lists as one JSON document. The money and per-package figures
// come from the trigger-kept tables of migration 0029 (a scan of 1M invoices and 2M payments costs seconds),
// the booking and client counts from those of 0021/0023; the lists walk an index each and stop after five.
// Parameters: $1 the base currency, $2 today.
const OVERVIEW = `
with money as (
  select currency, collected_cents, collected_base_cents, outstanding_cents, outstanding_base_cents
  from dashboard_currency_totals where base_currency = $1
)
select json_build_object(
  'revenue', json_build_object(
    'collectedCents', (select coalesce(sum(collected_base_cents), 0) from money),
    'pendingCents', (select coalesce(sum(outstanding_base_cents), 0) from money),
    'collectedByCurrency', (select coalesce(json_agg(json_build_object('currency', currency,
        'amountCents', collected_cents) order by currency), '[]') from money where collected_cents <> 0),
    'pendingByCurrency', (select coalesce(json_agg(json_build_object('currency', currency,
        'amountCents', outstanding_cents) order by currency), '[]') from money where outstanding_cents <> 0)),
  'bookings', (select json_build_object(
      'total', coalesce(sum(total) filter (where status <> 'cancelled'), 0),
      'confirmed', coalesce(sum(total) filter (where status = 'confirmed'), 0),
      'pending', coalesce(sum(total) filter (where status = 'pending'), 0))
    from booking_status_count),
  'clients', json_build_object(
    'total', coalesce((select total from client_count), 0),
    -- Every client with bookings, less the few archived ones (the archived index holds only those).
    'withBookings', (select count(*) from client_stats where bookings_count > 0)
      - (select count(*) from clients c join client_stats s on s.client_id = c.id
          where c.archived_at is not null and s.bookings_count > 0)),
  'offers', (select json_build_object(
      'active', count(*) filter (where status = 'active'),
      'upcoming', count(*) filter (where status = 'upcoming'))
    from travel_packages where archived_at is null and end_date >= $2::date),
  'recentBookings', (select coalesce(json_agg(r order by r."bookingDate" desc, r.id desc), '[]') from (
      select b.id, b.number, c.name as "clientName", coalesce(p.title, tr.title) as title, b.participants,
        b.status, b.booking_date as "bookingDate"
      from bookings b
      left join clients c on c.id = b.client_id
      left join travel_packages p on p.id = b.package_id
      left join trips tr on tr.id = b.trip_id
      order by b.booking_date desc, b.id desc limit ${RECENT_BOOKINGS_LIMIT}) r),
  'topDestinations', (select coalesce(json_agg(d order by d.bookings desc, d.destination), '[]') from (
      select p.destination, sum(k.bookings)::bigint as bookings
      from dashboard_package_bookings k join travel_packages p on p.id = k.package_id
      where k.bookings > 0
      group by p.destination order by bookings desc, p.destination limit ${TOP_DESTINATIONS_LIMIT}) d),
  'upcomingTravels', (select coalesce(json_agg(u order by u."travelDate", u.id), '[]') from (
      select b.id, c.name as "clientName", p.destination, b.travel_date as "travelDate"
      from bookings b
      left join clients c on c.id = b.client_id
      left join travel_packages p on p.id = b.package_id
      where b.status in ('pending', 'confirmed') and b.travel_date > $2::date
      order by b.travel_date, b.id limit ${UPCOMING_TRAVELS_LIMIT}) u),
  'topClients', (select coalesce(json_agg(t order by t."totalSpentCents" desc, t.id), '[]') from (
      select c.id, c.name, coalesce(s.bookings_count, 0) as "bookingsCount",
        r.collected_base_cents as "totalSpentCents"
      from dashboard_client_revenue r
      join clients c on c.id = r.client_id
      left join client_stats s on s.client_id = r.client_id
      where r.base_currency = $1 and r.collected_base_cents > 0
      order by r.collected_base_cents desc, r.client_id limit ${TOP_CLIENTS_LIMIT}) t)
) as overview`;

type OverviewRow = Omit<DashboardOverview, "baseCurrency" | "upcomingTravels"> & {
  upcomingTravels: Omit<DashboardOverview["upcomingTravels"][number], "daysRemaining">[];
};

/** The cards and the Overview lists in one round trip; days remaining counted from `today` (the agency's). */
export async function readOverview(
  database: Database,
  baseCurrency: DashboardOverview["baseCurrency"],
  today: string,
): Promise<DashboardOverview> {
  const [row] = await database.prepared<{ overview: OverviewRow }>({
    name: "dashboard.overview",
    text: OVERVIEW,
    values: [baseCurrency, today],
  });
  if (!row) throw new Error("the overview statement answered no row");
  const { upcomingTravels, ...overview } = row.overview;
  return {
    baseCurrency,
    ...overview,
    upcomingTravels: upcomingTravels.map((travel) => ({
      ...travel,
      daysRemaining: daysBetween(today, travel.travelDate),
    })),
  };
}
