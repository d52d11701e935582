import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgencyContact } from "#domain/agency/agency-settings.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** How to reach the agency, for anyone signed in; starts with the topic "agency-settings". */
export const agencyContactQuery = queryOptions({
  queryKey: [topics.agencySettings, "contact"],
  queryFn: ({ signal }) => api<AgencyContact>("/api/agency-settings/contact", { signal }),
  // Only ever a help line under a message that stands without it: no toast when it cannot be read.
  staleTime: 5 * 60_000,
});

export function useAgencyContact(options: { enabled?: boolean } = {}) {
  return useQuery({ ...agencyContactQuery, enabled: options.enabled ?? true });
}
