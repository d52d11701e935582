import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger, PassengerFormValues } from "#domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function updatePassenger(id: string, input: PassengerFormValues, version: number): Promise<Passenger> {
  return api<Passenger>(`/api/passengers/${encodeURIComponent(id)}`, { method: "PUT", body: input, version });
}

export function useUpdatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: PassengerFormValues; version: number }) =>
      updatePassenger(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update passenger",
      success: { title: "Passenger has been updated successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
