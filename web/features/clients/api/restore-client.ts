import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function restoreClient(id: string): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}/restore`, { method: "POST" });
}

export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => restoreClient(id),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to restore client",
      success: (data) => ({
        title: "Client restored",
        description: `${(data as Client).name} is back in the list.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsBaseKey }),
  });
}
