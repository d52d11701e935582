import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Payment } from "#domain/payments/payment.schema";
import { api } from "../../../lib/api-client";
import { paymentChanged } from "./payment-changed";

export type PendingOutcome = "receive" | "fail";

export function settlePendingPayment(id: string, outcome: PendingOutcome, version: number): Promise<Payment> {
  return api<Payment>(`/api/payments/${encodeURIComponent(id)}/${outcome}`, { method: "POST", version });
}

/** "Mark as received" / "Mark as failed" on a pending payment, from the version the screen shows. */
export function useSettlePendingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, outcome }: { payment: Payment; outcome: PendingOutcome }) =>
      settlePendingPayment(payment.id, outcome, payment.version),
    meta: {
      errorTitle: "Error updating payment",
      errorFallback: "Failed to update payment",
      success: (data) => {
        const payment = data as Payment;
        return payment.status === "completed"
          ? { title: "Payment received", description: `${payment.reference} now counts towards the invoice.` }
          : {
              title: "Payment marked as failed",
              description: `${payment.reference} no longer holds the balance.`,
            };
      },
    },
    onSuccess: () => paymentChanged(queryClient),
  });
}
