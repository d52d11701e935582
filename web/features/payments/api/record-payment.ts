import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Payment, PaymentCreateWithInvoice } from "#domain/payments/payment.schema";
import { api } from "../../../lib/api-client";
import { paymentChanged } from "./payment-changed";

export function recordPayment(input: PaymentCreateWithInvoice, idempotencyKey: string): Promise<Payment> {
  return api<Payment>("/api/payments", { method: "POST", body: input, idempotencyKey });
}

/** SPEC §8: 'Payment recorded successfully!' / 'Error recording payment'. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PaymentCreateWithInvoice; idempotencyKey: string }) =>
      recordPayment(input, idempotencyKey),
    meta: {
      errorTitle: "Error recording payment",
      errorFallback: "Error recording payment",
      success: { title: "Payment recorded successfully!" },
    },
    onSuccess: () => paymentChanged(queryClient),
  });
}
