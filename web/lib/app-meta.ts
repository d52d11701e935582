import type { AppMeta } from "#domain/meta/app-meta.schema";
import { api } from "./api-client";

/** GET /api/meta (the demo flag, the agency's time zone): one cache entry, asked once per session. */
export const appMetaQuery = {
  queryKey: ["meta"],
  queryFn: () => api<AppMeta>("/api/meta"),
  staleTime: Number.POSITIVE_INFINITY,
};
