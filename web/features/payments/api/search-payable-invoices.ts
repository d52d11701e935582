import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { Currency } from "#domain/currency";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { formatMoney } from "#domain/money-format";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { useDebounced } from "../../../lib/use-debounced";

/** What the Record Payment dialog needs of the invoice it records on. */
export interface PayableInvoice {
  id: string;
  number: string;
  currency: Currency;
  balanceCents: number;
  clientName?: string;
}

const PICKER_SEARCH_DELAY_MS = 250;
const PER_STATUS = 10;
// Only these still take payments; the list filters one status at a time.
const PAYABLE: InvoiceStatus[] = ["overdue", "partially_paid", "unpaid"];

/** Invoices that still owe something, matching what was typed (number or client), soonest due first. */
export async function searchPayableInvoices(
  search: string,
  signal?: AbortSignal,
): Promise<InvoiceListItem[]> {
  const pages = await Promise.all(
    PAYABLE.map((status) =>
      api<{ items: InvoiceListItem[] }>("/api/invoices", {
        signal,
        query: {
          search: search.trim() || undefined,
          status,
          sort: "dueDate",
          order: "asc",
          pageSize: PER_STATUS,
        },
      }),
    ),
  );
  return pages
    .flatMap((page) => page.items)
    .filter((invoice) => invoice.balanceCents > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
}

export function payableInvoicesQuery(search: string) {
  return queryOptions({
    // Under the invoices topic: a payment or a new invoice refreshes the choice.
    queryKey: [topics.invoices, "payable", search],
    queryFn: ({ signal }) => searchPayableInvoices(search, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching invoices" },
  });
}

/** The Record Payment dialog's invoice picker: server-searched as the user types, each with its balance. */
export function usePayableInvoiceSearch({ enabled }: { enabled: boolean }) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), PICKER_SEARCH_DELAY_MS);
  const query = useQuery({ ...payableInvoicesQuery(settled), enabled });
  // Every invoice seen in an answer is kept, so a choice keeps its number and balance after the next search.
  const seen = useRef(new Map<string, PayableInvoice>());
  const items = query.data;
  const options = useMemo(() => {
    for (const invoice of items ?? []) seen.current.set(invoice.id, invoice);
    return (items ?? []).map((invoice) => ({
      value: invoice.id,
      label: `${invoice.number} · ${invoice.clientName}`,
      hint: `${formatMoney(invoice.balanceCents, invoice.currency)} due`,
    }));
  }, [items]);
  return {
    options,
    setSearch,
    invoiceOf: (id: string | null | undefined) => (id ? seen.current.get(id) : undefined),
    searching: enabled && (query.isFetching || settled !== search.trim()),
    failed: query.isError,
  };
}
