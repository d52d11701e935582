import { paymentStatusBadge, paymentStatusLabels } from "#domain/payments/payment-format";
import type { PaymentRecordStatus } from "#domain/payments/payment-values";
import { Badge } from "../../../components/ui/badge";

/** SPEC §4: completed default, pending secondary, failed destructive. */
export function PaymentStatusBadge({ status }: { status: PaymentRecordStatus }) {
  return <Badge variant={paymentStatusBadge[status]}>{paymentStatusLabels[status]}</Badge>;
}
