import { queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { Assignee } from "#domain/users/assignee.schema";
import { api } from "../../../lib/api-client";

export function fetchAssignees(signal?: AbortSignal): Promise<{ items: Assignee[] }> {
  return api<{ items: Assignee[] }>("/api/users/assignees", { signal });
}

/** Staff only: the admins and agents requests and tickets can be assigned to, by name. */
export function assigneesQuery() {
  return queryOptions({
    queryKey: [topics.users, "assignees"],
    queryFn: ({ signal }) => fetchAssignees(signal),
    staleTime: 60_000,
    meta: { errorTitle: "Error fetching users" },
  });
}

export function useAssignees({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...assigneesQuery(), enabled });
}
