import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger } from "#domain/passengers/passenger.schema";
import type { PassengerDocsFormValues } from "#domain/passengers/passenger-docs.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

/** Stores the Amadeus DOCS line (rebuilt by the server) with the document fields it was built from. */
export function savePassengerDocs(
  id: string,
  input: PassengerDocsFormValues,
  version: number,
): Promise<Passenger> {
  return api<Passenger>(`/api/passengers/${encodeURIComponent(id)}/docs`, {
    method: "PUT",
    body: input,
    version,
  });
}

export function useSavePassengerDocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: PassengerDocsFormValues; version: number }) =>
      savePassengerDocs(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update passenger DOCS line",
      success: { title: "Passenger DOCS line has been updated." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
