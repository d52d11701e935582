import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function deletePassenger(id: string, version: number): Promise<{ connectionsRemoved: number }> {
  return api<{ connectionsRemoved: number }>(`/api/passengers/${encodeURIComponent(id)}`, {
    method: "DELETE",
    version,
  });
}

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deletePassenger(id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete passenger",
      success: { title: "Passenger has been deleted successfully." },
    },
    onSuccess: (_data, { id }) => {
      // The deleted passenger's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: [...passengersBaseKey, "detail", id] });
      queryClient.removeQueries({ queryKey: [...passengersBaseKey, "connections", id] });
      return queryClient.invalidateQueries({ queryKey: passengersBaseKey });
    },
  });
}
