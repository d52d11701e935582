import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger, PassengerFormValues } from "#domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function createPassenger(input: PassengerFormValues): Promise<Passenger> {
  return api<Passenger>("/api/passengers", { method: "POST", body: input });
}

export function useCreatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPassenger,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add passenger",
      success: { title: "Passenger has been added successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
