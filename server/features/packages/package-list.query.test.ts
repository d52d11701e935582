import { describe, expect, it } from "vitest";
import { packageListQuerySchema } from "#domain/packages/package.schema";
import { pinned, queryOf } from "../../test/pinned-statements";
import { packageListStatement } from "./package-list.query";

const TODAY = "2026-01-15";
const BASE = "EUR";
const query = queryOf(packageListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the packages list's statement", () => {
  it("walks staff's catalogue by a sort index, with today only to pick the day's rates", () => {
    expect(pinned(packageListStatement(true, query({}), TODAY, BASE))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.title, p.destination, p.description, p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays", p.start_date::text as "startDate", p.end_date::text as "endDate", p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category, p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName", p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt", round(p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end))::float8 as "basePriceCents", (select coalesce(sum(held.participants), 0)::int
      from bookings held
      where held.package_id = p.id and held.status in ('pending', 'confirmed')) as "bookedPlaces"
      from (select count(*)::int as total
      from travel_packages p
      where p.archived_at is null) t
      left join lateral (select p.id, p.start_date
      from travel_packages p
      where p.archived_at is null
      order by p.start_date asc, p.id asc limit $1 offset $2) k on true
      left join travel_packages p on p.id = k.id
      order by k.start_date asc, k.id asc",
        "values": [
          25,
          0,
          "2026-01-15",
          "EUR",
        ],
      }
    `);
  });

  it("shows a client what is on sale or coming by its effective status, by the price in the base currency", () => {
    const filtered = query({ status: "expired", sort: "price", order: "desc" });
    expect(pinned(packageListStatement(false, filtered, TODAY, BASE))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.title, p.destination, p.description, p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays", p.start_date::text as "startDate", p.end_date::text as "endDate", p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category, p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName", p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt", round(p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end))::float8 as "basePriceCents", (select coalesce(sum(held.participants), 0)::int
      from bookings held
      where held.package_id = p.id and held.status in ('pending', 'confirmed')) as "bookedPlaces"
      from (select count(*)::int as total
      from travel_packages p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and (p.status = 'expired' or p.end_date < $3::date)) t
      left join lateral (select p.id, p.base_price_cents, p.price_cents
      from (select p.*, p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end) as base_price_cents
      from ((select p.*
      from travel_packages p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and (p.status = 'expired' or p.end_date < $3::date) and p.currency = 'EUR'
      order by p.price_cents desc, p.id desc limit $1::bigint + $2::bigint)
      union all (select p.*
      from travel_packages p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and (p.status = 'expired' or p.end_date < $3::date) and p.currency = 'USD'
      order by p.price_cents desc, p.id desc limit $1::bigint + $2::bigint)
      union all (select p.*
      from travel_packages p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and (p.status = 'expired' or p.end_date < $3::date) and p.currency = 'GBP'
      order by p.price_cents desc, p.id desc limit $1::bigint + $2::bigint)) p) p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and (p.status = 'expired' or p.end_date < $3::date)
      order by p.base_price_cents desc nulls last, p.price_cents desc, p.id desc limit $1 offset $2) k on true
      left join travel_packages p on p.id = k.id
      order by k.base_price_cents desc nulls last, k.price_cents desc, k.id desc",
        "values": [
          25,
          0,
          "2026-01-15",
          "EUR",
        ],
      }
    `);
  });

  it("gathers search matches once, then counts, sorts and pages them", () => {
    const search = query({ search: "li lisbon", bookable: "true", sort: "title" });
    expect(pinned(packageListStatement(true, search, TODAY, BASE))).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select p.id, p.title
      from travel_packages p
      where p.archived_at is null and p.status in ('active', 'upcoming') and p.end_date >= $3::date and p.search_text ~ $5 and p.search_text like $6) select t.total, p.id, p.title, p.destination, p.description, p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays", p.start_date::text as "startDate", p.end_date::text as "endDate", p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category, p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName", p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt", round(p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end))::float8 as "basePriceCents", (select coalesce(sum(held.participants), 0)::int
      from bookings held
      where held.package_id = p.id and held.status in ('pending', 'confirmed')) as "bookedPlaces"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.title asc, m.id asc limit $1 offset $2) k on true
      left join travel_packages p on p.id = k.id
      order by k.title asc, k.id asc",
        "values": [
          25,
          0,
          "2026-01-15",
          "EUR",
          "(^| )li",
          "%lisbon%",
        ],
      }
    `);
  });

  it("sorts a search's matches by the price in the base currency, the unpriced last", () => {
    const search = query({ search: "lisbon", sort: "price" });
    expect(pinned(packageListStatement(true, search, TODAY, BASE))).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select p.id, p.base_price_cents, p.price_cents
      from (select p.*, p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end) as base_price_cents
      from travel_packages p) p
      where p.archived_at is null and p.search_text like $5) select t.total, p.id, p.title, p.destination, p.description, p.price_cents::float8 as "priceCents", p.currency, p.duration_days as "durationDays", p.start_date::text as "startDate", p.end_date::text as "endDate", p.included_services as "includedServices", p.max_participants as "maxParticipants", p.category, p.featured, p.discount_percent as "discountPercent", p.status, p.image_name as "imageName", p.archived_at as "archivedAt", p.created_at as "createdAt", p.version, p.updated_at as "updatedAt", round(p.price_cents * (case p.currency when 'EUR' then (case when $4::text = 'EUR' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'EUR' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'USD' then (case when $4::text = 'USD' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'USD' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) when 'GBP' then (case when $4::text = 'GBP' then 1::numeric else (select e.rate
      from exchange_rates e
      where e.currency = 'GBP' and e.rate_date <= $3::date
      order by e.rate_date desc limit 1) end) end))::float8 as "basePriceCents", (select coalesce(sum(held.participants), 0)::int
      from bookings held
      where held.package_id = p.id and held.status in ('pending', 'confirmed')) as "bookedPlaces"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.base_price_cents asc nulls last, m.price_cents asc, m.id asc limit $1 offset $2) k on true
      left join travel_packages p on p.id = k.id
      order by k.base_price_cents asc nulls last, k.price_cents asc, k.id asc",
        "values": [
          25,
          0,
          "2026-01-15",
          "EUR",
          "%lisbon%",
        ],
      }
    `);
  });
});
