import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientLastContact } from "#domain/clients/client-contact.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function fetchClientLastContact(clientId: string, signal?: AbortSignal): Promise<ClientLastContact> {
  return api<ClientLastContact>(`/api/clients/${encodeURIComponent(clientId)}/last-contact`, { signal });
}

// Under "chat": messages are most of a client's contact (a request or a ticket refetches it on the next visit).
export function clientLastContactQuery(clientId: string) {
  return queryOptions({
    queryKey: [topics.chat, "client-last-contact", clientId],
    queryFn: ({ signal }) => fetchClientLastContact(clientId, signal),
    meta: { errorTitle: "Error fetching the last contact" },
  });
}

export function useClientLastContact(clientId: string) {
  return useQuery(clientLastContactQuery(clientId));
}
