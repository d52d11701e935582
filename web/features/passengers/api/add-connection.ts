import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Connection, ConnectionInput } from "#domain/passengers/passenger-association.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function addConnection(passengerId: string, input: ConnectionInput): Promise<Connection> {
  return api<Connection>(`/api/passengers/${encodeURIComponent(passengerId)}/connections`, {
    method: "POST",
    body: input,
  });
}

export function useAddConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passengerId, input }: { passengerId: string; input: ConnectionInput }) =>
      addConnection(passengerId, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Error adding connection",
      success: { title: "Connection added successfully" },
    },
    // Both passengers' lists change, and the picker's "not yet connected" list too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
