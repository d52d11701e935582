import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Booking, bookingListQuerySchema, bookingSchema } from "#domain/bookings/booking.schema";
import { derivePaymentStatus } from "#domain/bookings/payment-status";
import { pageOf } from "#domain/pagination.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { clients } from "../../db/schema/clients";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { CLIENT, pinned, queryOf } from "../../test/pinned-statements";
import { issues, makeTrip } from "../../test/trip-fixtures";
import { bookingListStatement } from "./booking-list.query";
import { paymentStatusSql } from "./booking-payments";

const { t, cast, call } = withCastApp();
const made: Record<string, Booking> = {};
let zedClient: string;
let lisbon: string;

const page = pageOf(bookingSchema);

async function list(query: string, session = cast.agent) {
  const res = await call(session, "GET", `/api/bookings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

const refs = (bookings: Booking[]) => bookings.map((b) => b.reference);

beforeAll(async () => {
  const [zed] = await t.database.db
    .insert(clients)
    .values({ name: "Zoë Ångström Reisen", email: "zoe@reisen.example" })
    .returning({ id: clients.id });
  zedClient = zed!.id;
  const ana = await makeClientPassenger(t, cast.clientA.clientId);
  const ben = await makeClientPassenger(t, cast.clientA.clientId);
  const zoe = await makeClientPassenger(t, zedClient);
  lisbon = await makePackage(t, {
    title: "Lisbon Lights",
    destination: "Lisbon, Portugal",
    priceCents: 30_000,
    startDate: "2099-05-01",
    endDate: "2099-12-31",
  });
  const safari = await makePackage(t, {
    title: "Serengeti Safari",
    destination: "Arusha, Tanzania",
    priceCents: 90_000,
    startDate: "2099-01-01",
    endDate: "2099-12-31",
  });
  const rome = await makeTrip(t, cast.clientA.clientId, "Roman Holiday");
  const specs: [string, Record<string, unknown>][] = [
    [
      "a",
      {
        clientId: cast.clientA.clientId,
        packageId: lisbon,
        participantIds: [ana],
        travelDate: "2099-06-01",
        bookingDate: "2026-01-05",
      },
    ],
    [
      "b",
      {
        clientId: cast.clientA.clientId,
        packageId: lisbon,
        participantIds: [ana, ben],
        travelDate: "2099-07-01",
        bookingDate: "2026-01-03",
      },
    ],
    [
      "c",
      {
        clientId: zedClient,
        packageId: safari,
        participantIds: [zoe],
        travelDate: "2099-02-01",
        bookingDate: "2026-01-04",
      },
    ],
    [
      "d",
      {
        clientId: cast.clientA.clientId,
        tripId: rome,
        participantIds: [ben],
        totalCents: 30_000,
        travelDate: "2099-03-01",
        bookingDate: "2026-01-04",
      },
    ],
  ];
  for (const [key, body] of specs) {
    const res = await call(cast.agent, "POST", "/api/bookings", body);
    expect(res.statusCode, res.body).toBe(201);
    made[key] = res.json();
  }
  await call(cast.agent, "POST", `/api/bookings/${made.b!.id}/confirm`);
  await call(cast.agent, "POST", `/api/bookings/${made.c!.id}/cancel`, { reason: "Visa refused" });
});

describe("the bookings list", () => {
  it("answers newest booking date first by default, ties broken by id, with the total", async () => {
    const result = await list("");
    expect(result.total).toBe(4);
    const [d, c] = [made.d!, made.c!].sort((x, y) => (x.id < y.id ? 1 : -1));
    expect(refs(result.items)).toEqual([made.a!.reference, d!.reference, c!.reference, made.b!.reference]);
    expect(result.items.find((b) => b.id === made.b!.id)).toMatchObject({
      status: "confirmed",
      clientName: "Alpha Travellers",
      packageTitle: "Lisbon Lights",
      destination: "Lisbon, Portugal",
      participants: 2,
      totalCents: 60_000,
      paymentStatus: "awaiting_payment",
    });
  });

  it("answers a list item exactly as a read of the booking does", async () => {
    const result = await list(`clientId=${zedClient}`);
    const {
      travellers: _,
      history: __,
      ...read
    } = (await call(cast.agent, "GET", `/api/bookings/${made.c!.id}`)).json();
    expect(result.items).toEqual([read]);
  });

  it.each([
    ["sort=travelDate&order=asc", ["c", "d", "a", "b"]],
    ["sort=travelDate&order=desc", ["b", "a", "d", "c"]],
    ["sort=total&order=desc", ["c", "b", "a|d", "a|d"]],
  ])("sorts: %s", async (query, order) => {
    const result = await list(query);
    const expected = order.map((key) => key.split("|"));
    result.items.forEach((item, index) => {
      expect(expected[index]!.map((key) => made[key]!.id)).toContain(item.id);
    });
    if (query.startsWith("sort=total")) {
      // Equal totals follow their ids in the same direction.
      const tied = result.items.slice(2).map((b) => b.id);
      expect(tied).toEqual([...tied].sort().reverse());
    }
  });

  it.each([
    ["search=lisbon", ["a", "b"]],
    ["search=portugal", ["a", "b"]],
    ["search=tanzania", ["c"]],
    ["search=zoe angstrom", ["c"]],
    ["search=REISEN", ["c"]],
    ["search=alpha", ["a", "b", "d"]],
    // Short words match at a word's start only: "al" is Alpha, not Portug-al.
    ["search=al", ["a", "b", "d"]],
    ["search=roman", ["d"]],
    ["search=alpha lights", ["a", "b"]],
    ["search=nowhere", []],
    ["status=confirmed", ["b"]],
    ["status=cancelled", ["c"]],
    // A status's total is trigger-kept: confirming b and cancelling c moved them out of pending.
    ["status=pending", ["a", "d"]],
    ["status=completed", []],
    // c is cancelled with nothing paid: it awaits no payment (no badge, and the dashboard does not count it).
    ["paymentStatus=awaiting_payment", ["a", "b", "d"]],
    ["paymentStatus=paid", []],
    ["paymentStatus=partially_paid", []],
    ["travelFrom=2099-03-01&travelTo=2099-06-30", ["a", "d"]],
    ["travelFrom=2099-06-15", ["b"]],
    ["travelTo=2099-02-01", ["c"]],
    [`packageId=${"LISBON"}`, ["a", "b"]],
    ["status=pending&search=alpha", ["a", "d"]],
  ])("finds %s", async (query, keys) => {
    const result = await list(query.replace("LISBON", lisbon));
    expect(result.items.map((b) => b.id).sort()).toEqual(keys.map((key) => made[key]!.id).sort());
    expect(result.total).toBe(keys.length);
  });

  it("finds a booking by its reference", async () => {
    for (const form of [made.d!.reference, made.d!.reference.toLowerCase(), String(made.d!.number)]) {
      const result = await list(`search=${encodeURIComponent(form)}`);
      expect(
        result.items.map((b) => b.id),
        form,
      ).toEqual([made.d!.id]);
    }
  });

  it("filters by client and by trip", async () => {
    expect((await list(`clientId=${zedClient}`)).items.map((b) => b.id)).toEqual([made.c!.id]);
    expect((await list(`tripId=${made.d!.tripId}`)).items.map((b) => b.id)).toEqual([made.d!.id]);
  });

  it("pages, and a page past the end still says how many there are", async () => {
    const first = await list("pageSize=3");
    const second = await list("pageSize=3&page=2");
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((b) => b.id)).size).toBe(4);
    expect(await list("page=9")).toEqual({ items: [], total: 4 });
    expect(await list("page=9&search=alpha")).toEqual({ items: [], total: 3 });
  });

  it("shows a client user their own client's bookings only, whatever they filter on", async () => {
    const own = await list("", cast.clientA);
    expect(own.items.map((b) => b.id).sort()).toEqual([made.a!.id, made.b!.id, made.d!.id].sort());
    expect((await list(`clientId=${zedClient}`, cast.clientA)).total).toBe(0);
    expect((await list("search=tanzania", cast.clientA)).total).toBe(0);
    expect((await list("", cast.clientB)).total).toBe(0);
  });

  it.each([
    ["sort=price", "query.sort"],
    ["order=sideways", "query.order"],
    ["status=lost", "query.status"],
    ["paymentStatus=free", "query.paymentStatus"],
    ["travelFrom=2099-02-30", "query.travelFrom"],
    ["travelFrom=2099-06-01&travelTo=2099-05-01", "query.travelTo"],
    ["clientId=nope", "query.clientId"],
  ])("refuses %s naming %s", async (query, field) => {
    const res = await call(cast.agent, "GET", `/api/bookings?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual([field]);
  });
});

