import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientDeletion } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function deleteClient(id: string): Promise<ClientDeletion> {
  return api<ClientDeletion>(`/api/clients/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deleteClient(id),
    meta: {
      // A client with trips or bookings is refused: the toast carries the server's reason.
      errorTitle: "Client not deleted",
      errorFallback: "Failed to delete client",
      success: (data) => {
        const { passengersUnlinked } = data as ClientDeletion;
        return {
          title: "Client has been deleted.",
          description:
            passengersUnlinked === 0
              ? undefined
              : `${passengersUnlinked === 1 ? "Its passenger stays" : `Its ${passengersUnlinked} passengers stay`} in the passenger list, without a client.`,
        };
      },
    },
    onSuccess: (_data, { id }) => {
      // The deleted client's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: [...clientsBaseKey, "detail", id] });
      return queryClient.invalidateQueries({ queryKey: clientsBaseKey });
    },
  });
}
