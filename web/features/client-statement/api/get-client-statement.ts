import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientStatement } from "#domain/client-statement/statement.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface ClientStatementParams {
  page: number;
  pageSize: number;
}

/**
 * The statement tab's first page (a tab pages by 10: components/tab-paging.tsx), which the Overview reads for
 * the open balance too, so one answer serves both.
 */
export const OPENING_PAGE: ClientStatementParams = { page: 1, pageSize: 10 };

export function fetchClientStatement(
  clientId: string,
  params: ClientStatementParams,
  signal?: AbortSignal,
): Promise<ClientStatement> {
  return api<ClientStatement>(`/api/clients/${encodeURIComponent(clientId)}/statement`, {
    signal,
    query: { page: params.page, pageSize: params.pageSize },
  });
}

/**
 * Under "invoices": invoices, credit notes and payments (each payment publishes an invoices event too) all
 * refetch it. The Overview asks for the same first page as the tab, so one answer serves both.
 */
export function clientStatementQuery(clientId: string, params: ClientStatementParams) {
  return queryOptions({
    queryKey: [topics.invoices, "client-statement", clientId, params],
    queryFn: ({ signal }) => fetchClientStatement(clientId, params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching the statement" },
  });
}

export function useClientStatement(clientId: string, params: ClientStatementParams) {
  return useQuery(clientStatementQuery(clientId, params));
}

/** GET /api/clients/:id/statement.pdf: the browser downloads it (a link with `download`). */
export const clientStatementPdfUrl = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/statement.pdf`;
