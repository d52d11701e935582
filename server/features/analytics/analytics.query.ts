import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsRange } from "#domain/analytics/analytics-range";
import type { AnalyticsRows } from "#domain/analytics/analytics-shape";
import { TOP_DESTINATIONS_LIMIT } from "#domain/analytics/analytics-values";
import type { Currency } from "#domain/currency";
import type { DbOrTx } from "../../db/client";
import { rows } from "../../kernel/rows";

type Row = {
  revenue: AnalyticsRows["revenue"];
  bookings: AnalyticsRows["bookings"];
  destinations: AnalyticsRows["destinations"];
  agents: AnalyticsRows["agents"];
  funnel: AnalyticsRows["funnel"];
  lead_time: AnalyticsRows["leadTime"];
};

/**
 * Every figure of the Analytics tab in one statement (one round trip), each part a JSON column, read from the
 * summaries triggers keep (migration 0032) rather than from the millions of records behind them:
 * - revenue: completed payments dated in the range, refunds (negative) included, per month and currency, as
 *   paid and in the base currency at each payment's locked rate (payments locked to another base are left out);
 * - bookings: bookings dated in the range per month and current status;
 * - destinations: the range's bookings (cancelled left out) and the range's revenue on their invoices, by the
 *   package's destination or the trip's (migration 0035); a trip without one (no segment says where it goes) is left
 *   out, never drawn as an 'Unknown' bar;
 * - agents: each staff user's trips created in the range, bookings entered in it, revenue on invoices issued;
 * - funnel: trip offers created in the range and not drafts → accepted → their trip invoiced after the offer
 *   (not cancelled) → such an invoice paid in full;
 * - lead time: days from booking to travel over the range's bookings, cancelled left out.
 * A summary group counts the records in it: one whose count is 0 in the range is left out, as a scan of the
 * records would leave it out. Months and statuses without rows are absent: the shaping fills them in.
 */
export function analyticsStatement(range: AnalyticsRange, baseCurrency: Currency): SQL {
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  // The whole months inside the range, [firstMonth, afterMonths): read from month rows, the other days from day rows.
  const firstMonth = sql`(date_trunc('month', ${from} - 1) + interval '1 month')::date`;
  const afterMonths = sql`date_trunc('month', ${to} + 1)::date`;
  const inRange = (table: string, where: SQL = sql`true`) => sql`(
    select * from ${sql.raw(table)} s
      where s.month and s.period >= ${firstMonth} and s.period < ${afterMonths} and ${where}
    union all
    select * from ${sql.raw(table)} s
      where not s.month and s.period >= ${from} and s.period <= ${to}
        and (s.period < ${firstMonth} or s.period >= ${afterMonths}) and ${where})`;
  const base = sql`s.base_currency = ${baseCurrency}`;
  const placed = sql`s.destination is not null`;
  return sql`
    with revenue_month as (
      select to_char(s.period, 'YYYY-MM') as month, s.currency, sum(s.amount_cents) as amount,
        sum(s.base_amount_cents) as base
      from ${inRange("analytics_revenue", base)} s
      group by 1, 2 having sum(s.payments) > 0
    ),
    bookings_month as materialized (
      select to_char(s.period, 'YYYY-MM') as month, s.status, sum(s.bookings) as n, sum(s.lead_days) as lead_days
      from ${inRange("analytics_bookings")} s
      group by 1, 2 having sum(s.bookings) > 0
    ),
    issuers as (
      select s.issuer_id, sum(s.base_amount_cents) as base
      from ${inRange("analytics_issuer_revenue", base)} s
      group by 1 having sum(s.payments) > 0
    ),
    creators as (
      select s.creator_id, sum(s.bookings) as n
      from ${inRange("analytics_creator_bookings")} s
      group by 1 having sum(s.bookings) > 0
    ),
    destinations as (
      select s.destination, sum(s.kept) as kept, 0 as base
      from ${inRange("analytics_destination_bookings", placed)} s
      group by 1 having sum(s.bookings) > 0
      union all
      select s.destination, 0, sum(s.base_amount_cents)
      from ${inRange("analytics_destination_revenue", sql`${base} and ${placed}`)} s
      group by 1 having sum(s.payments) > 0
    )
    select
      (select coalesce(json_agg(json_build_object(
          'month', r.month, 'currency', r.currency, 'amountCents', r.amount, 'baseAmountCents', r.base)), '[]'::json)
        from revenue_month r) as revenue,
      (select coalesce(json_agg(json_build_object('month', b.month, 'status', b.status, 'count', b.n)), '[]'::json)
        from bookings_month b) as bookings,
      (select coalesce(json_agg(json_build_object(
          'destination', d.destination, 'bookings', d.bookings, 'revenueBaseCents', d.revenue)), '[]'::json)
        from (select u.destination, sum(u.kept) as bookings, sum(u.base) as revenue
          from destinations u
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
          left join creators c on c.creator_id = u.id
          left join issuers r on r.issuer_id = u.id
          -- Staff only; someone banned since is listed while they have figures in the range.
          where u.role in ('admin', 'agent')
            and (u.banned is not true or t.n is not null or c.n is not null or r.base is not null)) a) as agents,
      (select json_build_object(
          'sent', count(*),
          'accepted', count(*) filter (where o.status = 'accepted'),
          'invoiced', count(*) filter (where f.invoiced),
          'paid', count(*) filter (where f.paid))
        from trip_offers o
        -- One probe of the trip's invoices per accepted offer answers both steps; other offers skip it.
        left join lateral (
          select bool_or(i.status <> 'cancelled') as invoiced, bool_or(i.status = 'paid') as paid
          from invoices i
          where o.status = 'accepted' and i.trip_id = o.trip_id and i.created_at >= o.created_at) f on true
        where o.status <> 'draft' and o.created_at >= ${from} and o.created_at < ${to} + 1) as funnel,
      (select json_build_object('bookings', coalesce(sum(n), 0), 'totalDays', coalesce(sum(lead_days), 0))
        from bookings_month where status <> 'cancelled') as lead_time
  `;
}

/** Runs the statement above: one round trip, one row. */
export async function readAnalyticsRows(
  db: DbOrTx,
  range: AnalyticsRange,
  baseCurrency: Currency,
): Promise<AnalyticsRows> {
  const [row] = await rows<Row>(db, analyticsStatement(range, baseCurrency));
  if (!row) throw new Error("the analytics statement answered no row");
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
