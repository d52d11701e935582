import { queryOptions } from "@tanstack/react-query";
import type { Role } from "#domain/auth/role";
import { ApiError } from "./api-client";
import { authApi } from "./auth-api";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async (): Promise<CurrentUser | null> => {
    let data: Awaited<ReturnType<typeof authApi.getSession>>;
    try {
      data = await authApi.getSession();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
    if (!data) return null;
    const role = data.user.role;
    return {
      id: data.user.id,
      email: data.user.email,
      name: data.user.name,
      role: role === "admin" || role === "agent" ? role : "client",
    };
  },
  staleTime: 60_000,
});

/** A same-site path to return to after sign-in; anything else falls back to the dashboard. */
export function safeRedirect(target: string | null): string {
  const safe = target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login");
  return safe && target ? target : "/";
}
