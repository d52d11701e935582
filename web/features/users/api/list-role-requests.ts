import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoleRequest } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";
import { usersBaseKey } from "./list-users";

export const ROLE_REQUESTS_PAGE_SIZE = 10;

export function roleRequestsQuery(page: number) {
  return queryOptions({
    queryKey: [...usersBaseKey, "role-requests", page],
    queryFn: ({ signal }) =>
      api<{ items: RoleRequest[]; total: number }>("/api/users/role-requests", {
        signal,
        query: { page, pageSize: ROLE_REQUESTS_PAGE_SIZE },
      }),
    meta: { errorTitle: "Error fetching role requests" },
  });
}

export function useRoleRequests(page: number) {
  return useQuery(roleRequestsQuery(page));
}
