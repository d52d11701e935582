import { invoiceStatusBadge, invoiceStatusLabels } from "#domain/invoices/invoice-format";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { Badge } from "../../../components/ui/badge";

/** SPEC §4: paid default, pending (unpaid, partially paid) secondary, overdue destructive, cancelled outline. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={invoiceStatusBadge[status]}>{invoiceStatusLabels[status]}</Badge>;
}
