import { sql } from "drizzle-orm";
import { bookingReference } from "#domain/bookings/booking-format";
import { withRunningBalancesNewestFirst } from "#domain/client-statement/running-balance";
import type { OpenBalance, StatementEntry } from "#domain/client-statement/statement.schema";
import type { CurrencyAmount, StatementEntryKind } from "#domain/client-statement/statement-values";
import { CURRENCIES, type Currency } from "#domain/currency";
import { notFound } from "#domain/errors";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { paymentMethodLabels, paymentReference } from "#domain/payments/payment-format";
import type { PaymentMethod } from "#domain/payments/payment-values";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { firstRow } from "../../kernel/rows";
import { invoiceBalanceSql, invoiceStatusOn } from "../invoices";

/** A page of the statement: how many entries to skip (newest first) and how many to answer. */
export interface StatementWindow {
  offset: number;
  limit: number;
}

/** The statement's page, its total, what the older entries add up to, and the open balances. */
export interface StatementPage {
  items: StatementEntry[];
  total: number;
  /** Per currency, the sum of every entry older than the page: where its running balance starts. */
  broughtForward: CurrencyAmount[];
  openBalances: OpenBalance[];
}

interface EntryRow {
  kind: StatementEntryKind;
  recordId: string;
  date: string;
  invoiceId: string;
  invoiceNumber: string;
  currency: Currency;
  effect: number | string;
  reference: string | null;
  paymentNumber: number | null;
  reason: string | null;
  method: PaymentMethod | null;
  transactionReference: string | null;
  tripTitle: string | null;
  bookingNumber: number | null;
  invoiceStatus: string | null;
  amountCents: number | string | null;
  paidCents: number | string | null;
  creditedCents: number | string | null;
  dueDate: string | null;
}

interface StatementRow {
  found: boolean;
  total: number;
  broughtForward: { currency: Currency; amountCents: number | string }[];
  page: EntryRow[];
  openBalances: { currency: Currency; balance: number | string; overdue: number | string; open: number }[];
}

function entryDescription(row: EntryRow): string | null {
  switch (row.kind) {
    case "invoice":
      if (row.tripTitle) return `Trip: ${row.tripTitle}`;
      return row.bookingNumber === null ? null : `Booking ${bookingReference(Number(row.bookingNumber))}`;
    case "payment": {
      const method = row.method ? paymentMethodLabels[row.method] : null;
      return [method, row.transactionReference].filter(Boolean).join(" · ") || null;
    }
    default:
      // A credit note's, a refund's or a cancellation's reason.
      return row.reason;
  }
}

function toEntry(row: EntryRow, today: string): Omit<StatementEntry, "balanceCents"> {
  const reference =
    row.paymentNumber === null ? (row.reference ?? row.invoiceNumber) : paymentReference(row.paymentNumber);
  return {
    id: `${row.kind}:${row.recordId}`,
    kind: row.kind,
    recordId: row.recordId,
    date: row.date,
    reference,
    description: entryDescription(row),
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    currency: row.currency,
    amountCents: Number(row.effect),
    invoiceStatus:
      row.kind === "invoice" && row.dueDate !== null
        ? deriveInvoiceStatus(
            {
              amountCents: Number(row.amountCents),
              paidCents: Number(row.paidCents),
              creditedCents: Number(row.creditedCents),
              dueDate: row.dueDate,
              cancelled: row.invoiceStatus === "cancelled",
            },
            today,
          )
        : null,
  };
}

const currencyOrder = (currency: Currency) => CURRENCIES.indexOf(currency);

/**
 * One page of a client's statement of account, newest first, in one round trip: every invoice (on its issue
 * date), credit note (its issue date), completed payment or refund (its payment date) and invoice cancellation
 * (the day, in the agency's time zone, it was cancelled) of the client, each signed by its effect on what the
 * client owes; the page's running balance per currency (starting from what the older entries add up to); and
 * the open balance per currency, read from the invoices themselves. Pending and failed payments move nothing
 * and are not listed. The client must be within `scope` (404 otherwise), and every branch reads through it.
 *
 * Entries of one day are in the order the money moved: invoices, then credit notes, then payments and refunds,
 * then cancellations; then the order they were recorded in.
 */
