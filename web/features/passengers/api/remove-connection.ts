import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export function removeConnection(passengerId: string, connectionId: string): Promise<void> {
  return api<void>(
    `/api/passengers/${encodeURIComponent(passengerId)}/connections/${encodeURIComponent(connectionId)}`,
    { method: "DELETE" },
  );
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passengerId, connectionId }: { passengerId: string; connectionId: string }) =>
      removeConnection(passengerId, connectionId),
    meta: {
      errorTitle: "Error",
      errorFallback: "Error removing connection",
      success: { title: "Connection removed successfully" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengersBaseKey }),
  });
}