describe("paymentStatusSql", () => {
  it("derives exactly what derivePaymentStatus does", async () => {
    const cases = [
      [0, 0],
      [0, 100],
      [100, 0],
      [100, 1],
      [100, 99],
      [100, 100],
      [100, 250],
      [1, 1],
      [100, -5],
      [9_999_999_999, 9_999_999_998],
    ];
    for (const [invoiced, paid] of cases) {
      const result = (await t.database.db.execute(
        sql.raw(`select ${paymentStatusSql(`${invoiced}::bigint`, `${paid}::bigint`)} as status`),
      )) as unknown as { rows: { status: string }[] };
      expect(result.rows[0]!.status, `${invoiced}, ${paid}`).toBe(
        derivePaymentStatus({ invoicedCents: invoiced!, paidCents: paid! }),
      );
    }
  });
});

const query = queryOf(bookingListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the bookings list's statement", () => {
  it("walks the sort index beside the trigger-kept count, or the status's kept count", () => {
    expect(pinned(bookingListStatement(staffScope("u"), query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.id, k.number, k.client_id as "clientId", c.name as "clientName", k.package_id as "packageId", p.title as "packageTitle", k.trip_id as "tripId", tr.title as "tripTitle", p.destination, k.participants, k.booking_date::text as "bookingDate", k.travel_date::text as "travelDate", k.status, k.cancel_reason as "cancelReason", k.unit_price_cents::text as "unitPriceCents", k.discount_percent as "discountPercent", k.total_cents::text as "totalCents", k.currency, k.total_adjustment_reason as "totalAdjustmentReason", k.notes, to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "invoicedCents", ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "paidCents"
      from (select total::int as total
      from booking_count) t
      left join lateral (select b.*
      from bookings b
      order by b.booking_date desc, b.id desc limit $1 offset $2) k on true
      left join clients c on c.id = k.client_id
      left join travel_packages p on p.id = k.package_id
      left join trips tr on tr.id = k.trip_id
      order by k.booking_date desc, k.id desc",
        "values": [
          25,
          0,
        ],
      }
    `);
    expect(
      pinned(bookingListStatement(staffScope("u"), query({ status: "pending" }))),
    ).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.id, k.number, k.client_id as "clientId", c.name as "clientName", k.package_id as "packageId", p.title as "packageTitle", k.trip_id as "tripId", tr.title as "tripTitle", p.destination, k.participants, k.booking_date::text as "bookingDate", k.travel_date::text as "travelDate", k.status, k.cancel_reason as "cancelReason", k.unit_price_cents::text as "unitPriceCents", k.discount_percent as "discountPercent", k.total_cents::text as "totalCents", k.currency, k.total_adjustment_reason as "totalAdjustmentReason", k.notes, to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "invoicedCents", ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "paidCents"
      from (select coalesce((select total::int
      from booking_status_count
      where status = $3), 0) as total) t
      left join lateral (select b.*
      from bookings b
      where b.status = $3
      order by b.booking_date desc, b.id desc limit $1 offset $2) k on true
      left join clients c on c.id = k.client_id
      left join travel_packages p on p.id = k.package_id
      left join trips tr on tr.id = k.trip_id
      order by k.booking_date desc, k.id desc",
        "values": [
          25,
          0,
          "pending",
        ],
      }
    `);
  });

  it("gathers a client's search matches once, then counts, sorts and pages them", () => {
    const search = query({
      search: "al lisbon",
      paymentStatus: "paid",
      travelFrom: "2099-01-01",
      sort: "total",
    });
    expect(pinned(bookingListStatement(clientUserScope("u", CLIENT), search))).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select b.id, b.booking_date, b.travel_date, b.total_cents
      from bookings b
      where b.id in (select id
      from bookings
      where client_id in (select id
      from clients
      where search_text ~ $3)
      union all select id
      from bookings
      where package_id in (select id
      from travel_packages
      where search_text ~ $3)
      union all select id
      from bookings
      where trip_id in (select id
      from trips
      where title ~* $3)
      union all select id
      from bookings
      where number = $4::int) and (b.client_id in (select id
      from clients
      where search_text like $5) or b.package_id in (select id
      from travel_packages
      where search_text like $5) or b.trip_id in (select id
      from trips
      where title ilike $5) or b.number = $6::int) and b.client_id = $7::uuid and ((case when ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = b.id and bi.status <> 'cancelled')) <= 0 or ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = b.id and bi.status <> 'cancelled')) <= 0 then 'awaiting_payment' when ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = b.id and bi.status <> 'cancelled')) >= ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = b.id and bi.status <> 'cancelled')) then 'paid' else 'partially_paid' end) = $8 and (b.status <> 'cancelled' or $8 <> 'awaiting_payment')) and b.travel_date >= $9::date) select t.total, k.id, k.number, k.client_id as "clientId", c.name as "clientName", k.package_id as "packageId", p.title as "packageTitle", k.trip_id as "tripId", tr.title as "tripTitle", p.destination, k.participants, k.booking_date::text as "bookingDate", k.travel_date::text as "travelDate", k.status, k.cancel_reason as "cancelReason", k.unit_price_cents::text as "unitPriceCents", k.discount_percent as "discountPercent", k.total_cents::text as "totalCents", k.currency, k.total_adjustment_reason as "totalAdjustmentReason", k.notes, to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "invoicedCents", ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "paidCents"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.total_cents desc, m.id desc limit $1 offset $2) km on true
      left join bookings k on k.id = km.id
      left join clients c on c.id = k.client_id
      left join travel_packages p on p.id = k.package_id
      left join trips tr on tr.id = k.trip_id
      order by km.total_cents desc, km.id desc",
        "values": [
          25,
          0,
          "(^| )al",
          null,
          "%lisbon%",
          null,
          "11111111-1111-4111-8111-111111111111",
          "paid",
          "2099-01-01",
        ],
      }
    `);
  });

  it("counts what the filters keep, and a user of no client sees nothing", () => {
    const filtered = query({ status: "pending", tripId: CLIENT, order: "asc", sort: "travelDate" });
    expect(pinned(bookingListStatement(clientUserScope("u", null), filtered))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.id, k.number, k.client_id as "clientId", c.name as "clientName", k.package_id as "packageId", p.title as "packageTitle", k.trip_id as "tripId", tr.title as "tripTitle", p.destination, k.participants, k.booking_date::text as "bookingDate", k.travel_date::text as "travelDate", k.status, k.cancel_reason as "cancelReason", k.unit_price_cents::text as "unitPriceCents", k.discount_percent as "discountPercent", k.total_cents::text as "totalCents", k.currency, k.total_adjustment_reason as "totalAdjustmentReason", k.notes, to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, ((select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "invoicedCents", ((select coalesce(sum(bi.paid_cents), 0)::bigint
      from invoices bi
      where bi.booking_id = k.id and bi.status <> 'cancelled'))::text as "paidCents"
      from (select count(*)::int as total
      from bookings b
      where false and b.status = $3 and b.trip_id = $4::uuid) t
      left join lateral (select b.*
      from bookings b
      where false and b.status = $3 and b.trip_id = $4::uuid
      order by b.travel_date asc, b.id asc limit $1 offset $2) k on true
      left join clients c on c.id = k.client_id
      left join travel_packages p on p.id = k.package_id
      left join trips tr on tr.id = k.trip_id
      order by k.travel_date asc, k.id asc",
        "values": [
          25,
          0,
          "pending",
          "11111111-1111-4111-8111-111111111111",
        ],
      }
    `);
  });
});
