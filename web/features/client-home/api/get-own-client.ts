import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnClient } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/**
 * Starts with the realtime topic "clients": a change of the client (by staff too) refetches it, and so does
 * staff linking the account to a client (that event goes to the user).
 */
export const ownClientKey = [topics.clients, "me"] as const;

/** The signed-in client user's own client; null while their account is linked to none. */
export async function fetchOwnClient(signal?: AbortSignal): Promise<OwnClient | null> {
  return (await api<OwnClient | null>("/api/me/client", { signal })) ?? null;
}

export function ownClientQuery() {
  return queryOptions({
    queryKey: ownClientKey,
    queryFn: ({ signal }) => fetchOwnClient(signal),
  });
}

/** The signed-in client user's own client record (null: not linked to a client yet). */
export function useOwnClient(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownClientQuery(), enabled: options.enabled ?? true });
}

/** What a client user's action that needs their client says while the account is linked to none. */
export const NOT_LINKED_REASON =
  "Your account is not linked to a client yet: your travel agency links it, then you can do this.";

/**
 * Whether this user is a client user whose account belongs to no client yet, so what needs a client (a new
 * request, a booking request) cannot work: true only once the server has said so; staff never ask.
 */
export function useNotLinkedToClient(staff: boolean): boolean {
  const own = useOwnClient({ enabled: !staff });
  return !staff && own.data === null;
}
