import { withQuery } from "../../../lib/api-client";
import { type PaymentListParams, paymentListQuery } from "./list-payments";

/** GET /api/payments/export.csv with the list's filters and sort (no page: the export starts at the first row). */
export function paymentsExportUrl(params: Partial<PaymentListParams>): string {
  const { page: _, pageSize: __, ...filters } = paymentListQuery(params);
  return withQuery("/api/payments/export.csv", filters);
}
