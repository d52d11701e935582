import { sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import { formatMoney } from "#domain/money-format";
import { bumpVersion } from "../../db/record-version";
import { invoices } from "../../db/schema/invoices";
import { isoInstant } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { firstRow } from "../../kernel/rows";
import { notifyInvoiceSent } from "../notifications";
import { INVOICE_ENTITY, invoiceEvents } from "./invoice-records";

/**
 * Records that the invoice's PDF was e-mailed to `to` (sent_at, sent_to, a new version and an audit row
 * "Sent to …") and tells its client; answers the send record. 404 when the change's scope does not reach
 * the invoice.
 */
export async function recordInvoiceSent(
  change: Change,
  id: string,
  to: string,
): Promise<{ sentAt: string; sentTo: string }> {
  const { tx, scope, audit, emit } = change;
  const row = await firstRow<{
    number: string;
    clientId: string;
    amountCents: number;
    currency: string;
    sentAt: string;
  }>(
    tx,
    sql`
    update invoices set sent_at = now(), sent_to = ${to}, version = ${bumpVersion(invoices.version)},
      updated_at = now()
    where id = ${id} and ${scope.condition(invoices.clientId)}
    returning number, client_id as "clientId", amount_cents::float8 as "amountCents", currency,
      ${sql.raw(isoInstant("sent_at"))} as "sentAt"`,
  );
  if (!row) throw notFound("Invoice");
  await audit({
    action: "update",
    entity: INVOICE_ENTITY,
    entityId: id,
    summary: `Sent to ${to}`,
    details: { sentTo: to, number: row.number },
  });
  emit(invoiceEvents({ id, clientId: row.clientId, bookingId: null }, "update"));
  await notifyInvoiceSent(change, {
    invoiceId: id,
    number: row.number,
    amountText: formatMoney(Number(row.amountCents), row.currency),
    clientId: row.clientId,
  });
  return { sentAt: row.sentAt, sentTo: to };
}
