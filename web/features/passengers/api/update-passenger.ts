import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger, PassengerFormValues } from "../../../../domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function updatePassenger(id: string, input: PassengerFormValues): Promise<Passenger> {
  return api<Passenger>(`/api/passengers/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

export function useUpdatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PassengerFormValues }) => updatePassenger(id, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update passenger",
      success: { title: "Passenger has been updated successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
