import type { QueryClient } from "@tanstack/react-query";
import type { Invoice } from "#domain/invoices/invoice.schema";
import { topics } from "#domain/realtime/topics";
import { invoiceQuery } from "./get-invoice";
import { invoicesBaseKey } from "./list-invoices";

/**
 * After an invoice changed here: its detail takes the answer at once, and every invoices query refetches,
 * with the bookings whose payment status and the clients whose figures it may have moved (the realtime
 * events say the same a moment later).
 */
export async function invoiceChanged(queryClient: QueryClient, invoice?: Invoice): Promise<void> {
  if (invoice) queryClient.setQueryData(invoiceQuery(invoice.id).queryKey, invoice);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicesBaseKey }),
    queryClient.invalidateQueries({ queryKey: [topics.bookings] }),
    queryClient.invalidateQueries({ queryKey: [topics.clients] }),
  ]);
}
