import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SsrDefinitionResponse } from "#domain/ssr/ssr-api.schema";
import type { SsrDefinitionBody } from "#domain/ssr/ssr-definition.schema";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function createSsr(input: SsrDefinitionBody): Promise<SsrDefinitionResponse> {
  return api<SsrDefinitionResponse>("/api/ssr", { method: "POST", body: input });
}

export function useCreateSsr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSsr,
    meta: {
      errorTitle: "Save Failed",
      errorFallback: "The SSR code could not be created.",
      success: (data) => ({
        title: "Changes Saved",
        description: `SSR ${(data as SsrDefinitionResponse).code} added`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
