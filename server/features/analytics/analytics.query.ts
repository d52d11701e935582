import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsRange } from "#domain/analytics/analytics-range";
import type { AnalyticsRows } from "#domain/analytics/analytics-shape";
import { TOP_DESTINATIONS_LIMIT, UNKNOWN_DESTINATION } from "#domain/analytics/analytics-values";
import type { Currency } from "#domain/currency";
import type { DbOrTx } from "../../db/client";

type Row = {
  revenue: AnalyticsRows["revenue"];
  bookings: AnalyticsRows["bookings"];
  destinations: AnalyticsRows["destinations"];
  agents: AnalyticsRows["agents"];
  funnel: AnalyticsRows["funnel"];
  lead_time: AnalyticsRows["leadTime"];
};

/**
 * Every figure of the Analytics tab in one statement (one round trip), each part a JSON column:
 * - revenue: completed payments dated in the range, refunds (negative) included, per month and currency, as
 *   paid and in the base currency at each payment's locked rate (payments locked to another base are left out);
 * - bookings: bookings dated in the range per month and current status;
 * - destinations: the range's bookings (cancelled left out) and the range's revenue on their invoices, by the
 *   package's destination ('Unknown' for trip bookings);
 * - agents: each staff user's trips created in the range, bookings entered in it, revenue on invoices issued;
 * - funnel: trip offers created in the range and not drafts → accepted → their trip invoiced after the offer
 *   (not cancelled) → such an invoice paid in full;
 * - lead time: days from booking to travel over the range's bookings, cancelled left out.
 * Each table is read once or twice and folded early into small groups (a day, a package, an issuer), so no
 * large intermediate result is kept. Months and statuses without rows are absent: the shaping fills them in.
 */
export function analyticsStatement(range: AnalyticsRange, baseCurrency: Currency): SQL {
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const paid = sql`p.status = 'completed' and p.base_currency = ${baseCurrency}
    and p.payment_date >= ${from} and p.payment_date <= ${to}`;
  const booked = sql`b.booking_date >= ${from} and b.booking_date <= ${to}`;
  return sql`
    with revenue_day as (
      select p.payment_date as day, p.currency, sum(p.amount_cents) as amount, sum(p.base_amount_cents) as base
      from payments p where ${paid}
      group by 1, 2
    ),
    -- The range's revenue by who issued the invoice, and whether it bills a booking and of which package.
    revenue_by as materialized (
      select i.created_by, i.booking_id is not null as booked, b.package_id, sum(p.base_amount_cents) as base
      from payments p
      join invoices i on i.id = p.invoice_id
      left join bookings b on b.id = i.booking_id
      where ${paid}
      group by 1, 2, 3
    ),
    bookings_day as materialized (
      select b.booking_date as day, b.status, count(*) as n, sum(b.travel_date - b.booking_date) as lead_days
      from bookings b where ${booked}
      group by 1, 2
    ),
    bookings_by as materialized (
      select b.created_by, b.package_id, count(*) as n, count(*) filter (where b.status <> 'cancelled') as kept
      from bookings b where ${booked}
      group by 1, 2
    )
    select
      (select coalesce(json_agg(json_build_object(
          'month', r.month, 'currency', r.currency, 'amountCents', r.amount, 'baseAmountCents', r.base)), '[]'::json)
        from (select to_char(day, 'YYYY-MM') as month, currency, sum(amount) as amount, sum(base) as base
          from revenue_day group by 1, 2) r) as revenue,
      (select coalesce(json_agg(json_build_object('month', s.month, 'status', s.status, 'count', s.n)), '[]'::json)
        from (select to_char(day, 'YYYY-MM') as month, status, sum(n) as n
          from bookings_day group by 1, 2) s) as bookings,
      (select coalesce(json_agg(json_build_object(
          'destination', d.destination, 'bookings', d.bookings, 'revenueBaseCents', d.revenue)), '[]'::json)
        from (select coalesce(pk.destination, ${UNKNOWN_DESTINATION}) as destination,
            sum(u.kept) as bookings, sum(u.base) as revenue
          from (
            select package_id, sum(kept) as kept, 0 as base from bookings_by group by 1
            union all
            select package_id, 0, sum(base) from revenue_by where booked group by 1
          ) u
          left join travel_packages pk on pk.id = u.package_id
          group by 1
          order by bookings desc, revenue desc, destination
          limit ${TOP_DESTINATIONS_LIMIT}) d) as destinations,
      (select coalesce(json_agg(json_build_object(
          'userId', a.id, 'name', a.name, 'tripsOwned', a.trips, 'bookingsCreated', a.bookings,
          'revenueBaseCents', a.revenue)), '[]'::json)
        from (select u.id, u.name, coalesce(t.n, 0) as trips, coalesce(c.n, 0) as bookings,
            coalesce(r.base, 0) as revenue
          from "user" u
          left join (select owner_id, count(*) as n from trips
              where created_at >= ${from} and created_at < ${to} + 1 group by owner_id) t on t.owner_id = u.id
          left join (select created_by, sum(n) as n from bookings_by group by created_by) c on c.created_by = u.id
          left join (select created_by, sum(base) as base from revenue_by group by created_by) r
            on r.created_by = u.id
          -- Staff only; someone banned since is listed while they have figures in the range.
          where u.role in ('admin', 'agent')
            and (u.banned is not true or t.n is not null or c.n is not null or r.base is not null)) a) as agents,
      (select json_build_object(
          'sent', count(*),
          'accepted', count(*) filter (where o.status = 'accepted'),
          'invoiced', count(*) filter (where o.status = 'accepted' and exists (
            select 1 from invoices i
            where i.trip_id = o.trip_id and i.status <> 'cancelled' and i.created_at >= o.created_at)),
          'paid', count(*) filter (where o.status = 'accepted' and exists (
            select 1 from invoices i
            where i.trip_id = o.trip_id and i.status = 'paid' and i.created_at >= o.created_at)))
        from trip_offers o
        where o.status <> 'draft' and o.created_at >= ${from} and o.created_at < ${to} + 1) as funnel,
      (select json_build_object('bookings', coalesce(sum(n), 0), 'totalDays', coalesce(sum(lead_days), 0))
        from bookings_day where status <> 'cancelled') as lead_time
  `;
}

/** Runs the statement above: one round trip, one row. */
export async function readAnalyticsRows(
  db: DbOrTx,
  range: AnalyticsRange,
  baseCurrency: Currency,
): Promise<AnalyticsRows> {
  const result = (await db.execute(analyticsStatement(range, baseCurrency))) as unknown as { rows: Row[] };
  const row = result.rows[0]!;
  return {
    revenue: row.revenue.map((r) => ({
      ...r,
      amountCents: Number(r.amountCents),
      baseAmountCents: Number(r.baseAmountCents),
    })),
    bookings: row.bookings.map((r) => ({ ...r, count: Number(r.count) })),
    destinations: row.destinations.map((r) => ({
      ...r,
      bookings: Number(r.bookings),
      revenueBaseCents: Number(r.revenueBaseCents),
    })),
    agents: row.agents.map((r) => ({
      ...r,
      tripsOwned: Number(r.tripsOwned),
      bookingsCreated: Number(r.bookingsCreated),
      revenueBaseCents: Number(r.revenueBaseCents),
    })),
    funnel: {
      sent: Number(row.funnel.sent),
      accepted: Number(row.funnel.accepted),
      invoiced: Number(row.funnel.invoiced),
      paid: Number(row.funnel.paid),
    },
    leadTime: { bookings: Number(row.lead_time.bookings), totalDays: Number(row.lead_time.totalDays) },
  };
}
