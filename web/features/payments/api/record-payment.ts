import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Payment, PaymentCreateWithInvoice } from "#domain/payments/payment.schema";
import { paymentChanged } from "./payment-changed";
import { postWithIdempotencyKey } from "./post-with-idempotency-key";

export function recordPayment(input: PaymentCreateWithInvoice, idempotencyKey: string): Promise<Payment> {
  return postWithIdempotencyKey<Payment>("/api/payments", input, idempotencyKey);
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
