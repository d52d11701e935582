import { sql } from "drizzle-orm";
import { formatMoney } from "#domain/money-format";
import { bumpVersion } from "../../db/record-version";
import { invoices } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { rows } from "../../kernel/rows";
import { notifyInvoiceOverdue } from "../notifications";
import { INVOICE_ENTITY, invoiceEvents } from "./invoice-records";
import { invoiceStatusOn } from "./invoice-status-sql";

type OverdueRow = {
  id: string;
  number: string;
  clientId: string;
  bookingId: string | null;
  currency: string;
  balanceCents: number;
  dueDate: string;
  createdBy: string | null;
};

/**
 * Invoices the rule (invoiceStatusOn) derives overdue on `today` stored overdue, with an audit row and a notice
 * each; answers how many changed. Reads derive the status anyway: this keeps the stored status, and what
 * filters on it, in step. The job runs it as the server (SYSTEM).
 */
export async function markInvoicesOverdue(change: Change, today: string): Promise<number> {
  const { tx, audit, emit } = change;
  const overdue = await rows<OverdueRow>(
    tx,
    sql`
    update invoices set status = 'overdue', version = ${bumpVersion(invoices.version)}, updated_at = now()
    where status in ('unpaid', 'partially_paid') and ${invoiceStatusOn("invoices", today)} = 'overdue'
    returning id, number, client_id as "clientId", booking_id as "bookingId", currency,
      (amount_cents - paid_cents - credited_cents)::float8 as "balanceCents",
      to_char(due_date, 'YYYY-MM-DD') as "dueDate", created_by as "createdBy"`,
  );
  await audit(
    overdue.map((row) => ({
      action: "update",
      entity: INVOICE_ENTITY,
      entityId: row.id,
      summary: `${row.number} is overdue`,
      details: { status: "overdue" },
    })),
  );
  // Events first, then the notices, as they were always sent.
  emit(overdue.flatMap((row) => invoiceEvents({ ...row, bookingId: null }, "update")));
  for (const row of overdue) {
    await notifyInvoiceOverdue(change, {
      invoiceId: row.id,
      number: row.number,
      amountText: formatMoney(Number(row.balanceCents), row.currency),
      dueDate: row.dueDate,
      clientId: row.clientId,
      creatorId: row.createdBy,
    });
  }
  return overdue.length;
}
