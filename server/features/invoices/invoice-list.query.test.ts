import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Invoice,
  type InvoiceList,
  invoiceListQuerySchema,
  invoiceListSchema,
} from "#domain/invoices/invoice.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { clients } from "../../db/schema/clients";
import { invoices } from "../../db/schema/invoices";
import { withCastApp } from "../../test/cast-app";
import { CLIENT, pinned, queryOf } from "../../test/pinned-statements";
import { issues, makeTrip } from "../../test/trip-fixtures";
import { issueInvoice, line, recordPayment, setRate } from "./invoice-fixtures";
import { invoiceListStatement } from "./invoice-list.query";

const { t, cast, call } = withCastApp();
const made: Record<string, Invoice> = {};
let zedClient: string;
let romeTrip: string;

async function list(query: string, session = cast.agent): Promise<InvoiceList> {
  const res = await call(session, "GET", `/api/invoices?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return invoiceListSchema.parse(res.json());
}

const keysOf = (result: InvoiceList) =>
  result.items.map((item) => Object.entries(made).find(([, i]) => i.id === item.id)?.[0] ?? item.number);

beforeAll(async () => {
  const [zed] = await t.database.db
    .insert(clients)
    .values({ name: "Zoë Ångström Reisen", email: "zoe@reisen.example" })
    .returning({ id: clients.id });
  zedClient = zed!.id;
  romeTrip = await makeTrip(t, cast.clientA.clientId, "Roman Holiday");
  await setRate(t, "USD", "2020-01-01", "0.9000000000");
  await setRate(t, "GBP", "2020-01-01", "1.1500000000");
  const specs: [string, Record<string, unknown>][] = [
    // a: Alpha, EUR 100.00, due later, half paid
    [
      "a",
      { clientId: cast.clientA.clientId, tripId: romeTrip, dueDate: "2099-03-01", lines: [line(10_000)] },
    ],
    // b: Alpha, USD 200.00, past due, unpaid → overdue
    [
      "b",
      {
        clientId: cast.clientA.clientId,
        currency: "USD",
        issueDate: "2026-01-05",
        dueDate: "2026-02-01",
        lines: [line(20_000)],
      },
    ],
    // c: Zed, GBP 50.00 + 20 % tax = 60.00, paid in full
    [
      "c",
      {
        clientId: zedClient,
        currency: "GBP",
        dueDate: "2099-05-01",
        lines: [line(5_000, { taxRateBasisPoints: 2_000 })],
      },
    ],
    // d: Beta, EUR 300.00, cancelled
    ["d", { clientId: cast.clientB.clientId, dueDate: "2099-01-15", lines: [line(30_000)] }],
    // e: Zed, EUR 40.00, unpaid, due later
    ["e", { clientId: zedClient, dueDate: "2099-04-01", lines: [line(1_000, { quantity: 4 })] }],
  ];
  for (const [key, body] of specs) made[key] = await issueInvoice(call, cast.agent, body);
  await recordPayment(t, cast.agent, made.a!.id, 5_000);
  await recordPayment(t, cast.agent, made.c!.id, 6_000);
  const cancel = await call(cast.admin, "POST", `/api/invoices/${made.d!.id}/cancel`, {
    reason: "Duplicate",
  });
  expect(cancel.statusCode).toBe(200);
  // b was stored overdue when issued; pretend the job has not run yet: reads still say overdue.
  await t.database.db.update(invoices).set({ status: "unpaid" }).where(eq(invoices.id, made.b!.id));
});

describe("the invoices list", () => {
  it("answers items with derived statuses, the total, and sums per currency and in the base currency", async () => {
    const result = await list("sort=number&order=asc");
    expect(keysOf(result)).toEqual(
      ["a", "b", "c", "d", "e"].sort((x, y) => made[x]!.number.localeCompare(made[y]!.number)),
    );
    expect(result.total).toBe(5);
    const byKey = Object.fromEntries(
      result.items.map((item) => [keysOf({ ...result, items: [item] })[0], item]),
    );
    expect(byKey.a).toMatchObject({
      status: "partially_paid",
      amountCents: 10_000,
      paidCents: 5_000,
      balanceCents: 5_000,
      clientName: "Alpha Travellers",
      tripId: romeTrip,
    });
    expect(byKey.b).toMatchObject({
      status: "overdue",
      currency: "USD",
      balanceCents: 20_000,
      dueDate: "2026-02-01",
    });
    expect(byKey.c).toMatchObject({ status: "paid", currency: "GBP", amountCents: 6_000, balanceCents: 0 });
    expect(byKey.d).toMatchObject({ status: "cancelled", balanceCents: 0 });
    expect(byKey.e).toMatchObject({
      status: "unpaid",
      amountCents: 4_000,
      clientName: "Zoë Ångström Reisen",
    });
    expect(result.totals).toEqual([
      // d is cancelled: counted, but it owes and weighs nothing.
      { currency: "EUR", count: 3, amountCents: 14_000, paidCents: 5_000, balanceCents: 9_000 },
      { currency: "GBP", count: 1, amountCents: 6_000, paidCents: 6_000, balanceCents: 0 },
      { currency: "USD", count: 1, amountCents: 20_000, paidCents: 0, balanceCents: 20_000 },
    ]);
    expect(result.baseCurrency).toBe("EUR");
    // EUR 140.00 + GBP 60.00 × 1.15 + USD 200.00 × 0.9; owed: EUR 90.00 + USD 200.00 × 0.9
    expect(result.baseTotal).toEqual({ amountCents: 14_000 + 6_900 + 18_000, balanceCents: 9_000 + 18_000 });
  });

  it.each([
    ["status=overdue", ["b"]],
    ["status=unpaid", ["e"]],
    ["status=partially_paid", ["a"]],
    ["status=paid", ["c"]],
    ["status=cancelled", ["d"]],
    ["currency=EUR", ["a", "d", "e"]],
    ["currency=GBP", ["c"]],
    ["dueFrom=2099-03-01&dueTo=2099-04-30", ["a", "e"]],
    ["dueTo=2099-01-31", ["b", "d"]],
    ["dueFrom=2099-04-02", ["c"]],
    ["search=alpha", ["a", "b"]],
    ["search=zoe angstrom", ["c", "e"]],
    ["search=REISEN", ["c", "e"]],
    ["search=beta", ["d"]],
    ["search=nowhere", []],
    ["status=unpaid&search=zoe", ["e"]],
    ["currency=EUR&search=alpha", ["a"]],
  ])("finds %s", async (query, keys) => {
    const result = await list(query);
    expect(keysOf(result).sort()).toEqual([...keys].sort());
    expect(result.total).toBe(keys.length);
    expect(result.totals.reduce((n, t) => n + t.count, 0)).toBe(keys.length);
  });

  it("sums only the filtered set", async () => {
    const result = await list("currency=EUR");
    expect(result.totals).toEqual([
      { currency: "EUR", count: 3, amountCents: 14_000, paidCents: 5_000, balanceCents: 9_000 },
    ]);
    expect(result.baseTotal).toEqual({ amountCents: 14_000, balanceCents: 9_000 });
    expect((await list("search=nowhere")).baseTotal).toEqual({ amountCents: 0, balanceCents: 0 });
  });

  it("answers unfiltered and paid/cancelled sums from the trigger-kept totals, equal to a scan of the rows", async () => {
    // A due-date filter that keeps every invoice forces the scan; without it the kept totals answer.
    for (const status of ["", "status=paid&", "status=cancelled&"]) {
      const kept = await list(status);
      const scanned = await list(`${status}dueFrom=1900-01-01`);
      expect(kept.totals).toEqual(scanned.totals);
      expect(kept.baseTotal).toEqual(scanned.baseTotal);
      expect(kept.total).toBe(scanned.total);
    }
    // A change lands in the kept totals when it commits.
    const before = await list("");
    await recordPayment(t, cast.agent, made.e!.id, 1_000);
    const after = await list("");
    const eur = (l: InvoiceList) => l.totals.find((x) => x.currency === "EUR")!;
    expect(eur(after).paidCents - eur(before).paidCents).toBe(1_000);
    expect(eur(after).balanceCents - eur(before).balanceCents).toBe(-1_000);
    expect(after.totals).toEqual((await list("dueFrom=1900-01-01")).totals);
  });

  it("finds an invoice by its whole number, its number's start, or a part of it", async () => {
    const number = made.c!.number;
    expect(keysOf(await list(`search=${number}`))).toEqual(["c"]);
    expect(keysOf(await list(`search=${number.toLowerCase()}`))).toEqual(["c"]);
    // The series finds this month's four (b was issued in January).
    expect(keysOf(await list(`search=${number.slice(0, 10)}`)).sort()).toEqual(["a", "c", "d", "e"]);
    expect(keysOf(await list(`search=${number.slice(-4)}`))).toContain("c");
    expect(keysOf(await list("search=INV-202601"))).toEqual(["b"]);
  });

  it("filters by client, trip and booking", async () => {
    expect(keysOf(await list(`clientId=${zedClient}`)).sort()).toEqual(["c", "e"]);
    expect(keysOf(await list(`tripId=${romeTrip}`))).toEqual(["a"]);
    expect((await list(`bookingId=${romeTrip}`)).items).toEqual([]);
  });

  it.each([
    ["amount", "asc", ["e", "c", "a", "b", "d"]],
    ["amount", "desc", ["d", "b", "a", "c", "e"]],
    ["dueDate", "asc", ["b", "d", "a", "e", "c"]],
    ["client", "asc", ["a", "b", "d", "c", "e"]],
  ])("sorts by %s %s", async (sort, order, keys) => {
    const result = await list(`sort=${sort}&order=${order}`);
    if (sort === "client") {
      // Alpha's two and Zed's two tie on the name; each pair is ordered by id.
      expect(result.items.map((i) => i.clientName)).toEqual([
        "Alpha Travellers",
        "Alpha Travellers",
        "Beta Holidays",
        "Zoë Ångström Reisen",
        "Zoë Ångström Reisen",
      ]);
    } else {
      expect(keysOf(result)).toEqual(keys);
    }
  });

  it("pages, and a page past the end still says how many there are and what they sum to", async () => {
    const first = await list("pageSize=3&sort=number&order=asc");
    const second = await list("pageSize=3&page=2&sort=number&order=asc");
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(5);
    expect(first.totals).toEqual(second.totals);
    const past = await list("page=9");
    expect(past).toMatchObject({ items: [], total: 5 });
    expect(past.totals).toEqual(first.totals);
  });

  it("shows a client user their own client's invoices and sums only, whatever they filter on", async () => {
    const own = await list("", cast.clientA);
    expect(keysOf(own).sort()).toEqual(["a", "b"]);
    expect(own.totals.map((t) => t.currency)).toEqual(["EUR", "USD"]);
    expect((await list(`clientId=${zedClient}`, cast.clientA)).total).toBe(0);
    expect((await list("search=reisen", cast.clientA)).total).toBe(0);
    expect(keysOf(await list("", cast.clientB))).toEqual(["d"]);
    expect(await list("", cast.clientless)).toMatchObject({ items: [], total: 0, totals: [] });
  });

  it.each([
    ["sort=price", "query.sort"],
    ["order=sideways", "query.order"],
    ["status=lost", "query.status"],
    ["currency=JPY", "query.currency"],
    ["dueFrom=2099-02-30", "query.dueFrom"],
    ["dueFrom=2099-06-01&dueTo=2099-05-01", "query.dueTo"],
    ["clientId=nope", "query.clientId"],
    ["pageSize=500", "query.pageSize"],
  ])("refuses %s naming %s", async (query, field) => {
    const res = await call(cast.agent, "GET", `/api/invoices?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual([field]);
  });
});

