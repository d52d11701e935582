import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invoicesBaseKey } from "./list-invoices";

export function fetchNextInvoiceNumber(signal?: AbortSignal): Promise<{ number: string }> {
  return api<{ number: string }>("/api/invoices/next-number", { signal });
}

/** The number the New Invoice dialog shows read-only; any invoice event refetches it (another may take it). */
export function nextInvoiceNumberQuery() {
  return queryOptions({
    queryKey: [...invoicesBaseKey, "next-number"],
    queryFn: ({ signal }) => fetchNextInvoiceNumber(signal),
  });
}

export function useNextInvoiceNumber({ enabled }: { enabled: boolean }) {
  return useQuery({ ...nextInvoiceNumberQuery(), enabled });
}
