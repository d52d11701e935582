import { useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { ManagedUser } from "#domain/users/user.schema";
import { listEndpoint } from "../../../lib/list-endpoint";

export interface UserListParams {
  page: number;
  pageSize: number;
  search?: string;
}

/** Every Users & Roles query starts with the realtime topic "users", so server events refetch them. */
export const usersBaseKey = [topics.users] as const;

export const { fetchList: fetchUsers, listOptions: userListQuery } = listEndpoint<
  UserListParams,
  { items: ManagedUser[]; total: number }
>({
  path: "/api/users",
  listKey: [...usersBaseKey, "list"],
  errorTitle: "Error fetching users",
  filters: [],
});

export function useUserList(params: UserListParams) {
  return useQuery(userListQuery(params));
}