export async function readStatementPage(
  db: DbOrTx,
  scope: Scope,
  clientId: string,
  window: StatementWindow,
  today: string,
  timeZone: string,
): Promise<StatementPage> {
  const seen = (column: string) => scope.condition(sql.raw(column));
  // What an invoice still owes, by the invoices' own rule (a cancelled one owes nothing).
  const owed = sql.raw(invoiceBalanceSql("i"));
  const row = await firstRow<StatementRow>(
    db,
    sql`with e as materialized (
        select 'invoice' as kind, i.id as record_id, i.issue_date as entry_date, 0 as rank, i.created_at as entered_at,
          i.id as invoice_id, i.number as invoice_number, i.currency, i.amount_cents as effect,
          i.number as reference, null::int as payment_number, null::text as reason, null::text as method,
          null::text as transaction_reference, t.title as trip_title, b.number as booking_number,
          i.status as invoice_status, i.amount_cents, i.paid_cents, i.credited_cents, i.due_date
        from invoices i
        left join trips t on t.id = i.trip_id
        left join bookings b on b.id = i.booking_id
        where i.client_id = ${clientId} and ${seen("i.client_id")}
        union all
        select 'cancellation', i.id, (coalesce(i.cancelled_at, i.updated_at) at time zone ${timeZone})::date, 3,
          coalesce(i.cancelled_at, i.updated_at), i.id, i.number, i.currency, -i.amount_cents,
          i.number, null, i.cancel_reason, null, null, null, null, null, null, null, null, null
        from invoices i
        where i.client_id = ${clientId} and i.status = 'cancelled' and ${seen("i.client_id")}
        union all
        select 'credit_note', cn.id, cn.issue_date, 1, cn.created_at, cn.invoice_id, i.number, cn.currency,
          -cn.amount_cents, cn.number, null, cn.reason, null, null, null, null, null, null, null, null, null
        from credit_notes cn
        join invoices i on i.id = cn.invoice_id
        where cn.client_id = ${clientId} and ${seen("cn.client_id")}
        union all
        select case when p.amount_cents < 0 then 'refund' else 'payment' end, p.id, p.payment_date, 2, p.created_at,
          p.invoice_id, i.number, p.currency, -p.amount_cents, null, p.number, p.refund_reason, p.method,
          p.transaction_reference, null, null, null, null, null, null, null
        from payments p
        join invoices i on i.id = p.invoice_id
        where p.client_id = ${clientId} and p.status = 'completed' and ${seen("p.client_id")}
      ),
      n as (
        select e.*, row_number() over (
          order by e.entry_date desc, e.rank desc, e.entered_at desc, e.record_id desc) as rn
        from e
      )
      select
        exists (select 1 from clients c where c.id = ${clientId} and ${seen("c.id")}) as found,
        (select count(*)::int from e) as total,
        (select coalesce(json_agg(json_build_object('currency', f.currency, 'amountCents', f.amount)), '[]'::json)
          from (select currency, sum(effect) as amount from n
            where rn > ${window.offset + window.limit} group by currency) f) as "broughtForward",
        (select coalesce(json_agg(json_build_object(
            'kind', p.kind, 'recordId', p.record_id, 'date', p.entry_date, 'invoiceId', p.invoice_id,
            'invoiceNumber', p.invoice_number, 'currency', p.currency, 'effect', p.effect,
            'reference', p.reference, 'paymentNumber', p.payment_number, 'reason', p.reason, 'method', p.method,
            'transactionReference', p.transaction_reference, 'tripTitle', p.trip_title,
            'bookingNumber', p.booking_number, 'invoiceStatus', p.invoice_status, 'amountCents', p.amount_cents,
            'paidCents', p.paid_cents, 'creditedCents', p.credited_cents, 'dueDate', p.due_date) order by p.rn),
            '[]'::json)
          from n p where p.rn > ${window.offset} and p.rn <= ${window.offset + window.limit}) as page,
        (select coalesce(json_agg(json_build_object('currency', o.currency, 'balance', o.balance,
            'overdue', o.overdue, 'open', o.open)), '[]'::json)
          from (select i.currency,
              sum(${owed}) as balance,
              coalesce(sum(i.amount_cents - i.paid_cents - i.credited_cents) filter (
                where ${invoiceStatusOn("i", today)} = 'overdue'), 0) as overdue,
              count(*) filter (
                where ${owed} > 0)::int as open
            from invoices i where i.client_id = ${clientId} and ${seen("i.client_id")}
            group by i.currency) o) as "openBalances"`,
  );
  if (!row?.found) throw notFound("Client");
  const broughtForward = row.broughtForward.map((b) => ({
    currency: b.currency,
    amountCents: Number(b.amountCents),
  }));
  return {
    items: withRunningBalancesNewestFirst(
      broughtForward,
      row.page.map((entry) => toEntry(entry, today)),
    ),
    total: row.total,
    broughtForward,
    openBalances: row.openBalances
      .map((o) => ({
        currency: o.currency,
        // A currency whose every invoice was cancelled owes nothing (the filtered sum is null).
        balanceCents: Number(o.balance ?? 0),
        overdueCents: Number(o.overdue),
        openInvoices: o.open,
      }))
      .sort((a, b) => currencyOrder(a.currency) - currencyOrder(b.currency)),
  };
}
