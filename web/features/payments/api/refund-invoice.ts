import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatMinor } from "#domain/money";
import type { Payment, RefundCreate } from "#domain/payments/payment.schema";
import { api } from "../../../lib/api-client";
import { paymentChanged } from "./payment-changed";

export function refundInvoice(
  invoiceId: string,
  input: RefundCreate,
  idempotencyKey: string,
): Promise<Payment> {
  return api<Payment>(`/api/invoices/${encodeURIComponent(invoiceId)}/refunds`, {
    method: "POST",
    body: input,
    idempotencyKey,
  });
}

export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { invoiceId: string; input: RefundCreate; idempotencyKey: string }) =>
      refundInvoice(vars.invoiceId, vars.input, vars.idempotencyKey),
    meta: {
      errorTitle: "Error recording refund",
      errorFallback: "Error recording refund",
      success: (data) => {
        const refund = data as Payment;
        return {
          title: "Refund recorded",
          description: `${refund.reference}: ${formatMinor(-refund.amountCents)} ${refund.currency} refunded.`,
        };
      },
    },
    onSuccess: () => paymentChanged(queryClient),
  });
}
