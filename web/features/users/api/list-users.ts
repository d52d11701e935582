import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { ManagedUser } from "#domain/users/user.schema";
import { api } from "../../../lib/api-client";

export interface UserListParams {
  page: number;
  pageSize: number;
  search?: string;
}

/** Every Users & Roles query starts with the realtime topic "users", so server events refetch them. */
export const usersBaseKey = [topics.users] as const;

export function fetchUsers(params: UserListParams, signal?: AbortSignal) {
  return api<{ items: ManagedUser[]; total: number }>("/api/users", {
    signal,
    query: { page: params.page, pageSize: params.pageSize, search: params.search?.trim() || undefined },
  });
}

export function userListQuery(params: UserListParams) {
  return queryOptions({
    queryKey: [...usersBaseKey, "list", params],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching users" },
  });
}

export function useUserList(params: UserListParams) {
  return useQuery(userListQuery(params));
}
