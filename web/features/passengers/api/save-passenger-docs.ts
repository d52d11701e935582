import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passengers/passenger.schema";
import type { PassengerDocsFormValues } from "../../../../domain/passengers/passenger-docs.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

/** Stores the Amadeus DOCS line (rebuilt by the server) with the document fields it was built from. */
export function savePassengerDocs(id: string, input: PassengerDocsFormValues): Promise<Passenger> {
  return api<Passenger>(`/api/passengers/${encodeURIComponent(id)}/docs`, { method: "PUT", body: input });
}

export function useSavePassengerDocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PassengerDocsFormValues }) =>
      savePassengerDocs(id, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update passenger DOCS line",
      success: { title: "Passenger DOCS line has been updated." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
