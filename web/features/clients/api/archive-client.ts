import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function archiveClient(id: string): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}/archive`, { method: "POST" });
}

export function useArchiveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => archiveClient(id),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to archive client",
      success: (data) => ({
        title: "Client archived",
        description: `${(data as Client).name} left the list and the pickers; its history stays.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsBaseKey }),
  });
}
