import { describe, expect, it } from "vitest";
import { paymentListQuerySchema } from "#domain/payments/payment.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { CLIENT, pinned, queryOf } from "../../test/pinned-statements";
import { paymentListStatement } from "./payment-list.query";

const query = queryOf(paymentListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the payments list's statement", () => {
  it("walks the sort index beside the trigger-kept count when nothing filters", () => {
    expect(pinned(paymentListStatement(staffScope("u"), query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.number, p.invoice_id as "invoiceId", i.number as "invoiceNumber", p.client_id as "clientId", c.name as "clientName", p.amount_cents::text as "amountCents", p.currency, p.method, p.status, p.transaction_reference as "transactionReference", p.payment_date::text as "paymentDate", p.refund_reason as "refundReason", to_char(p.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", p.version
      from (select total::int as total
      from payment_count) t
      left join lateral (select b.*
      from payments b
      order by b.payment_date desc, b.number desc limit $1 offset $2) p on true
      left join invoices i on i.id = p.invoice_id
      left join clients c on c.id = p.client_id
      order by p.payment_date desc, p.number desc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });

  it("gathers a client's search matches once, then counts, sorts and pages them", () => {
    const search = query({ search: "PAY-000123 smith", method: "credit_card", sort: "amount", order: "asc" });
    expect(pinned(paymentListStatement(clientUserScope("u", CLIENT), search))).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select b.id, b.payment_date, b.amount_cents, b.number
      from payments b
      where b.id in (select id
      from payments
      where client_id in (select id
      from clients
      where search_text like $3)
      union all select id
      from payments
      where invoice_id in (select id
      from invoices
      where number like $5)
      union all select id
      from payments
      where number = $4::int
      union all select id
      from payments
      where lower(transaction_reference) like $3) and (b.client_id in (select id
      from clients
      where search_text like $6) or b.invoice_id in (select id
      from invoices
      where number like $8) or b.number = $7::int or lower(b.transaction_reference) like $6) and b.client_id = $9::uuid and b.method = $10) select t.total, p.id, p.number, p.invoice_id as "invoiceId", i.number as "invoiceNumber", p.client_id as "clientId", c.name as "clientName", p.amount_cents::text as "amountCents", p.currency, p.method, p.status, p.transaction_reference as "transactionReference", p.payment_date::text as "paymentDate", p.refund_reason as "refundReason", to_char(p.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", p.version
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.amount_cents asc, m.id asc limit $1 offset $2) pm on true
      left join payments p on p.id = pm.id
      left join invoices i on i.id = p.invoice_id
      left join clients c on c.id = p.client_id
      order by pm.amount_cents asc, pm.id asc",
        "values": [
          25,
          0,
          "%pay-000123%",
          123,
          null,
          "%smith%",
          null,
          null,
          "11111111-1111-4111-8111-111111111111",
          "credit_card",
        ],
      }
    `);
  });

  it("reads the export's first rows instead of a page", () => {
    const filtered = query({ status: "completed", from: "2026-01-01" });
    expect(pinned(paymentListStatement(staffScope("u"), filtered, 5000))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.number, p.invoice_id as "invoiceId", i.number as "invoiceNumber", p.client_id as "clientId", c.name as "clientName", p.amount_cents::text as "amountCents", p.currency, p.method, p.status, p.transaction_reference as "transactionReference", p.payment_date::text as "paymentDate", p.refund_reason as "refundReason", to_char(p.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", p.version
      from (select count(*)::int as total
      from payments b
      where b.status = $3 and b.payment_date >= $4::date) t
      left join lateral (select b.*
      from payments b
      where b.status = $3 and b.payment_date >= $4::date
      order by b.payment_date desc, b.number desc limit $1 offset $2) p on true
      left join invoices i on i.id = p.invoice_id
      left join clients c on c.id = p.client_id
      order by p.payment_date desc, p.number desc",
        "values": [
          5000,
          0,
          "completed",
          "2026-01-01",
        ],
      }
    `);
  });
});
