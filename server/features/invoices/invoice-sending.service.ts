import { sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import { formatMinorWithCurrency } from "#domain/money";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { invoices } from "../../db/schema/invoices";
import { isoInstant } from "../../db/sql-helpers";
import { notifyInvoiceSent } from "../notifications/invoice-notification-producers.service";
import { INVOICE_ENTITY, invoiceEvents } from "./invoice-records";

/**
 * Records that the invoice's PDF was e-mailed to `to` (sent_at, sent_to, a new version and an audit row
 * "Sent to …"), inside the caller's transaction; answers the send record and the events to publish after
 * commit. 404 when the user may not see the invoice.
 */
export async function recordInvoiceSentInTx(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  to: string,
): Promise<{ sentAt: string; sentTo: string; events: PublishedEvent[] }> {
  const visible = visibleToUser(user, invoices.clientId);
  const result = (await tx.execute(sql`
    update invoices set sent_at = now(), sent_to = ${to}, version = version + 1, updated_at = now()
    where id = ${id} ${visible ? sql`and ${visible}` : sql``}
    returning number, client_id as "clientId", amount_cents::float8 as "amountCents", currency,
      ${sql.raw(isoInstant("sent_at"))} as "sentAt"`)) as unknown as {
    rows: { number: string; clientId: string; amountCents: number; currency: string; sentAt: string }[];
  };
  const row = result.rows[0];
  if (!row) throw notFound("Invoice");
  await writeAudit(tx, {
    userId: user.id,
    action: "update",
    entity: INVOICE_ENTITY,
    entityId: id,
    summary: `Sent to ${to}`,
    details: { sentTo: to, number: row.number },
  });
  const notices = await notifyInvoiceSent(tx, {
    invoiceId: id,
    number: row.number,
    amountText: formatMinorWithCurrency(Number(row.amountCents), row.currency),
    clientId: row.clientId,
  });
  return {
    sentAt: row.sentAt,
    sentTo: to,
    events: [...invoiceEvents({ id, clientId: row.clientId, bookingId: null }, "update"), ...notices],
  };
}
