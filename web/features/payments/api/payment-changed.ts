import type { QueryClient } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import { paymentsBaseKey } from "./list-payments";

/**
 * After a payment changes here: its lists, and what it settles (the invoice's paid amount and status, a
 * booking's payment status, the client's total spent). The realtime events say the same a moment later.
 */
export function paymentChanged(queryClient: QueryClient): void {
  for (const key of [paymentsBaseKey, [topics.invoices], [topics.bookings], [topics.clients]]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