const TODAY = "2026-01-15";
const query = queryOf(invoiceListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the invoices list's statement", () => {
  it("sums from the trigger-kept totals when nothing but a status stored exactly filters", () => {
    expect(
      pinned(invoiceListStatement(staffScope("u"), query({ status: "paid" }), TODAY)),
    ).toMatchInlineSnapshot(`
      {
        "text": "select t.total, t.totals, t."baseAmountCents", t."baseBalanceCents", i.id, i.number, i.client_id as "clientId", c.name as "clientName", i.trip_id as "tripId", i.booking_id as "bookingId", i.currency, i.amount_cents::float8 as "amountCents", i.paid_cents::float8 as "paidCents", i.credited_cents::float8 as "creditedCents", ((case when i.status = 'cancelled' then 0::bigint else i.amount_cents - i.paid_cents - i.credited_cents end))::float8 as "balanceCents", (case when i.status = 'cancelled' then 'cancelled' when i.amount_cents - i.paid_cents - i.credited_cents <= 0 then 'paid' when i.due_date < ($3)::date then 'overdue' when i.paid_cents + i.credited_cents > 0 then 'partially_paid' else 'unpaid' end) as status, i.issue_date::text as "issueDate", i.due_date::text as "dueDate", case when i.sent_at is null then null else to_char(i.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "sentAt", i.version
      from (select coalesce(sum(g.n), 0)::int as total, coalesce(json_agg(json_build_object('currency', g.currency, 'count', g.n, 'amountCents', g.amount, 'paidCents', g.paid, 'balanceCents', g.balance)
      order by g.currency), '[]'::json) as totals, coalesce(sum(g.base_amount), 0)::float8 as "baseAmountCents", coalesce(sum(g.base_balance), 0)::float8 as "baseBalanceCents"
      from (select currency, sum(invoices) as n, sum(amount_cents) as amount, sum(paid_cents) as paid, sum(balance_cents) as balance, sum(base_amount_cents) as base_amount, sum(base_balance_cents) as base_balance
      from invoice_list_totals
      where status = $4
      group by currency having sum(invoices) > 0) g) t
      left join lateral (select i.*, cs.sort_name as client_sort
      from invoices i
      join clients cs on cs.id = i.client_id
      where i.status in ('paid') and (case when i.status = 'cancelled' then 'cancelled' when i.amount_cents - i.paid_cents - i.credited_cents <= 0 then 'paid' when i.due_date < ($3)::date then 'overdue' when i.paid_cents + i.credited_cents > 0 then 'partially_paid' else 'unpaid' end) = $4
      order by i.issue_date desc, i.number desc limit $1 offset $2) i on true
      left join clients c on c.id = i.client_id
      order by i.issue_date desc, i.number desc",
        "values": [
          25,
          0,
          "2026-01-15",
          "paid",
        ],
      }
    `);
  });

  it("sums what a client's search and filters keep, the derived status spelled out", () => {
    const search = query({
      search: "smith INV-2026",
      status: "overdue",
      currency: "USD",
      sort: "client",
      order: "asc",
    });
    expect(pinned(invoiceListStatement(clientUserScope("u", CLIENT), search, TODAY))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, t.totals, t."baseAmountCents", t."baseBalanceCents", i.id, i.number, i.client_id as "clientId", c.name as "clientName", i.trip_id as "tripId", i.booking_id as "bookingId", i.currency, i.amount_cents::float8 as "amountCents", i.paid_cents::float8 as "paidCents", i.credited_cents::float8 as "creditedCents", ((case when i.status = 'cancelled' then 0::bigint else i.amount_cents - i.paid_cents - i.credited_cents end))::float8 as "balanceCents", (case when i.status = 'cancelled' then 'cancelled' when i.amount_cents - i.paid_cents - i.credited_cents <= 0 then 'paid' when i.due_date < ($3)::date then 'overdue' when i.paid_cents + i.credited_cents > 0 then 'partially_paid' else 'unpaid' end) as status, i.issue_date::text as "issueDate", i.due_date::text as "dueDate", case when i.sent_at is null then null else to_char(i.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "sentAt", i.version
      from (select coalesce(sum(g.n), 0)::int as total, coalesce(json_agg(json_build_object('currency', g.currency, 'count', g.n, 'amountCents', g.amount, 'paidCents', g.paid, 'balanceCents', g.balance)
      order by g.currency), '[]'::json) as totals, coalesce(sum(g.base_amount), 0)::float8 as "baseAmountCents", coalesce(sum(g.base_balance), 0)::float8 as "baseBalanceCents"
      from (select i.currency, count(*) as n, sum(case when i.status <> 'cancelled' then i.amount_cents else 0 end) as amount, sum(case when i.status <> 'cancelled' then i.paid_cents else 0 end) as paid, sum((case when i.status = 'cancelled' then 0::bigint else i.amount_cents - i.paid_cents - i.credited_cents end)) as balance, sum(case when i.status <> 'cancelled' then i.base_amount_cents else 0 end) as base_amount, sum(round((case when i.status = 'cancelled' then 0::bigint else i.amount_cents - i.paid_cents - i.credited_cents end) * i.exchange_rate)) as base_balance
      from invoices i
      where i.id in (select id
      from invoices
      where client_id in (select id
      from clients
      where search_text like $4)) and (i.client_id in (select id
      from clients
      where search_text like $5) or i.number like $6) and i.client_id = $7::uuid and i.status in ('unpaid', 'partially_paid', 'overdue') and (case when i.status = 'cancelled' then 'cancelled' when i.amount_cents - i.paid_cents - i.credited_cents <= 0 then 'paid' when i.due_date < ($3)::date then 'overdue' when i.paid_cents + i.credited_cents > 0 then 'partially_paid' else 'unpaid' end) = $8 and i.currency = $9
      group by i.currency) g) t
      left join lateral (select i.*, cs.sort_name as client_sort
      from invoices i
      join clients cs on cs.id = i.client_id
      where i.id in (select id
      from invoices
      where client_id in (select id
      from clients
      where search_text like $4)) and (i.client_id in (select id
      from clients
      where search_text like $5) or i.number like $6) and i.client_id = $7::uuid and i.status in ('unpaid', 'partially_paid', 'overdue') and (case when i.status = 'cancelled' then 'cancelled' when i.amount_cents - i.paid_cents - i.credited_cents <= 0 then 'paid' when i.due_date < ($3)::date then 'overdue' when i.paid_cents + i.credited_cents > 0 then 'partially_paid' else 'unpaid' end) = $8 and i.currency = $9
      order by cs.sort_name asc, i.id asc limit $1 offset $2) i on true
      left join clients c on c.id = i.client_id
      order by i.client_sort asc, i.id asc",
        "values": [
          25,
          0,
          "2026-01-15",
          "%smith%",
          "%inv-2026%",
          "INV-2026%",
          "11111111-1111-4111-8111-111111111111",
          "overdue",
          "USD",
        ],
      }
    `);
  });
});
