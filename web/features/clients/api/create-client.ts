import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, ClientFormValues } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { clientsBaseKey } from "./list-clients";

export function createClient(input: ClientFormValues): Promise<Client> {
  return api<Client>("/api/clients", { method: "POST", body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add client",
      success: { title: "Client has been added successfully." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsBaseKey }),
  });
}
