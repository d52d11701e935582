import { sql } from "drizzle-orm";
import { formatMinorWithCurrency } from "#domain/money";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { writeAudit } from "../../audit/audit";
import type { DbOrTx } from "../../db/client";
import { notifyInvoiceOverdue } from "../notifications/invoice-notification-producers.service";
import { INVOICE_ENTITY, invoiceEvents } from "./invoice-records";

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
 * Invoices still owing past their due date (before `today`) stored overdue, with an audit row and a notice
 * each; answers how many changed and the events to publish after commit. Reads derive the status anyway:
 * this keeps the stored status, and what filters on it, in step.
 */
export async function markOverdueInTx(
  tx: DbOrTx,
  today: string,
): Promise<{ count: number; events: PublishedEvent[] }> {
  const result = (await tx.execute(sql`
    update invoices set status = 'overdue', version = version + 1, updated_at = now()
    where status in ('unpaid', 'partially_paid') and due_date < ${today}::date
      and amount_cents - paid_cents - credited_cents > 0
    returning id, number, client_id as "clientId", booking_id as "bookingId", currency,
      (amount_cents - paid_cents - credited_cents)::float8 as "balanceCents",
      to_char(due_date, 'YYYY-MM-DD') as "dueDate", created_by as "createdBy"`)) as unknown as {
    rows: OverdueRow[];
  };
  await writeAudit(
    tx,
    result.rows.map((row) => ({
      userId: null,
      action: "update",
      entity: INVOICE_ENTITY,
      entityId: row.id,
      summary: `${row.number} is overdue`,
      details: { status: "overdue" },
    })),
  );
  const notices: PublishedEvent[] = [];
  for (const row of result.rows) {
    notices.push(
      ...(await notifyInvoiceOverdue(tx, {
        invoiceId: row.id,
        number: row.number,
        amountText: formatMinorWithCurrency(Number(row.balanceCents), row.currency),
        dueDate: row.dueDate,
        clientId: row.clientId,
        creatorId: row.createdBy,
      })),
    );
  }
  const events = result.rows.flatMap((row) => invoiceEvents({ ...row, bookingId: null }, "update"));
  return { count: result.rows.length, events: [...events, ...notices] };
}
