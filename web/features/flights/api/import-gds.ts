import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GdsImportRequest, GdsImportResult } from "#domain/gds-import/gds-import.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { flightsBaseKey } from "./list-flights";

export function importGds(input: GdsImportRequest): Promise<GdsImportResult> {
  return api<GdsImportResult>("/api/gds/import", { method: "POST", body: input });
}

function summary(result: unknown): string {
  const r = result as GdsImportResult;
  const { added, changed, removed } = r.segments;
  const parts = [`${added.length} added`];
  if (changed.length) parts.push(`${changed.length} changed`);
  if (removed.length) parts.push(`${removed.length} removed`);
  const where = r.tripTitle ? ` on ${r.tripTitle}` : "";
  return `${r.recordLocator ?? "Reservation"}: segments ${parts.join(", ")}${where}.`;
}

export function useImportGds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGds,
    meta: {
      errorTitle: "Error parsing GDS content",
      errorFallback: "Error parsing GDS content",
      success: (data) => ({ title: "GDS content parsed successfully", description: summary(data) }),
    },
    // Flights, the trip's segments and passengers, and new passengers all changed.
    onSuccess: () =>
      Promise.all(
        [flightsBaseKey, [topics.trips], [topics.passengers]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
