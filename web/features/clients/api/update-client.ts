import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, ClientFormValues } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function updateClient(id: string, input: ClientFormValues, version: number): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: "PUT", body: input, version });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: ClientFormValues; version: number }) =>
      updateClient(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update client",
      success: { title: "Client has been updated successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsBaseKey }),
  });
}
