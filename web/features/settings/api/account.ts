import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Account } from "#domain/accounts/account.schema";
import { api } from "../../../lib/api-client";
import { settingsBaseKey } from "./notification-preferences";

export const accountQuery = queryOptions({
  queryKey: [...settingsBaseKey, "account"],
  queryFn: ({ signal }) => api<Account>("/api/account", { signal }),
  meta: { errorTitle: "Error loading your account" },
});

export function useAccount() {
  return useQuery(accountQuery);
}
